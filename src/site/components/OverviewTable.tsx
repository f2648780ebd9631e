/**
 * The hub overview (Manila and Batangas destination pages, SPEC §3 "Overview row"): one row per route from the hub
 * with destination, days, departure time, duration and fare range. Each row summarises one route: its days and
 * departure times are the union of its sailings (marked Unconfirmed when its sources disagree on them), the duration
 * and the fare are the route's facts, as every page shows them.
 */
import { sailingDays } from '../../graph/sailing-days';
import { formatClockList, ZONE_LABEL } from '../../graph/time';
import { DisputedNote, FareFact, TimeFact, type DisputedKind } from './Fact';
import { DaysFact } from './DaysFact';
import { ScrollRegion } from './ScrollRegion';
import { SiteLink } from './SiteLink';
import { disputedKinds, Zone, type TimetableDisplay } from './TimetableTable';
import type { PortIndex } from './types';

export interface OverviewTableProps {
  title: string;
  timetables: readonly TimetableDisplay[];
  /** The hub port: each row names the other end of its route. */
  hub: string;
  ports: PortIndex;
  headingLevel?: 2 | 3;
  id: string;
}

/** The table shows fares and travel times as well as sailings. */
function overviewDisputes(timetables: readonly TimetableDisplay[]): DisputedKind[] {
  return [...disputedKinds(timetables, true), ...(timetables.some((t) => t.travelTime?.disputed) ? ['time' as const] : [])];
}

export function OverviewTable({ title, timetables, hub, ports, headingLevel = 3, id }: OverviewTableProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const head = 'px-3 py-2 text-left text-sm font-semibold whitespace-nowrap';
  const cell = 'px-3 py-2';
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 print:break-inside-avoid">
      <Heading id={`${id}-heading`} className="mb-3 text-lg font-bold text-slate-900 print:mb-1 print:text-base">{title}</Heading>
      <ScrollRegion label={`${title} overview`}>
        <table className="stack-table w-full border-collapse text-left whitespace-nowrap text-slate-900">
          <thead className="bg-sky-800 text-white">
            <tr>
              <th scope="col" className={head}>Destination</th>
              <th scope="col" className={head}>Days</th>
              <th scope="col" className={head}>Departure Time <Zone /></th>
              <th scope="col" className={head}>Duration</th>
              <th scope="col" className={head}>Fare Range</th>
            </tr>
          </thead>
          <tbody>
            {timetables.map((t) => {
              const otherEnd = t.from === hub ? t.to : t.from;
              const port = ports[otherEnd];
              const times = [...new Set(t.rows.flatMap((r) => (r.dep ? [r.dep] : [])))];
              return (
                <tr key={t.id} className="border-t border-slate-200 even:bg-slate-50">
                  <th scope="row" className={`${cell} font-semibold`} data-label="Destination">
                    {port?.destination
                      ? <SiteLink to={`/destinations/${port.destination}`}>{port.label}</SiteLink>
                      : (port?.label ?? otherEnd)}
                  </th>
                  <td className={cell} data-label="Days"><DaysFact route={t.id} days={sailingDays(t.rows)} /></td>
                  <td className={cell} data-label={`Departure Time (${ZONE_LABEL})`}>{times.length > 0 ? formatClockList(times) : (t.note ?? '—')}</td>
                  <td className={`${cell} whitespace-normal`} data-label="Duration">{t.travelTime ? <TimeFact route={t.id} time={t.travelTime} /> : '—'}</td>
                  <td className={`${cell} whitespace-normal`} data-label="Fare Range">{t.fare ? <FareFact route={t.id} fare={t.fare} /> : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <DisputedNote kinds={overviewDisputes(timetables)} />
    </section>
  );
}

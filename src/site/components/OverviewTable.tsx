/**
 * The hub overview (Manila and Batangas destination pages, SPEC §3 "Overview row"): one row per route from the hub
 * with destination, days, departure time, duration and fare range. Each row summarises one timetable: its days
 * and departure times are the union of its rows, the duration is the stated travel time (or the span of the
 * rows'), the fare the timetable's (or the span of the rows').
 */
import type { Weekday } from '../../graph/types';
import { expandDays, formatDays, spokenDays } from '../../graph/time';
import { formatDurationRange, spanOfDurations, spokenDuration } from '../../graph/time';
import { formatClockList, ZONE_LABEL } from '../../graph/time';
import { FareRange } from './FareRange';
import { ScrollRegion } from './ScrollRegion';
import { SiteLink } from './SiteLink';
import { Zone, type TimetableDisplay } from './TimetableTable';
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

function unionDays(t: TimetableDisplay): 'Daily' | Weekday[] {
  if (t.rows.some((r) => r.days === 'Daily')) return 'Daily';
  const days = new Set(t.rows.flatMap((r) => expandDays(r.days)));
  return days.size === 7 ? 'Daily' : [...days];
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
              const days = unionDays(t);
              const times = t.rows.flatMap((r) => (r.dep ? [r.dep] : []));
              const duration = t.statedDuration ?? spanOfDurations(t.rows.map((r) => r.durationMinutes));
              const fare = t.fareSpan;
              return (
                <tr key={t.id} className="border-t border-slate-200 even:bg-slate-50">
                  <th scope="row" className={`${cell} font-semibold`} data-label="Destination">
                    {port?.destination
                      ? <SiteLink to={`/destinations/${port.destination}`}>{port.label}</SiteLink>
                      : (port?.label ?? otherEnd)}
                  </th>
                  <td className={cell} data-label="Days"><span title={spokenDays(days)}>{formatDays(days)}</span></td>
                  <td className={cell} data-label={`Departure Time (${ZONE_LABEL})`}>{times.length > 0 ? formatClockList(times) : (t.note ?? '—')}</td>
                  <td className={`${cell} whitespace-nowrap`} data-label="Duration">
                    {duration ? (
                      <>
                        <span aria-hidden="true">{formatDurationRange(duration)}</span>
                        <span className="sr-only">{spokenDuration(duration)}</span>
                      </>
                    ) : '—'}
                  </td>
                  <td className={`${cell} whitespace-nowrap`} data-label="Fare Range">{fare ? <FareRange range={fare} /> : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

/**
 * The hub overview (Manila and Batangas destination pages, the spec's "overview row"): destination, days, departure
 * time, duration and fare range of every route from the hub. A route whose sailings all leave at one time (or at one of
 * several, "11 AM or 5:30 PM") is one row of its facts — days, travel time and fare as every page shows them. A route
 * with sailings at different times, or whose sources differ on them, gets one row per departure time and source, each
 * with its own days and duration (and, where the fare is disputed, the fare that source gives): a row never pairs one
 * source's days with another's time ("Tue or Mon, Thu, Sat | 1:30 PM or 8:00 PM" read by position is wrong).
 */
import { sailingDays } from '../../graph/sailing-days';
import { expandDays, formatTime12, formatDays, formatDurationRange, sortDays, spokenDays, spokenDuration, WEEKDAYS, ZONE_LABEL } from '../../time';
import type { MinuteRange, PesoRange, RouteRow, Weekday } from '../../graph/types';
import { Fact, FareFact, RouteNotes, TimeFact, Unconfirmed } from './Fact';
import { DaysFact } from './DaysFact';
import { FareRange } from './FareRange';
import { ScrollRegion } from './ScrollRegion';
import { SiteLink } from './SiteLink';
import { DepartureOptions, Zone, type TimetableDisplay } from './TimetableTable';
import type { PortIndex } from './types';
import { destinationPath } from '../../vocabulary/pages';

export interface OverviewTableProps {
  title: string;
  timetables: readonly TimetableDisplay[];
  /** The hub port: each row names the other end of its route. */
  hub: string;
  ports: PortIndex;
  id: string;
}

/** One departure of a route as the overview shows it: the rows that leave at one time, as one source set states them. */
interface Line {
  /** The first of its rows (the row of `departure:<route>#<row>`). */
  row: number;
  days: Weekday[];
  first: RouteRow;
  duration: MinuteRange;
  derived: boolean;
}

function linesOf(rows: readonly RouteRow[]): Line[] {
  const lines = new Map<string, Line>();
  rows.forEach((r, i) => {
    const key = JSON.stringify([r.dep, r.depOptions, r.sources, r.confirmed]);
    const line = lines.get(key);
    if (!line) {
      lines.set(key, { row: i, days: expandDays(r.days), first: r, duration: r.durationMinutes, derived: r.durationDerived });
      return;
    }
    line.days = sortDays([...new Set([...line.days, ...expandDays(r.days)])]);
    line.duration = { min: Math.min(line.duration.min, r.durationMinutes.min), max: Math.max(line.duration.max, r.durationMinutes.max) };
    line.derived &&= r.durationDerived;
  });
  return [...lines.values()];
}

/** The fare its source gives, when the route's fare is disputed and the line is stated by one source that gives one. */
function sourceFare(t: TimetableDisplay, line: Line): PesoRange | null {
  if (!t.fare?.disputed || line.first.sources.length !== 1) return null;
  const statement = `timetable:${line.first.sources[0]}`;
  return t.fare.options.find((o) => o.statements.includes(statement))?.value ?? null;
}

function Time({ route, line, note }: { route: string; line: Line; note: string | null }) {
  const { first } = line;
  if (first.depOptions) return <DepartureOptions route={route} row={line.row} times={first.depOptions} />;
  return <>{first.dep !== null ? formatTime12(first.dep) : (note ?? '—')}</>;
}

function Duration({ line }: { line: Line }) {
  const about = line.derived ? '' : '≈ ';
  return (
    <>
      <span aria-hidden="true">{about}{formatDurationRange(line.duration)}</span>
      <span className="sr-only">{line.derived ? '' : 'about '}{spokenDuration(line.duration)}</span>
    </>
  );
}

export function OverviewTable({ title, timetables, hub, ports, id }: OverviewTableProps) {
  const head = 'px-3 py-2 text-left text-sm font-semibold whitespace-nowrap';
  const cell = 'px-3 py-2';
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 print:break-inside-avoid">
      <h3 id={`${id}-heading`} className="mb-3 text-lg font-bold text-slate-900 print:mb-1 print:text-base">{title}</h3>
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
            {timetables.flatMap((t) => {
              const otherEnd = t.from === hub ? t.to : t.from;
              const port = ports[otherEnd];
              const destination = port?.destination
                ? <SiteLink to={destinationPath(port.destination)}>{port.label}</SiteLink>
                : (port?.label ?? otherEnd);
              const lines = linesOf(t.rows);
              const fare = t.fare ? <FareFact route={t.id} fare={t.fare} /> : '—';
              if (lines.length <= 1) {
                // One departure: the row is the route's facts, as every page shows them.
                return [(
                  <tr key={t.id} className="border-t border-slate-200 even:bg-slate-50" data-route={t.id}>
                    <th scope="row" className={`${cell} font-semibold`} data-label="Destination">{destination}</th>
                    <td className={cell} data-label="Days"><DaysFact route={t.id} days={sailingDays(t.rows)} /></td>
                    <td className={cell} data-label={`Departure Time (${ZONE_LABEL})`}>{lines[0] ? <Time route={t.id} line={lines[0]} note={t.note} /> : (t.note ?? '—')}</td>
                    <td className={`${cell} whitespace-normal`} data-label="Duration">{t.travelTime ? <TimeFact route={t.id} time={t.travelTime} /> : '—'}</td>
                    <td className={`${cell} whitespace-normal`} data-label="Fare Range">{fare}</td>
                  </tr>
                )];
              }
              return lines.map((line) => {
                const own = sourceFare(t, line);
                const days = line.days.length === WEEKDAYS.length ? 'Daily' as const : line.days;
                return (
                  <tr key={`${t.id}.${line.row}`} className="border-t border-slate-200 even:bg-slate-50" data-route={t.id}
                    data-unconfirmed={line.first.confirmed ? undefined : ''}>
                    <th scope="row" className={`${cell} font-semibold`} data-label="Destination">{destination}</th>
                    <td className={cell} data-label="Days">
                      <span title={spokenDays(days)}>{formatDays(days)}</span>
                      {line.first.confirmed ? null : <Unconfirmed />}
                    </td>
                    <td className={cell} data-label={`Departure Time (${ZONE_LABEL})`}><Time route={t.id} line={line} note={t.note} /></td>
                    <td className={`${cell} whitespace-normal`} data-label="Duration"><Duration line={line} /></td>
                    <td className={`${cell} whitespace-normal`} data-label="Fare Range">
                      {own ? <><Fact id={`fare:${t.id}@${line.first.sources[0]}`}><FareRange range={own} /></Fact><Unconfirmed /></> : fare}
                    </td>
                  </tr>
                );
              });
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <RouteNotes routes={timetables} />
    </section>
  );
}

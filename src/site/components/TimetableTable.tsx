/**
 * One timetable as a table: Departure Day, Departure Time, Arrival Day, Arrival Time (the spec's columns), the derived
 * duration beside each trip, and, where a page asks for them, fare, from, to and route columns.
 *
 * Used by /schedules and the destination pages: it takes a Route from the graph and knows nothing about the
 * page around it. The wrapper carries `id={timetable.id}` so links can address one route's table, and
 * the rows carry what the schedule filter (schedules/filter-page.ts) and the advisory marks (schedules/
 * TimetableMarks.tsx) find them by in the pre-rendered page: `data-timetable`, `data-row` (the row's index in its
 * source, as in trip ids) and, on a row split into one row per departure day, `data-days`.
 *
 * Arrivals on a later day show the arrival weekday and a "+1 day" badge; rows without a stated arrival show the
 * window the stated travel time gives ("between 3:00 AM and 3:00 PM"), marked "Estimated", and a window that
 * crosses midnight becomes one row per departure day (format/arrival.ts); departures in the small hours say when to
 * be at the port; rows without a departure time show the timetable's note. A route is a fact (graph/types.ts): a
 * sailing not every source states is marked Unconfirmed, a disputed fare reads as every published figure, and a
 * line under the table says the sources differ; a route whose days are not published says so in place of rows.
 */
import type { ReactNode } from 'react';
import type { Route, RouteRow } from '../../graph/types';
import { expandDays, formatDays, spokenDays, type SailingDays } from '../../time';
import { formatDurationRange, spokenDuration } from '../../time';
import { arrivalPatterns, departureNight, type ArrivalPattern } from '../format/arrival';
import { formatTime12, formatTimeList, ZONE_LABEL, ZONE_NAME } from '../../time';
import { Badge } from './Badge';
import { Fact, FareFact, RouteNotes, Unconfirmed } from './Fact';
import { FareRange } from './FareRange';
import { ScrollRegion } from './ScrollRegion';
import type { PortIndex } from './types';

export type ExtraColumn = 'from' | 'to' | 'route' | 'fare';

/** What a table reads from a route's timetable (loaders drop `trips` and provenance to keep pages small). */
export type TimetableDisplay = Pick<Route, 'id' | 'name' | 'from' | 'to' | 'mode' | 'fare' | 'travelTime' | 'note' | 'rows' | 'daysPublished' | 'departsFrom' | 'unconfirmed'>;

interface CommonProps {
  ports: PortIndex;
  /** Extra columns, shown in a fixed order (route, from, to … fare); `fare` shows each row's fare or the timetable's. */
  columns?: readonly ExtraColumn[];
  /** Shown between the heading and the table (next sailing, advisories). */
  lead?: ReactNode;
}

export interface TimetableTableProps extends CommonProps {
  timetable: TimetableDisplay;
}

export interface ScheduleTableProps extends CommonProps {
  /** Element id of the section (the heading gets `${id}-heading`). */
  id: string;
  title: string;
  /** Rows of every timetable, in order, in one table (a destination page's "From Manila" with two routes). */
  timetables: readonly TimetableDisplay[];
  /** The one route the section shows, for the schedule filter (`data-timetable` on the section). */
  routeId?: string;
}

/** Shown when a row has no departure time and the timetable has no note to say why (UI chrome, not a fact). */
const NO_TIME = 'Time not stated';
const CELL = 'px-3 py-2';
const HEAD = 'px-3 py-2 text-left text-sm font-semibold whitespace-nowrap';
/*
 * Cell labels for the phone layout (styles.css `.stack-table`): below 640 px each row is a card and every cell
 * shows its column's name from data-label, so no fact needs a sideways scroll. The <th>/<td> stay, so screen
 * readers still read a table; desktop and print keep the grid.
 */
const LABEL_DEP = `Departure Time (${ZONE_LABEL})`;
const LABEL_ARR = `Arrival Time (${ZONE_LABEL})`;

/** The port's one label ("Culasi Port (Roxas)"); the port id if the index lacks it. */
function placeName(ports: PortIndex, id: string): string {
  return ports[id]?.label ?? id;
}

export function Zone() {
  return <abbr title={ZONE_NAME} className="no-underline">({ZONE_LABEL})</abbr>;
}

function NotStated() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not stated</span>
    </>
  );
}

/**
 * A sailing at one of several times ("11:00 AM or 5:30 PM"), as every page shows it: one figure, marked Unconfirmed,
 * `departure:<route>#<row>` (the row's index in the route, as in trip ids).
 */
export function DepartureOptions({ route, row, times }: { route: string; row: number; times: readonly number[] }) {
  return <><Fact id={`departure:${route}#${row}`} disputed>{formatTimeList(times)}</Fact><Unconfirmed /></>;
}

function DepartureTime({ route, index, row, days, note }: { route: string; index: number; row: RouteRow; days: SailingDays; note: string | null }) {
  if (row.dep === null) {
    // No fixed time: the stated hours departures leave in, if the data has them, then why there is no time.
    return (
      <span className="whitespace-normal text-slate-700">
        {row.hours ? <span className="block not-italic">Any time {formatTime12(row.hours.min)}–{formatTime12(row.hours.max)}</span> : null}
        <span className="italic">{note ?? NO_TIME}</span>
        {row.hours ? null : <span className="block text-sm">First and last departure times not published</span>}
      </span>
    );
  }
  const night = departureNight(days, row.dep);
  return (
    <>
      {row.depOptions ? <DepartureOptions route={route} row={index} times={row.depOptions} /> : formatTime12(row.dep)}
      {night ? <span className="block text-sm whitespace-normal text-slate-700">{night}</span> : null}
    </>
  );
}

function Duration({ row }: { row: RouteRow }) {
  const text = formatDurationRange(row.durationMinutes);
  const spoken = spokenDuration(row.durationMinutes);
  // A derived duration is exact; a stated travel time is what the source says, so it reads "about".
  const prefix = row.durationDerived ? '' : '≈ ';
  return (
    <>
      <span aria-hidden="true">{prefix}{text}</span>
      <span className="sr-only">{row.durationDerived ? spoken : `about ${spoken}`}</span>
    </>
  );
}

function ArrivalCells({ arrival }: { arrival: ArrivalPattern | undefined }) {
  if (!arrival) return <><td className={CELL} data-label="Arrival Day"><NotStated /></td><td className={CELL} data-label={LABEL_ARR}><NotStated /></td></>;
  return (
    <>
      <td className={CELL} data-label="Arrival Day">
        <span className="inline-flex items-center gap-1.5">
          <span title={arrival.spokenDay}>{arrival.day}</span>
          {arrival.offset ? <Badge colour="amber">{arrival.offset}</Badge> : null}
        </span>
      </td>
      <td className={CELL} data-label={LABEL_ARR}>
        <span className="inline-flex items-center gap-1.5">
          <span>{arrival.time}</span>
          {arrival.estimated ? <Badge colour="slate">Estimated</Badge> : null}
        </span>
      </td>
    </>
  );
}

export function ScheduleTable({
  id, title, timetables, ports, columns, lead, routeId,
}: ScheduleTableProps) {
  const headingId = `${id}-heading`;
  const hasEstimate = timetables.some((t) => t.rows.some((r) => !r.arr && r.dep !== null));
  // A note explains missing departure times in their cells; otherwise it is printed under the table.
  const notes = [...new Set(timetables.flatMap((t) => (t.note && t.rows.every((r) => r.dep !== null) ? [t.note] : [])))];
  const starts = timetables.flatMap((t) => (t.departsFrom ? [`${t.name}: leaves from ${t.departsFrom}.`] : []));

  return (
    <section id={id} aria-labelledby={headingId} data-timetable={routeId} className="scroll-mt-24 print:break-inside-avoid">
      <h3 id={headingId} className="mb-3 text-lg font-bold text-slate-900 print:mb-1 print:text-base">{title}</h3>
      {lead}
      <TimetableGrid title={title} timetables={timetables} ports={ports} columns={columns} />
      {hasEstimate ? <p className="mt-2 text-sm text-slate-700">Estimated arrivals are counted from the stated travel time.</p> : null}
      {notes.map((note) => <p key={note} className="mt-2 text-sm text-slate-700">{note}</p>)}
      {starts.map((line) => <p key={line} className="mt-2 text-sm text-slate-700" data-testid="departs-from">{line}</p>)}
      <RouteNotes routes={timetables} />
    </section>
  );
}

const NO_COLUMNS: readonly ExtraColumn[] = [];

/**
 * The table itself: rendered once, on the server (no script re-renders it, in the built site or under `npm run dev`:
 * the filter hides rows, the marks are portals).
 */
function TimetableGrid({
  title, timetables, ports, columns = NO_COLUMNS,
}: Pick<ScheduleTableProps, 'title' | 'timetables' | 'ports' | 'columns'>) {
  const show = (c: ExtraColumn) => columns.includes(c);
  return (
      <ScrollRegion label={`${title} timetable`}>
        <table className="stack-table w-full border-collapse text-left whitespace-nowrap text-slate-900">
          <thead className="bg-sky-800 text-white">
            <tr>
              {show('route') ? <th scope="col" className={HEAD}>Route</th> : null}
              {show('from') ? <th scope="col" className={HEAD}>From</th> : null}
              {show('to') ? <th scope="col" className={HEAD}>To</th> : null}
              <th scope="col" className={HEAD}>Departure Day</th>
              <th scope="col" className={HEAD}>Departure Time <Zone /></th>
              <th scope="col" className={HEAD}>Arrival Day</th>
              <th scope="col" className={HEAD}>Arrival Time <Zone /></th>
              <th scope="col" className={HEAD}>Duration</th>
              {show('fare') ? <th scope="col" className={HEAD}>Fare Range</th> : null}
            </tr>
          </thead>
          <tbody>
            {timetables.flatMap((t) => (t.daysPublished ? [] : [(
              <tr key={t.id} data-timetable={t.id} className="border-t border-slate-200">
                {show('route') ? <td className={CELL} data-label="Route">{t.name}</td> : null}
                {show('from') ? <td className={CELL} data-label="From">{placeName(ports, t.from)}</td> : null}
                {show('to') ? <td className={CELL} data-label="To">{placeName(ports, t.to)}</td> : null}
                <td className={`${CELL} whitespace-normal`} colSpan={5} data-label="Sailings">
                  <Fact id={`days:${t.id}`}>Days not published</Fact> — ask at the ticket office at {placeName(ports, t.from)}.
                </td>
                {show('fare') ? <td className={`${CELL} whitespace-normal`} data-label="Fare Range">{t.fare ? <FareFact route={t.id} fare={t.fare} /> : <NotStated />}</td> : null}
              </tr>
            )]).concat(t.rows.flatMap((row, i) => {
              const patterns = arrivalPatterns(row);
              const split = patterns.length > 1;
              return (patterns.length > 0 ? patterns : [undefined]).map((arrival, k) => {
                const days = split ? arrival!.days : row.days;
                return (
                // Rows have no id of their own; their index in the source is stable (the trip ids use it too).
                <tr key={`${t.id}.${i}.${k}`} data-timetable={t.id} data-row={i} data-days={split ? expandDays(days).join(' ') : undefined}
                  data-unconfirmed={row.confirmed ? undefined : ''} className="border-t border-slate-200 even:bg-slate-50">
                  {show('route') ? <td className={CELL} data-label="Route">{t.name}</td> : null}
                  {show('from') ? <td className={CELL} data-label="From">{placeName(ports, t.from)}</td> : null}
                  {show('to') ? <td className={CELL} data-label="To">{placeName(ports, t.to)}</td> : null}
                  <th scope="row" className={`${CELL} font-semibold`} data-label="Departure Day">
                    <span title={spokenDays(days)}>{formatDays(days)}</span>
                    {row.confirmed ? null : <Unconfirmed />}
                  </th>
                  <td className={`${CELL} whitespace-nowrap`} data-label={LABEL_DEP}><DepartureTime route={t.id} index={i} row={row} days={days} note={t.note} /></td>
                  <ArrivalCells arrival={arrival} />
                  <td className={`${CELL} whitespace-nowrap`} data-label="Duration"><Duration row={row} /></td>
                  {show('fare') ? (
                    <td className={`${CELL} whitespace-normal`} data-label="Fare Range">
                      {row.fare ? <Fact id={`fare:${t.id}.${i}`}><FareRange range={row.fare} /></Fact> : t.fare ? <FareFact route={t.id} fare={t.fare} /> : <NotStated />}
                    </td>
                  ) : null}
                </tr>
                );
              });
            })))}
          </tbody>
        </table>
      </ScrollRegion>
  );
}

/** One route's timetable under its name; its section's id is the timetable's id. */
export function TimetableTable({ timetable, ...rest }: TimetableTableProps) {
  return <ScheduleTable id={timetable.id} title={timetable.name} timetables={[timetable]} routeId={timetable.id} {...rest} />;
}

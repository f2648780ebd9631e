/**
 * The /schedules filter as data: what the URL says (?from=batangas&to=caticlan&day=fri), which timetable rows match,
 * and the day words. Pure: "today" is resolved from a `now` the page passes in after hydration.
 */
import type { QueryIndex } from '../../query/index-trips';
import { departures } from '../../query/departures';
import type { Weekday } from '../../graph/types';
import { WEEKDAY_NAMES } from '../../time';
import { parseDay, resolveDay, type DayChoice } from './days';

export interface ScheduleFilter { from: string; to: string; day: DayChoice | '' }

export const NO_FILTER: ScheduleFilter = { from: '', to: '', day: '' };

/** The URL's filter; a port the page does not list is ignored rather than matching nothing. */
export function readFilter(params: URLSearchParams, ports: { from: ReadonlySet<string>; to: ReadonlySet<string> }): ScheduleFilter {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { from: ports.from.has(from) ? from : '', to: ports.to.has(to) ? to : '', day: parseDay(params.get('day')) };
}

/** The filter as URL parameters, in a fixed order (from, to, day), without empty ones. */
export function filterParams(filter: ScheduleFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.day) params.set('day', filter.day.toLowerCase());
  return params;
}

export function isFiltered(filter: ScheduleFilter): boolean {
  return filter.from !== '' || filter.to !== '' || filter.day !== '';
}

/**
 * The rows that match, by timetable id (row indexes as in trip ids), answered by the engine's `departures`;
 * null when nothing is filtered (every row shows). A route whose days are not published (`undated`) matches on its
 * ports whatever the day, with no rows: its table then says its days are not published.
 */
export function matchingRows(index: QueryIndex, filter: ScheduleFilter, now: Date,
  undated: readonly { id: string; from: string; to: string }[] = []): Map<string, Set<number>> | null {
  if (!isFiltered(filter)) return null;
  const day = resolveDay(filter.day, now);
  const trips = departures(index, { from: filter.from || undefined, to: filter.to || undefined, days: day ?? undefined });
  const rows = new Map<string, Set<number>>();
  for (const route of undated) {
    if ((!filter.from || filter.from === route.from) && (!filter.to || filter.to === route.to)) rows.set(route.id, new Set());
  }
  for (const trip of trips) {
    const { row } = trip;
    (rows.get(trip.routeId) ?? rows.set(trip.routeId, new Set()).get(trip.routeId)!).add(row);
  }
  return rows;
}

/** "12 sailings match" / "1 sailing matches" / "No sailings match"; unfiltered: "All 45 sailings". */
export function countMessage(rows: number, filtered: boolean): string {
  if (!filtered) return `All ${rows} ${rows === 1 ? 'sailing' : 'sailings'}`;
  if (rows === 0) return 'No sailings match';
  return rows === 1 ? '1 sailing matches' : `${rows} sailings match`;
}

/**
 * The line a printed, filtered /schedules carries above its tables, so a sheet that holds only some sailings says so:
 * "Printed with a filter: from Batangas, to any port, on Friday — 5 sailings match." `day` is the weekday the
 * choice resolved to (today's, for "today"), `place` names a port id.
 */
export function printedFilterLine(filter: ScheduleFilter, day: Weekday | null, rows: number, place: (id: string) => string): string {
  const from = filter.from ? place(filter.from) : 'any port';
  const to = filter.to ? place(filter.to) : 'any port';
  const on = day ? WEEKDAY_NAMES[day] : 'any day';
  return `Printed with a filter: from ${from}, to ${to}, on ${on} — ${countMessage(rows, true).toLowerCase()}.`;
}

/**
 * The timetable filter: trips by origin, destination and weekday(s), in departure order (weekday, then time;
 * trips without a departure time last within their day). Every answer is a range of a pre-sorted index list.
 */
import { routeKey } from '../graph/keys';
import { weekdayIndex } from '../time';
import type { Trip, Weekday } from '../graph/types';
import { listTrips, type DayList } from './day-list';
import type { QueryIndex } from './index-trips';
import { resolvePlace } from './resolve';

export interface DeparturesQuery {
  /** Port id or the traveller's words; omitted = any origin. */
  from?: string;
  /** Port id or the traveller's words; omitted = any destination. */
  to?: string;
  /** One weekday or several; omitted = every day; an empty list = no day (nothing). */
  days?: Weekday | readonly Weekday[];
}

function listFor(index: QueryIndex, from: string | undefined, to: string | undefined): DayList | null | undefined {
  const fromPort = from === undefined ? undefined : resolvePlace(index, from);
  const toPort = to === undefined ? undefined : resolvePlace(index, to);
  if (fromPort === null || toPort === null) return null;
  if (fromPort !== undefined && toPort !== undefined) return index.byRoute.get(routeKey(fromPort, toPort));
  if (fromPort !== undefined) return index.byOrigin.get(fromPort);
  if (toPort !== undefined) return index.byDestination.get(toPort);
  return index.all;
}

/** Day indexes (0 = Monday), ascending and unique, so the concatenated slices stay in departure order. */
function dayIndexes(days: Weekday | readonly Weekday[]): number[] {
  const list = typeof days === 'string' ? [days] : days;
  return [...new Set(list.map(weekdayIndex))].sort((a, b) => a - b);
}

/**
 * Matching trips in departure order, as a new array (the caller may keep or sort it). An unknown from/to gives an
 * empty list (explainPlace says why).
 */
export function departures(index: QueryIndex, query: DeparturesQuery = {}): Trip[] {
  const list = listFor(index, query.from, query.to);
  if (!list) return [];
  if (query.days === undefined) return listTrips(list);
  const days = dayIndexes(query.days);
  if (days.length === 1) return listTrips(list, days[0]!, days[0]! + 1);
  const out: Trip[] = [];
  for (const d of days) {
    for (let k = list.dayStart[d]!, end = list.dayStart[d + 1]!; k < end; k++) out.push(list.trips[list.pos[k]!]!);
  }
  return out;
}

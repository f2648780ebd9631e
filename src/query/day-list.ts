/**
 * A day list: one key's trips (a port's departures, a route's sailings) in departure order, grouped by weekday,
 * as positions into one shared array, so every per-key list of an index costs two typed arrays, not an array of
 * objects each.
 */
import type { Trip } from '../graph/types';

/**
 * For weekday d (0 = Monday): trips[pos[k]] for k in [dayStart[d], dayStart[d + 1]).
 * `trips` and `pos` are shared by every list of an index; `dayStart` holds this list's 8 offsets into `pos`.
 */
export interface DayList {
  readonly trips: readonly Trip[];
  readonly pos: Uint32Array;
  readonly dayStart: Uint32Array;
}

/** The trips of a list for weekdays [fromDay, toDay) (0 = Monday), in departure order. */
export function listTrips(list: DayList, fromDay = 0, toDay = 7): Trip[] {
  const out: Trip[] = [];
  for (let k = list.dayStart[fromDay]!, end = list.dayStart[toDay]!; k < end; k++) out.push(list.trips[list.pos[k]!]!);
  return out;
}

export function isEmpty(list: DayList): boolean {
  return list.dayStart[7] === list.dayStart[0];
}

/**
 * Groups trip positions by key and weekday — a stable counting sort, so each group stays in departure order —
 * and returns one DayList per key number.
 */
export function groupByKey(trips: readonly Trip[], keyOf: Int32Array, dayOf: Uint8Array, keyCount: number): DayList[] {
  const start = new Uint32Array(keyCount * 7 + 1);
  for (let i = 0; i < trips.length; i++) start[keyOf[i]! * 7 + dayOf[i]! + 1]!++;
  for (let k = 1; k < start.length; k++) start[k]! += start[k - 1]!;
  const cursor = start.slice(0, keyCount * 7);
  const pos = new Uint32Array(trips.length);
  for (let i = 0; i < trips.length; i++) pos[cursor[keyOf[i]! * 7 + dayOf[i]!]!++] = i;
  const lists: DayList[] = new Array(keyCount);
  for (let key = 0; key < keyCount; key++) lists[key] = { trips, pos, dayStart: start.subarray(key * 7, key * 7 + 8) };
  return lists;
}

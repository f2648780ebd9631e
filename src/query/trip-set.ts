/**
 * The trips of some timetables in departure order (departure-order.ts), ready for indexTrips: the whole network
 * for the build-time index (graph-index.ts), or one page's timetables for its slice (trip-codec.ts packs it).
 *
 * Departure order without comparing trips: the timetables are put in (from, to, id) order once, their trips laid
 * out in that order, then a stable counting sort on the week slot (weekday × minute) keeps that order within each
 * slot. Only trips of one timetable sharing a slot (a duplicated row) still need their ids compared. (A comparison
 * sort of 100,000 trips was most of the index build time.)
 */
import type { MinuteRange, Route, RouteRef, Trip } from '../graph/types';
import { tripsOf, type TripRoute } from '../graph/trips';
import { compareText, SLOTS_PER_WEEK, weekSlot } from './departure-order';
import type { TripSet } from './index-trips';

/** A route as a trip set reads it: the graph's Route, or one the trip codec unpacked. */
export type SetRoute = TripRoute & Pick<Route, 'id' | 'from' | 'to' | 'mode'> & {
  departsFrom?: string | null;
  crossTown?: MinuteRange | null;
};

/** The routes `ids` names (every route without), in (from, to, id) order: the order of a trip set and of the codec. */
export function chosenRoutes<T extends SetRoute>(routes: readonly T[], ids?: Iterable<string>): T[] {
  const wanted = ids ? new Set(ids) : null;
  return routes
    .filter((t) => !wanted || wanted.has(t.id))
    .sort((x, y) => compareText(x.from, y.from) || compareText(x.to, y.to) || compareText(x.id, y.id));
}

/** What the query engine needs of a route: its id, ports and mode, and where a leg starts when not at its port. */
export function routeRef({ id, from, to, mode, departsFrom, crossTown }: SetRoute): RouteRef {
  return { id, from, to, mode, ...(departsFrom ? { departsFrom } : {}), ...(crossTown ? { crossTown } : {}) };
}

export function tripSetOf(timetables: readonly SetRoute[], ids?: Iterable<string>): TripSet {
  const chosen = chosenRoutes(timetables, ids);
  return { routes: chosen.map(routeRef), trips: inDepartureOrder(chosen) };
}

/** The trips of timetables already in (from, to, id) order, in departure order. */
function inDepartureOrder(timetables: readonly SetRoute[]): Trip[] {
  let n = 0;
  for (const timetable of timetables) n += tripsOf(timetable).length;
  const flat: Trip[] = new Array(n);
  const slotOf = new Int32Array(n);
  const slotStart = new Uint32Array(SLOTS_PER_WEEK + 1);
  let f = 0;
  for (const timetable of timetables) {
    for (const trip of tripsOf(timetable)) {
      const slot = weekSlot(trip);
      flat[f] = trip;
      slotOf[f] = slot;
      slotStart[slot + 1]!++;
      f++;
    }
  }
  for (let k = 1; k <= SLOTS_PER_WEEK; k++) slotStart[k]! += slotStart[k - 1]!;
  const trips: Trip[] = new Array(n);
  for (let i = 0; i < n; i++) trips[slotStart[slotOf[i]!]!++] = flat[i]!;
  // Same slot and same timetable: order by trip id (the last key of compareDepartureOrder).
  for (let a = 0; a < n;) {
    let b = a + 1;
    while (b < n && trips[b]!.routeId === trips[a]!.routeId && weekSlot(trips[b]!) === weekSlot(trips[a]!)) b++;
    if (b - a > 1) trips.splice(a, b - a, ...trips.slice(a, b).sort((x, y) => compareText(x.id, y.id)));
    a = b;
  }
  return trips;
}

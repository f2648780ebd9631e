/**
 * The one trip codec: some routes' rows packed for a page's loader data, and unpacked in the browser into routes whose
 * trips graph/trips.ts derives as it does the build's, in the same departure order. A row is
 * eight numbers — ten with stated hours, one more per later time of a sailing at one of several (its route's ports
 * and mode are said once per route) — and stands for every weekday it sails.
 */
import { WEEKDAYS, weekdayIndex, type Weekday } from '../time';
import { rowFare, tripsOf, type TripRoute } from '../graph/trips';
import type { RouteRef } from '../graph/types';
import { compareDepartureOrder } from './departure-order';
import { chosenRoutes, routeRef, type SetRoute } from './trip-set';
import type { TripSet } from './index-trips';

/**
 * [route, weekdays (bit 0 Monday … bit 6 Sunday), departure minute or -1, duration min, duration max, flags
 * (1: arrival stated, 2: unconfirmed, 4: one of several times), fare min or -1, fare max], then, for an untimed row
 * with stated hours, [first departure minute, last departure minute], or, for a sailing at one of several times, its
 * later times. The fare is the trip's: the row's own, else the route's when its sources agree.
 */
type PackedRow = [number, number, number, number, number, number, number, number, ...number[]];

export interface PackedTrips { routes: RouteRef[]; rows: PackedRow[] }

const ALL_DAYS = (1 << WEEKDAYS.length) - 1;

/** The routes `ids` names (every route without), packed; a route's rows stay in their order, so trip ids agree. */
export function packTrips(routes: readonly SetRoute[], ids?: Iterable<string>): PackedTrips {
  const chosen = chosenRoutes(routes, ids);
  return {
    routes: chosen.map(routeRef),
    rows: chosen.flatMap((route, number) =>
      route.rows.map((row): PackedRow => {
        const days = row.days === 'Daily' ? ALL_DAYS : row.days.reduce((mask, d) => mask | (1 << weekdayIndex(d)), 0);
        const fare = rowFare(route, row);
        const packed: PackedRow = [
          number, days, row.dep ?? -1, row.durationMinutes.min, row.durationMinutes.max,
          (row.durationDerived ? 1 : 0) | (row.confirmed ? 0 : 2) | (row.depOptions ? 4 : 0), fare?.min ?? -1, fare?.max ?? -1,
        ];
        if (row.depOptions) return [...packed, ...row.depOptions.slice(1)];
        return row.dep === null && row.hours ? [...packed, row.hours.min, row.hours.max] : packed;
      })),
  };
}

export function unpackTrips(packed: PackedTrips): TripSet {
  const routes: (RouteRef & TripRoute & { rows: TripRoute['rows'][number][] })[] =
    packed.routes.map((ref) => ({ ...ref, fare: null, rows: [] }));
  for (const [number, mask, dep, min, max, flags, fareMin, fareMax, ...rest] of packed.rows) {
    const options = (flags & 4) === 4;
    const days: Weekday[] = WEEKDAYS.filter((_, i) => (mask & (1 << i)) !== 0);
    routes[number]!.rows.push({
      days: mask === ALL_DAYS ? 'Daily' : days,
      dep: dep < 0 ? null : dep,
      depOptions: options ? [dep, ...rest] : null,
      durationMinutes: { min, max },
      durationDerived: (flags & 1) === 1,
      confirmed: (flags & 2) === 0,
      fare: fareMin < 0 ? null : { min: fareMin, max: fareMax },
      hours: !options && rest.length === 2 ? { min: rest[0]!, max: rest[1]! } : null,
    });
  }
  // A page's few hundred trips: one comparison sort, not trip-set.ts's counting sort (the same order, more code).
  return { routes: packed.routes, trips: routes.flatMap(tripsOf).sort(compareDepartureOrder) };
}

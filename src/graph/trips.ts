/**
 * A route's weekly trips, derived from its rows: the one place a row (each sailing once, its weekdays together)
 * becomes one Trip per weekday. The query index, the checks, the pages' trip codec, the status and the GTFS feed
 * all read trips through tripsOf; the graph stores only the rows.
 */
import { minuteOfWeek, WEEKDAYS } from '../time/week';
import { tripId } from './keys';
import type { PesoRange, Route, RouteRow, Trip } from './types';

/** What a trip is made of: the route's ports and mode, and its rows. */
export type TripRoute = Pick<Route, 'id' | 'from' | 'to' | 'mode' | 'fare'> & {
  rows: readonly Pick<RouteRow, 'days' | 'dep' | 'depOptions' | 'durationMinutes' | 'durationDerived' | 'fare' | 'hours' | 'confirmed'>[];
};

// A route's trips are asked for by many checks and views of one graph: derived once per route object.
const derived = new WeakMap<TripRoute, readonly Trip[]>();

/** The route's trips, row by row and within a row by weekday (Monday first). */
export function tripsOf(route: TripRoute): readonly Trip[] {
  let trips = derived.get(route);
  if (!trips) derived.set(route, (trips = route.rows.flatMap((row, index) => rowTrips(route, row, index))));
  return trips;
}

/** What a trip of the row costs: the row's own fare, else the route's when its sources agree on one. */
export function rowFare(route: TripRoute, row: TripRoute['rows'][number]): PesoRange | null {
  return row.fare ?? (route.fare && !route.fare.disputed ? route.fare.value : null);
}

function rowTrips(route: TripRoute, row: TripRoute['rows'][number], index: number): Trip[] {
  const fare = rowFare(route, row);
  return (row.days === 'Daily' ? WEEKDAYS : row.days).map((day) => ({
    id: tripId(route.id, index, day),
    routeId: route.id,
    row: index,
    from: route.from,
    to: route.to,
    mode: route.mode,
    depDay: day,
    depMinute: row.dep,
    depMinuteOfWeek: row.dep === null ? null : minuteOfWeek(day, row.dep),
    depOptions: row.depOptions,
    durationMinutes: row.durationMinutes,
    arrivalStated: row.durationDerived,
    fare,
    confirmed: row.confirmed,
    window: row.dep === null ? row.hours : null,
  }));
}

/**
 * The graph's trips, carried to the browser in a page slice and rebuilt there, so the query engine can answer
 * next-sailing, filter and planner questions after hydration without the whole graph.
 *
 * Packing (pack.ts, build time): a trip is nine numbers (its timetable's ports and mode are said once per
 * timetable), about a tenth of the JSON of a Trip object; a page's HTML carries its slice twice.
 *
 * `pageIndex` is a QueryIndex for one page's few hundred trips at most, built without the engine's buildIndex: that
 * builder is tuned for 100,000 trips (typed-array counting sorts) and, because it shares a module with routeKey and
 * listTrips, shipping it would put about 2 KB of gzip on every page that asks the engine anything — more than the JS
 * budget leaves. The trips arrive in departure order (sorted at build time with the engine's compareDepartureOrder),
 * so each list is one pass. tests/schedules/trips.test.ts checks that departures, nextSailings and connections
 * answer the same over this index as over buildIndex.
 */
import { MINUTES_PER_DAY, weekdayAt, weekdayIndex } from '../../graph/time';
import type { Port, Timetable, Trip } from '../../graph/types';
import { routeKey, type DayList, type QueryIndex } from '../../query/build-index';

export interface PackedTimetable { id: string; from: string; to: string; mode: Trip['mode'] }

/** [timetable, row, weekday 0–6, departure minute or -1, duration min, duration max, arrival stated 0|1, fare min or -1, fare max]. */
export type PackedTrip = [number, number, number, number, number, number, number, number, number];

export interface PackedTrips { timetables: PackedTimetable[]; trips: PackedTrip[] }

/** The Trip objects back, in the same (departure) order. */
export function unpackTrips(packed: PackedTrips): Trip[] {
  return packed.trips.map(([t, row, day, dep, min, max, stated, fareMin, fareMax]) => {
    const { id, from, to, mode } = packed.timetables[t]!;
    const depDay = weekdayAt(day);
    return {
      id: `${id}.${row}.${depDay}`, timetableId: id, from, to, mode, depDay,
      depMinute: dep < 0 ? null : dep,
      depMinuteOfWeek: dep < 0 ? null : day * MINUTES_PER_DAY + dep,
      durationMinutes: { min, max },
      arrivalStated: stated === 1,
      fare: fareMin < 0 ? null : { min: fareMin, max: fareMax },
    };
  });
}

/** Positions of the matching trips, grouped by weekday: the trips are in departure order, so one pass keeps it. */
function dayList(trips: readonly Trip[], keep: (trip: Trip) => boolean): DayList {
  const pos: number[] = [];
  const dayStart = new Uint32Array(8);
  trips.forEach((trip, i) => {
    if (!keep(trip)) return;
    pos.push(i);
    dayStart[weekdayIndex(trip.depDay) + 1]!++;
  });
  for (let d = 1; d < 8; d++) dayStart[d]! += dayStart[d - 1]!;
  return { trips, pos: Uint32Array.from(pos), dayStart };
}

/**
 * A QueryIndex over one page's trips with what departures and nextSailings read (ports, timetables, the day
 * lists). The planner adds hops, neighbours and the place table (planner/plan.ts). Port and timetable entries
 * carry only ids and ends: nothing in those queries reads more.
 */
export function pageIndex(packed: PackedTrips): QueryIndex {
  const trips = unpackTrips(packed);
  const portIds = [...new Set(packed.timetables.flatMap((t) => [t.from, t.to]))].sort();
  const routes = [...new Set(packed.timetables.map((t) => routeKey(t.from, t.to)))];
  const index = {
    ports: new Map(portIds.map((id) => [id, { id } as Port])),
    timetables: new Map(packed.timetables.map((t) => [t.id, t as unknown as Timetable])),
    trips,
    all: dayList(trips, () => true),
    byOrigin: new Map(portIds.map((id) => [id, dayList(trips, (t) => t.from === id)])),
    byDestination: new Map(portIds.map((id) => [id, dayList(trips, (t) => t.to === id)])),
    // As in buildIndex, a route whose timetables have no trips is not in the index.
    byRoute: new Map(routes.map((key) => [key, dayList(trips, (t) => routeKey(t.from, t.to) === key)] as const)
      .filter(([, list]) => list.pos.length > 0)),
    placeTable: new Map(),
  };
  return index as unknown as QueryIndex;
}

/**
 * Build time only (`.server.ts`: the client build replaces it with a module that throws): the trips of some
 * timetables, packed for a page slice (see trips.ts).
 */
import { weekdayIndex } from '../../graph/time';
import type { Graph } from '../../graph/types';
import { compareDepartureOrder } from '../../query/build-index';
import type { PackedTrips } from './trips';

/** The trips of these timetables (unknown ids skipped), in departure order. */
export function packTrips(graph: Pick<Graph, 'timetables'>, ids: Iterable<string>): PackedTrips {
  const wanted = new Set(ids);
  const chosen = graph.timetables.filter((t) => wanted.has(t.id));
  const number = new Map(chosen.map((t, i) => [t.id, i]));
  const trips = chosen.flatMap((t) => t.trips).sort(compareDepartureOrder);
  return {
    timetables: chosen.map(({ id, from, to, mode }) => ({ id, from, to, mode })),
    trips: trips.map((trip) => [
      number.get(trip.timetableId)!, Number(trip.id.split('.')[1]), weekdayIndex(trip.depDay), trip.depMinute ?? -1,
      trip.durationMinutes.min, trip.durationMinutes.max, trip.arrivalStated ? 1 : 0, trip.fare?.min ?? -1, trip.fare?.max ?? -1,
    ]),
  };
}

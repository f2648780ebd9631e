/**
 * A page's query index (src/query/index-trips.ts) from its packed trips, built once: the islands of a page share one
 * packed-trips object (islands/props.ts writes it once and every island reads the same value back), so the 28 route
 * leads of /schedules, its filter and its row marks use one index.
 */
import { indexTrips, type QueryIndex } from '../../query/index-trips';
import { unpackTrips, type PackedTrips } from '../../query/trip-codec';

const indexes = new WeakMap<PackedTrips, QueryIndex>();

export function indexOf(trips: PackedTrips): QueryIndex {
  let index = indexes.get(trips);
  if (!index) indexes.set(trips, (index = indexTrips(unpackTrips(trips))));
  return index;
}

/**
 * An island's `prepare` (islands/start.ts) for the islands that read the page's query index: it is decoded in a task
 * of its own before the island's first render, which then finds it built.
 */
export function prepareIndex({ trips }: { trips: PackedTrips }): void {
  indexOf(trips);
}

/**
 * The index of a whole graph (build time, tests, benchmarks): every timetable's trips, every port and place word,
 * the planner settings. The same indexTrips the browser runs on its page's trips.
 */
import type { Graph } from '../graph/types';
import { placeReader } from '../graph/place-table';
import { indexTrips, type QueryIndex } from './index-trips';
import { tripSetOf } from './trip-set';

export function queryIndexOf(graph: Pick<Graph, 'routes' | 'ports' | 'places' | 'destinations' | 'site'>): QueryIndex {
  return indexTrips(tripSetOf(graph.routes), { places: placeReader(graph), planner: graph.site.planner });
}

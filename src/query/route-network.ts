/**
 * What only the trip planner asks of an index: one hop per route (hops.ts) and the route graph's neighbours. Built
 * on the first connections query and kept with the index, so pages that only filter a timetable never build (or
 * ship) it.
 */
import { routeEnds } from '../graph/keys';
import { buildHops, type Hop } from './hops';
import type { QueryIndex } from './index-trips';

export interface RouteNetwork {
  /** Key: routeKey(from, to). Timed and untimed trips of every timetable between the two ports. */
  readonly hops: ReadonlyMap<string, Hop>;
  /** Ports reachable in one leg, sorted by id. */
  readonly outNeighbors: ReadonlyMap<string, readonly string[]>;
  /** Ports with a leg into this one, sorted by id. */
  readonly inNeighbors: ReadonlyMap<string, readonly string[]>;
}

const built = new WeakMap<QueryIndex, RouteNetwork>();

export function routeNetwork(index: QueryIndex): RouteNetwork {
  let network = built.get(index);
  if (!network) {
    const outNeighbors = new Map<string, string[]>();
    const inNeighbors = new Map<string, string[]>();
    for (const key of index.byRoute.keys()) {
      const [from, to] = routeEnds(key);
      (outNeighbors.get(from) ?? outNeighbors.set(from, []).get(from)!).push(to);
      (inNeighbors.get(to) ?? inNeighbors.set(to, []).get(to)!).push(from);
    }
    for (const ids of [...outNeighbors.values(), ...inNeighbors.values()]) ids.sort();
    network = { hops: buildHops(index.byRoute, index.timetables), outNeighbors, inNeighbors };
    built.set(index, network);
  }
  return network;
}

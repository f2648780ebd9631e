/**
 * The query index: every lookup the engine needs, built once from a trip set — the whole network at build time
 * (graph-index.ts) or one page's trips in the browser (trip-codec.ts) — so each query is a map lookup plus a slice.
 * This is the one index builder: the build, the tests, `npm run bench:query` and the browser all call it. Pure: no
 * clock, no Node APIs.
 *
 * Layout: the trips come in departure order (departure-order.ts); per-port and per-route lists are day lists
 * (day-list.ts) in a few typed arrays, not one JS array per key: at 100,000 trips, filling thousands of growing
 * arrays (and the garbage collector tracing them) was most of the build time. What only the trip planner needs
 * (hops, the route graph) is built on first use (route-network.ts), and the place words are read by the caller's
 * reader (IndexOptions.places), so pages that only filter a timetable do not ship or run that code.
 */
import { routeKey } from '../graph/keys';
import { weekdayIndex } from '../time';
import type { PlaceReader } from '../graph/places';
import type { RouteRef, Trip } from '../graph/types';
import { groupByKey, isEmpty, type DayList } from './day-list';

export interface TripSet {
  /** The timetables the trips come from. */
  readonly routes: readonly RouteRef[];
  /** Every trip of those timetables, in departure order (trip-set.ts sorts them; the codec keeps the order). */
  readonly trips: readonly Trip[];
}

export interface PlannerSettings { readonly minTransferMinutes: number; readonly maxChanges: number }

export interface QueryIndex {
  readonly timetables: ReadonlyMap<string, RouteRef>;
  /** Port ids a query may name directly (every port of the place source and of the trips). */
  readonly ports: ReadonlySet<string>;
  /** Every trip, in departure order. */
  readonly trips: readonly Trip[];
  readonly all: DayList;
  readonly byOrigin: ReadonlyMap<string, DayList>;
  readonly byDestination: ReadonlyMap<string, DayList>;
  /** Key: routeKey(from, to). Only routes with at least one trip. */
  readonly byRoute: ReadonlyMap<string, DayList>;
  /** Reads the traveller's words (graph/place-table.ts placeReader); null: queries name ports by id only. */
  readonly places: PlaceReader | null;
  /** Null when the index was built without them: then only a query that states both may ask for connections. */
  readonly planner: PlannerSettings | null;
}

export interface IndexOptions {
  /**
   * The place words, read by the caller's `placeReader(words)`: without them, queries take port ids only — a
   * timetable page's filter, which then does not ship the place-word code at all.
   */
  places?: PlaceReader;
  /** The planner's settings (site.yaml › planner); connections need them. */
  planner?: PlannerSettings;
}

/** Numbers strings in first-seen order. */
class Numbering {
  readonly names: string[] = [];
  private readonly numbers = new Map<string, number>();
  of(name: string): number {
    let n = this.numbers.get(name);
    if (n === undefined) {
      n = this.names.length;
      this.numbers.set(name, n);
      this.names.push(name);
    }
    return n;
  }
}

function keyed(names: readonly string[], lists: readonly DayList[], keep: (list: DayList) => boolean = () => true): Map<string, DayList> {
  const map = new Map<string, DayList>();
  for (let k = 0; k < names.length; k++) if (keep(lists[k]!)) map.set(names[k]!, lists[k]!);
  return map;
}

export function indexTrips(set: TripSet, options: IndexOptions = {}): QueryIndex {
  const { trips } = set;
  const n = trips.length;
  const ports = new Numbering();
  // Every port the place words name can be queried by id, even one with no trips ("no service", not "unknown").
  for (const id of options.places?.portIds ?? []) ports.of(id);
  const routes = new Numbering();
  const routeEnds: number[] = [];
  const routeFor = (from: string, to: string): number => {
    const r = routes.of(routeKey(from, to));
    routeEnds[2 * r] = ports.of(from);
    routeEnds[2 * r + 1] = ports.of(to);
    return r;
  };
  // A timetable is one from → to pair: its route is numbered once, not by building a key string per trip.
  const routeOfTimetable = new Map(set.routes.map((t) => [t.id, { route: routeFor(t.from, t.to), from: t.from, to: t.to }]));

  const day = new Uint8Array(n);
  const origin = new Int32Array(n);
  const destination = new Int32Array(n);
  const route = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const trip = trips[i]!;
    const t = routeOfTimetable.get(trip.routeId);
    // A trip's ports are its timetable's (the graph contract); the fallback keeps a hand-made trip set honest.
    const r = t && trip.from === t.from && trip.to === t.to ? t.route : routeFor(trip.from, trip.to);
    day[i] = weekdayIndex(trip.depDay);
    route[i] = r;
    origin[i] = routeEnds[2 * r]!;
    destination[i] = routeEnds[2 * r + 1]!;
  }

  const identity = new Uint32Array(n);
  for (let i = 0; i < n; i++) identity[i] = i;
  const allStart = new Uint32Array(8);
  for (let i = 0; i < n; i++) allStart[day[i]! + 1]!++;
  for (let d = 1; d <= 7; d++) allStart[d]! += allStart[d - 1]!;

  return {
    timetables: new Map(set.routes.map((t) => [t.id, t])),
    ports: new Set(ports.names),
    trips,
    all: { trips, pos: identity, dayStart: allStart },
    byOrigin: keyed(ports.names, groupByKey(trips, origin, day, ports.names.length)),
    byDestination: keyed(ports.names, groupByKey(trips, destination, day, ports.names.length)),
    // As for a port, a route whose timetables have no trips has no list: a query answers "no service".
    byRoute: keyed(routes.names, groupByKey(trips, route, day, routes.names.length), (list) => !isEmpty(list)),
    places: options.places ?? null,
    planner: options.planner ?? null,
  };
}

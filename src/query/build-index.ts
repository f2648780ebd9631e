/**
 * The query index: every lookup the engine needs, built once from the graph (at build time or on page load) so
 * each query is a map lookup plus a slice. Pure: no clock, no Node APIs.
 *
 * Order: all trips are sorted once into "departure order" — weekday, then departure minute (trips with no
 * departure time last within their day), then from, to, timetable id, trip id — so a query never sorts.
 *
 * Layout: per-port and per-route lists are compressed-row arrays (positions into the sorted trips, grouped by key
 * and weekday) in a few typed arrays, not one JS array per key: at 100,000 trips, filling thousands of growing
 * arrays (and the garbage collector tracing them) was most of the build time.
 */
import { MINUTES_PER_DAY } from '../graph/time';
import type { Graph, Port, Timetable, Trip } from '../graph/types';
import { buildHops, type Hop } from './hops';
import { buildPlaceTable, type PlaceEntry } from './places';

/**
 * One key's trips in departure order: for weekday d (0 = Monday), trips[pos[k]] for k in [dayStart[d], dayStart[d + 1]).
 * `trips` and `pos` are shared by every list of the index; `dayStart` holds this list's 8 offsets into `pos`.
 */
export interface DayList {
  readonly trips: readonly Trip[];
  readonly pos: Uint32Array;
  readonly dayStart: Uint32Array;
}

export interface QueryIndex {
  readonly graph: Graph;
  readonly planner: { readonly minTransferMinutes: number; readonly maxChanges: number };
  readonly ports: ReadonlyMap<string, Port>;
  readonly timetables: ReadonlyMap<string, Timetable>;
  /** Every trip, in departure order. */
  readonly trips: readonly Trip[];
  readonly all: DayList;
  readonly byOrigin: ReadonlyMap<string, DayList>;
  readonly byDestination: ReadonlyMap<string, DayList>;
  /** Key: routeKey(from, to). */
  readonly byRoute: ReadonlyMap<string, DayList>;
  /** Key: routeKey(from, to). Timed and untimed trips of every timetable between the two ports. */
  readonly hops: ReadonlyMap<string, Hop>;
  /** Ports reachable in one leg, sorted by id. */
  readonly outNeighbors: ReadonlyMap<string, readonly string[]>;
  /** Ports with a leg into this one, sorted by id. */
  readonly inNeighbors: ReadonlyMap<string, readonly string[]>;
  /** Normalised words → port (see places.ts). */
  readonly placeTable: ReadonlyMap<string, PlaceEntry>;
}

/** Port ids are slugs (no spaces), so a space cannot occur inside either part. */
export function routeKey(from: string, to: string): string {
  return `${from} ${to}`;
}

const DAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const SLOTS_PER_WEEK = 7 * (MINUTES_PER_DAY + 1);

/** Sort position within the week; an untimed trip sorts after every timed trip of its day. */
function weekSlot(trip: Trip): number {
  return DAY_INDEX[trip.depDay]! * (MINUTES_PER_DAY + 1) + (trip.depMinute ?? MINUTES_PER_DAY);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareDepartureOrder(a: Trip, b: Trip): number {
  return weekSlot(a) - weekSlot(b) || cmp(a.from, b.from) || cmp(a.to, b.to)
    || cmp(a.timetableId, b.timetableId) || cmp(a.id, b.id);
}

/** Every trip in departure order, with each one's weekday and timetable number (its index in graph.timetables). */
interface Sorted { trips: Trip[]; day: Uint8Array; timetable: Int32Array }

/**
 * Departure order without comparing trips: the timetables are put in (from, to, id) order once (10k strings at
 * most), their trips laid out in that order, then a stable counting sort on the week slot (weekday × minute) over
 * typed arrays keeps that order within each slot. Only trips of one timetable sharing a slot (a duplicated row)
 * still need their ids compared. Each trip's timetable number rides along, so the per-port and per-route lists
 * need no string lookup per trip. (A comparison sort of 100k trips was most of the build time.)
 */
function inDepartureOrder(graph: Graph): Sorted {
  const timetables = graph.timetables;
  const ttOrder = timetables.map((_, t) => t).sort((a, b) => {
    const x = timetables[a]!;
    const y = timetables[b]!;
    return cmp(x.from, y.from) || cmp(x.to, y.to) || cmp(x.id, y.id);
  });
  let n = 0;
  for (const timetable of timetables) n += timetable.trips.length;
  const flat: Trip[] = new Array(n);
  const flatTimetable = new Int32Array(n);
  const flatSlot = new Int32Array(n);
  const slotStart = new Uint32Array(SLOTS_PER_WEEK + 1);
  let f = 0;
  for (const t of ttOrder) {
    for (const trip of timetables[t]!.trips) {
      const slot = weekSlot(trip);
      flat[f] = trip;
      flatTimetable[f] = t;
      flatSlot[f] = slot;
      slotStart[slot + 1]!++;
      f++;
    }
  }
  for (let k = 1; k <= SLOTS_PER_WEEK; k++) slotStart[k]! += slotStart[k - 1]!;
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[slotStart[flatSlot[i]!]!++] = i;

  const trips: Trip[] = new Array(n);
  const day = new Uint8Array(n);
  const timetable = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const j = order[i]!;
    trips[i] = flat[j]!;
    day[i] = Math.floor(flatSlot[j]! / (MINUTES_PER_DAY + 1));
    timetable[i] = flatTimetable[j]!;
  }
  // Same slot and same timetable: order by trip id (the last key of compareDepartureOrder).
  for (let a = 0; a < n;) {
    let b = a + 1;
    while (b < n && timetable[b] === timetable[a] && flatSlot[order[b]!] === flatSlot[order[a]!]) b++;
    if (b - a > 1) trips.splice(a, b - a, ...trips.slice(a, b).sort((x, y) => cmp(x.id, y.id)));
    a = b;
  }
  return { trips, day, timetable };
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

/**
 * Groups trip positions by key and weekday (a counting sort, stable, so each group stays in departure order) and
 * returns one DayList per key.
 */
function groupBy(trips: readonly Trip[], keyOf: Int32Array, dayOf: Uint8Array, keyCount: number): DayList[] {
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

function keyed(names: readonly string[], lists: readonly DayList[]): Map<string, DayList> {
  const map = new Map<string, DayList>();
  for (let k = 0; k < names.length; k++) map.set(names[k]!, lists[k]!);
  return map;
}

export function buildIndex(graph: Graph): QueryIndex {
  const { trips, day, timetable } = inDepartureOrder(graph);
  const n = trips.length;

  const ports = new Numbering();
  for (const port of graph.ports) ports.of(port.id);
  const routes = new Numbering();
  const routeEnds: number[] = [];
  const routeFor = (from: string, to: string): number => {
    const r = routes.of(routeKey(from, to));
    routeEnds[2 * r] = ports.of(from);
    routeEnds[2 * r + 1] = ports.of(to);
    return r;
  };
  // A timetable is one from → to pair: its route number is found once, not by a string key per trip.
  const routeOfTimetable = graph.timetables.map((t) => routeFor(t.from, t.to));

  const origin = new Int32Array(n);
  const destination = new Int32Array(n);
  const route = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const trip = trips[i]!;
    const t = graph.timetables[timetable[i]!]!;
    // A trip's ports are its timetable's (the graph contract); the fallback keeps a hand-made graph honest.
    const r = trip.from === t.from && trip.to === t.to ? routeOfTimetable[timetable[i]!]! : routeFor(trip.from, trip.to);
    route[i] = r;
    origin[i] = routeEnds[2 * r]!;
    destination[i] = routeEnds[2 * r + 1]!;
  }

  const identity = new Uint32Array(n);
  for (let i = 0; i < n; i++) identity[i] = i;
  const allStart = new Uint32Array(8);
  for (let i = 0; i < n; i++) allStart[day[i]! + 1]!++;
  for (let d = 1; d <= 7; d++) allStart[d]! += allStart[d - 1]!;

  const routeLists = groupBy(trips, route, day, routes.names.length);
  const byRoute = new Map<string, DayList>();
  const outSets = new Map<string, string[]>();
  const inSets = new Map<string, string[]>();
  for (let r = 0; r < routeLists.length; r++) {
    const list = routeLists[r]!;
    if (list.dayStart[7] === list.dayStart[0]) continue; // a timetable with no trips
    const { from, to } = trips[list.pos[list.dayStart[0]!]!]!;
    byRoute.set(routes.names[r]!, list);
    (outSets.get(from) ?? outSets.set(from, []).get(from)!).push(to);
    (inSets.get(to) ?? inSets.set(to, []).get(to)!).push(from);
  }
  const sorted = (map: Map<string, string[]>): Map<string, readonly string[]> => {
    for (const ids of map.values()) ids.sort(cmp);
    return map;
  };

  return {
    graph,
    planner: graph.site.planner,
    ports: new Map(graph.ports.map((p) => [p.id, p])),
    timetables: new Map(graph.timetables.map((t) => [t.id, t])),
    trips,
    all: { trips, pos: identity, dayStart: allStart },
    byOrigin: keyed(ports.names, groupBy(trips, origin, day, ports.names.length)),
    byDestination: keyed(ports.names, groupBy(trips, destination, day, ports.names.length)),
    byRoute,
    hops: buildHops(byRoute),
    outNeighbors: sorted(outSets),
    inNeighbors: sorted(inSets),
    placeTable: buildPlaceTable(graph),
  };
}

/** The trips of a list for weekdays [fromDay, toDay) (0 = Monday), in departure order. */
export function listTrips(list: DayList, fromDay = 0, toDay = 7): Trip[] {
  const out: Trip[] = [];
  for (let k = list.dayStart[fromDay]!, end = list.dayStart[toDay]!; k < end; k++) out.push(list.trips[list.pos[k]!]!);
  return out;
}

/** The trip with this id (`${timetableId}.${row}.${day}`), or null — through its timetable, so no 100k-entry map. */
export function findTrip(index: QueryIndex, tripId: string): Trip | null {
  const timetableId = tripId.split('.')[0]!;
  return index.timetables.get(timetableId)?.trips.find((t) => t.id === tripId) ?? null;
}

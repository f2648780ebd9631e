/**
 * Connections: earliest-arrival journeys with up to `maxChanges` changes over the weekly timetable, ferry and land
 * legs alike, with a minimum transfer time between legs.
 *
 * Method: a depth-limited search over port sequences (at most maxChanges + 1 legs, no port twice), pruned to ports
 * that can still reach the destination in the legs left (a reverse breadth-first pass over the route graph). For a
 * fixed port sequence the earliest arrival is found greedily, hop by hop — taking the earliest-arriving trip at each
 * hop is optimal because a later arrival can only make the next hop later (each hop answers in O(log n), see
 * hops.ts). Each sequence's journey is then tightened backwards so the traveller leaves as late as still makes the
 * same arrival. One journey per port sequence keeps the answers distinct. Answers are ranked by arrival, then fewer
 * changes, then later departure.
 *
 * What is offered (`offered`): a journey is dropped when another leaves no earlier and arrives no later, and either
 * costs no more (its legs' lowest fares summed: a journey with a leg of unknown fare costs at least what its known
 * legs do) or changes no more often without the dropped one being the cheaper. And no journey takes more than
 * SLOWEST.times × the fastest journey found, nor more than SLOWEST.extraMinutes longer than it: a detour by way of two
 * other islands is not an answer to a one-hour crossing, whenever it arrives.
 *
 * A leg that starts away from its port (the buses to Batangas leave from Manila's bus terminals, not the North
 * Harbor) is changed to with the trip across town added to the minimum transfer (Hop.access).
 */
import { routeKey } from '../graph/keys';
import {
  formatTime24, manilaMoment, manilaWeekStartMs, MINUTES_PER_DAY, weekdayIndex, weekMinuteToMs, weekMinutesCeil, weekPosition,
  type ManilaMoment,
} from '../time';
import type { MinuteRange, PesoRange, Trip, Weekday } from '../graph/types';
import type { QueryIndex } from './index-trips';
import type { SailingChanges } from './changes';
import {
  dayOccurrence, departureWindow, earliestFlexible, earliestOnHop, latestOnHop, occurrence, type Hop, type HopChanges, type LegChoice,
} from './hops';
import type { QueryProblem } from './problems';
import { portForField } from './resolve';
import { routeNetwork, type RouteNetwork } from './route-network';

/** The planner's ceiling: the data schema allows at most 3 changes, and the search grows with the degree^changes. */
const MAX_CHANGES_LIMIT = 3;

/**
 * The longest journey offered, against the fastest found for the same question: at most 3 times as long, and at most
 * two days longer (a 1 h crossing allows 3 h; a 39 h trip by ferry and road allows 87 h, not 117 h).
 * @internal Exported for tests: the property test and e2e/sensible-connections.spec.ts hold every answer to it.
 */
export const SLOWEST = { times: 3, extraMinutes: 2 * MINUTES_PER_DAY } as const;

export interface ConnectionsQuery {
  /** Port id or the traveller's words. */
  from: string;
  to: string;
  /**
   * Start of the search. With `now` only: from that instant. With `day` only: from 00:00 of that weekday in a
   * generic week (times then have no calendar date). With both: from the next such weekday (from `now` if today).
   * With neither: from Monday 00:00 of a generic week.
   */
  now?: Date;
  day?: Weekday;
  /** Default: site.planner.maxChanges (clamped to 0 … 3). */
  maxChanges?: number;
  /** Default: site.planner.minTransferMinutes. */
  minTransferMinutes?: number;
  /** How many journeys; default 3. */
  limit?: number;
  /**
   * Dated changes (cancelled occurrences, one-off sailings) the answer must respect: taken only with `now`, since a
   * generic week has no dates.
   */
  changes?: SailingChanges;
  /**
   * Keep journeys slower than SLOWEST allows: the earliest arrival whatever the journey's length (the brute-force
   * comparisons and the benchmark ask for that, not for what a traveller is offered).
   */
  keepSlow?: boolean;
}

/** A point in the plan. */
export interface JourneyTime {
  /** Minutes since Monday 00:00 PST of the search's first week (may exceed one week). */
  weekMinute: number;
  weekday: Weekday;
  minuteOfDay: number;
  /** "20:00" */
  time: string;
  /** Days after the day the search starts (0 = that day). */
  dayOffset: number;
  /** The real instant in Manila, when the search started from `now`; null in a generic week. */
  moment: ManilaMoment | null;
}

export interface JourneyLeg {
  tripId: string;
  routeId: string;
  from: string;
  to: string;
  mode: Trip['mode'];
  departure: JourneyTime;
  arrival: JourneyTime;
  /**
   * false when the trip has no published departure time ("leave any time"): `departure` is where the plan puts it
   * (as early as the leg allows; a first leg before a timed one, as late as still makes it), `leaveBetween` is
   * when the traveller may really leave.
   */
  departureTimed: boolean;
  /**
   * A sailing at one of several times ("11 AM or 5:30 PM"): each of them on the leg's day, first to last (`departure`
   * is the first; `arrival` counts from the last). Null otherwise.
   */
  departureOptions: JourneyTime[] | null;
  /**
   * An untimed leg: the first and last moment the traveller can leave on its day in this plan — within its stated
   * hours, not before the previous leg's arrival plus the transfer time, not so late that the next leg is missed
   * (on the longest travel time). Null for a timed leg.
   */
  leaveBetween: { earliest: JourneyTime; latest: JourneyTime } | null;
  /** An untimed leg's stated hours (minutes of the day, first to last departure); null when unknown or timed. */
  hours: MinuteRange | null;
  /** true when the arrival is departure + the longest stated travel time rather than a stated arrival. */
  arrivalEstimated: boolean;
  /** Departure + the shortest stated travel time (= `arrival` when the travel time is exact). */
  arrivalEarliest: JourneyTime;
  /** The trip's travel time (min = max for a stated arrival): the arrival window is departure + min … + max. */
  durationMinutes: MinuteRange;
  /** Minutes spent at this leg's origin since the previous leg arrived; 0 for the first leg. */
  waitBeforeMinutes: number;
  /**
   * After another leg, when this one starts away from its port (a bus terminal across town): the trip there, which
   * the wait includes. Null otherwise.
   */
  crossTown: MinuteRange | null;
  fare: PesoRange | null;
  /** false when the route's sources disagree and not all state this sailing (shown marked unconfirmed). */
  confirmed: boolean;
  /** A one-off sailing of the query's `changes` (an extra sailing, a delayed one at its new time): its key; else null. */
  change: string | null;
}

export interface Journey {
  legs: JourneyLeg[];
  changes: number;
  /** Port ids in travel order (from … to). */
  ports: string[];
  departure: JourneyTime;
  arrival: JourneyTime;
  /**
   * From the first departure to the arrival: max on the longest travel times (what `arrival` says), min if every
   * leg takes its shortest and each untimed leg leaves as soon as its hours and the earlier arrival allow.
   */
  total: MinuteRange;
  /** Sum of the waits between legs. */
  waitMinutes: number;
  /** The sum of the legs' fares, when every leg states one; null otherwise. */
  fare: PesoRange | null;
}

export interface ConnectionsResult {
  journeys: Journey[];
  /** Set when `journeys` is empty, saying why. */
  problem: QueryProblem | null;
  /** Where the search started. */
  start: JourneyTime | null;
}

/** Ports that can reach `to` within `maxLegs` legs, with the fewest legs needed (0 for `to` itself). */
function legsToReach(network: RouteNetwork, to: string, maxLegs: number): Map<string, number> {
  const dist = new Map<string, number>([[to, 0]]);
  let frontier = [to];
  for (let depth = 1; depth <= maxLegs && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const port of frontier) {
      for (const prev of network.inNeighbors.get(port) ?? []) {
        if (dist.has(prev)) continue;
        dist.set(prev, depth);
        next.push(prev);
      }
    }
    frontier = next;
  }
  return dist;
}

type ChangesOf = (from: string, to: string) => HopChanges | undefined;

const hopOf = (network: RouteNetwork, leg: LegChoice): Hop => network.hops.get(routeKey(leg.trip.from, leg.trip.to))!;

/** An untimed leg's window on the day the plan puts it. */
const windowOf = (leg: LegChoice) => departureWindow(leg.trip, Math.floor(leg.dep / MINUTES_PER_DAY) * MINUTES_PER_DAY);

/** Every port sequence's earliest-arrival legs (forward pass). */
function forwardSearch(
  network: RouteNetwork, from: string, to: string, start: number, maxLegs: number, transfer: number, changesOf: ChangesOf,
): LegChoice[][] {
  const reach = legsToReach(network, to, maxLegs - 1);
  const found: LegChoice[][] = [];
  const legs: LegChoice[] = [];
  const visited = new Set<string>([from]);

  const visit = (port: string, ready: number): void => {
    const legsLeftAfterThis = maxLegs - legs.length - 1;
    for (const next of network.outNeighbors.get(port) ?? []) {
      if (visited.has(next)) continue;
      const need = reach.get(next);
      if (need === undefined || need > legsLeftAfterThis) continue;
      const hop = network.hops.get(routeKey(port, next))!;
      const choice = earliestOnHop(hop, legs.length === 0 ? ready : ready + transfer + hop.access, changesOf(port, next));
      if (!choice) continue;
      legs.push(choice);
      if (next === to) found.push(legs.slice());
      else {
        visited.add(next);
        visit(next, choice.arr);
        visited.delete(next);
      }
      legs.pop();
    }
  };
  visit(from, start);
  return found;
}

/**
 * Leave as late as still makes the same arrival: walk backwards choosing each hop's latest departure that reaches
 * the next leg in time (never earlier than the forward pass allowed). Then an untimed land leg after the first is
 * moved to right after the previous arrival — travellers set off by road when they land, not at the last minute.
 */
function tighten(network: RouteNetwork, legs: readonly LegChoice[], start: number, change: (i: number) => number, changesOf: ChangesOf): LegChoice[] {
  const out = legs.slice();
  for (let i = out.length - 1; i >= 0; i--) {
    const notBefore = i === 0 ? start : legs[i - 1]!.arr + change(i);
    const arriveBy = i === out.length - 1 ? legs[i]!.arr : out[i + 1]!.dep - change(i + 1);
    out[i] = latestOnHop(hopOf(network, legs[i]!), notBefore, arriveBy, changesOf(legs[i]!.trip.from, legs[i]!.trip.to)) ?? out[i]!;
  }
  for (let i = 1; i < out.length; i++) {
    const leg = out[i]!;
    const flexible = hopOf(network, leg).flexible;
    if (leg.timed || !flexible) continue;
    const early = earliestFlexible(flexible, out[i - 1]!.arr + change(i), changesOf(leg.trip.from, leg.trip.to)?.skip);
    const arriveBy = i === out.length - 1 ? leg.arr : out[i + 1]!.dep - change(i + 1);
    if (early && early.arr <= arriveBy) out[i] = early;
  }
  return out;
}

/**
 * When the traveller can leave on each untimed leg of a planned journey (null for timed legs): on the day the plan
 * puts it, inside its hours, after the previous arrival plus the transfer (the search start for the first leg),
 * early enough to reach the next leg on the longest travel time. The planned departure is always inside.
 */
function leaveWindows(legs: readonly LegChoice[], start: number, change: (i: number) => number): ({ earliest: number; latest: number } | null)[] {
  return legs.map((leg, i) => {
    if (leg.timed) return null;
    const { open, close } = windowOf(leg);
    const ready = i === 0 ? start : legs[i - 1]!.arr + change(i);
    const next = legs[i + 1];
    const lastUseful = next ? next.dep - change(i + 1) - leg.trip.durationMinutes.max : close;
    return { earliest: Math.min(leg.dep, Math.max(open, ready)), latest: Math.max(leg.dep, Math.min(close, lastUseful)) };
  });
}

/**
 * The journey's arrival if every leg takes its shortest travel time and each untimed leg after the first leaves as
 * soon as the earlier arrival and its window allow (never later than planned; timed legs keep their departure).
 */
function earliestArrival(legs: readonly LegChoice[], change: (i: number) => number): number {
  return legs.reduce((arrived, leg, i) => {
    const dep = i === 0 || leg.timed ? leg.dep : Math.min(leg.dep, Math.max(arrived + change(i), windowOf(leg).open));
    return dep + leg.trip.durationMinutes.min;
  }, -Infinity);
}

interface Candidate {
  legs: LegChoice[]; dep: number; arr: number; changes: number; key: string;
  /** The sum of the legs' fares when every leg states one. */
  fare: PesoRange | null;
  /** The least the journey can cost: the lowest fares of the legs that state one, summed. */
  floor: number;
}

function rank(a: Candidate, b: Candidate): number {
  return a.arr - b.arr || a.changes - b.changes || b.dep - a.dep || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

function candidate(legs: LegChoice[]): Candidate {
  const fares = legs.map((l) => l.trip.fare);
  const floor = fares.reduce((sum, f) => sum + (f?.min ?? 0), 0);
  const fare = fares.every((f) => f !== null) ? { min: floor, max: fares.reduce((sum, f) => sum + f!.max, 0) } : null;
  return { legs, dep: legs[0]!.dep, arr: legs.at(-1)!.arr, changes: legs.length - 1, key: legs.map((l) => l.trip.from).join(' '), fare, floor };
}

/** `a` costs no more than `b` can: every fare of `a` is known and its lowest is within `b`'s least. */
const costsNoMore = (a: Candidate, b: Candidate): boolean => a.fare !== null && a.fare.min <= b.floor;
const costsLess = (a: Candidate, b: Candidate): boolean => a.fare !== null && a.fare.min < b.floor;

/** `k` makes `c` pointless: it leaves no earlier, arrives no later, and costs no more or changes no more often (c not cheaper). */
function dominates(k: Candidate, c: Candidate): boolean {
  return k.dep >= c.dep && k.arr <= c.arr && (costsNoMore(k, c) || (k.changes <= c.changes && !costsLess(c, k)));
}

/** The journeys worth offering (see the top of this file), in rank order. */
function offered(candidates: readonly Candidate[], keepSlow: boolean): Candidate[] {
  // In this order a journey's dominator nearly always comes first (when two dominate each other the first is kept),
  // so one pass against the kept ones leaves few; the second pass removes those whose dominator came later.
  const order = candidates.slice().sort((a, b) => a.arr - b.arr || b.dep - a.dep || a.floor - b.floor || rank(a, b));
  const first: Candidate[] = [];
  for (const c of order) if (!first.some((k) => dominates(k, c))) first.push(c);
  const kept = first.filter((c) => !first.some((k) => k !== c && dominates(k, c)));
  if (keepSlow || kept.length === 0) return kept.sort(rank);
  const fastest = Math.min(...kept.map((c) => c.arr - c.dep));
  const bound = Math.min(SLOWEST.times * fastest, fastest + SLOWEST.extraMinutes);
  return kept.filter((c) => c.arr - c.dep <= bound).sort(rank);
}

/** Week minute where the search starts, and the Manila week it is counted in (null: a generic week). */
function startOf(query: ConnectionsQuery): { start: number; weekStartMs: number | null } {
  if (!query.now) return { start: query.day ? weekdayIndex(query.day) * MINUTES_PER_DAY : 0, weekStartMs: null };
  const nowMs = query.now.getTime();
  const weekStartMs = manilaWeekStartMs(nowMs);
  let start = weekMinutesCeil(weekStartMs, nowMs);
  if (query.day) {
    const today = Math.floor(start / MINUTES_PER_DAY);
    const ahead = (weekdayIndex(query.day) - (today % 7) + 7) % 7;
    if (ahead > 0) start = (today + ahead) * MINUTES_PER_DAY;
  }
  return { start, weekStartMs };
}

/**
 * The query's dated changes per hop, in the search's week minutes: cancelled occurrences to skip and one-off legs.
 * A change on a route the index does not know is ignored (the index is a page's or the network's: a change for
 * another route cannot touch its answers).
 */
function hopChanges(index: QueryIndex, changes: SailingChanges | undefined, weekStartMs: number | null): ChangesOf {
  if (!changes || weekStartMs === null || (changes.cancelled.length === 0 && changes.added.length === 0)) return () => undefined;
  const weekMinute = (ms: number) => Math.round((ms - weekStartMs) / 60_000);
  const byHop = new Map<string, { skip: Set<string>; added: LegChoice[] }>();
  const hop = (from: string, to: string) => {
    const key = routeKey(from, to);
    let entry = byHop.get(key);
    if (!entry) byHop.set(key, entry = { skip: new Set(), added: [] });
    return entry;
  };
  for (const c of changes.cancelled) {
    const timetable = index.timetables.get(c.routeId);
    if (timetable) hop(timetable.from, timetable.to).skip.add((c.day ? dayOccurrence : occurrence)(c.routeId, weekMinute(c.departs)));
  }
  for (const a of changes.added) {
    const dep = weekMinute(a.departs);
    hop(a.trip.from, a.trip.to).added.push({ trip: a.trip, dep, arr: dep + a.trip.durationMinutes.max, timed: true, key: a.key });
  }
  return (from, to) => byHop.get(routeKey(from, to));
}

export function connections(index: QueryIndex, query: ConnectionsQuery): ConnectionsResult {
  const from = portForField(index, 'from', query.from);
  const to = portForField(index, 'to', query.to);
  const { start, weekStartMs } = startOf(query);
  const startDay = Math.floor(start / MINUTES_PER_DAY);
  const timeAt = (weekMinute: number): JourneyTime => {
    const { weekday, minuteOfDay } = weekPosition(weekMinute);
    return {
      weekMinute, weekday, minuteOfDay, time: formatTime24(minuteOfDay),
      dayOffset: Math.floor(weekMinute / MINUTES_PER_DAY) - startDay,
      moment: weekStartMs === null ? null : manilaMoment(weekMinuteToMs(weekStartMs, weekMinute)),
    };
  };
  const fail = (problem: QueryProblem): ConnectionsResult => ({ journeys: [], problem, start: timeAt(start) });
  if (from.problem) return fail(from.problem);
  if (to.problem) return fail(to.problem);
  if (from.port === to.port) return fail({ code: 'same_place', port: from.port });

  // The query's own settings, else the index's (site.yaml › planner).
  const maxChangesAsked = query.maxChanges ?? index.planner?.maxChanges;
  const transfer = query.minTransferMinutes ?? index.planner?.minTransferMinutes;
  if (maxChangesAsked === undefined || transfer === undefined) {
    throw new Error('connections: the index was built without planner settings and the query states none');
  }
  const maxChanges = Math.max(0, Math.min(MAX_CHANGES_LIMIT, maxChangesAsked));
  const network = routeNetwork(index);
  const limit = query.limit ?? 3;

  const changesOf = hopChanges(index, query.changes, weekStartMs);
  // The change into leg i: the transfer minimum, and the trip across town when the leg starts away from its port.
  const changeInto = (legs: readonly LegChoice[]) => (i: number) => transfer + hopOf(network, legs[i]!).access;
  const candidates = forwardSearch(network, from.port, to.port, start, maxChanges + 1, transfer, changesOf)
    .map((forward) => candidate(tighten(network, forward, start, changeInto(forward), changesOf)));
  const kept = offered(candidates, query.keepSlow ?? false).slice(0, limit);
  if (kept.length === 0) return fail({ code: 'no_journey', from: from.port, to: to.port, maxChanges });

  const journeys = kept.map(({ legs, changes, fare }): Journey => {
    const change = changeInto(legs);
    const windows = leaveWindows(legs, start, change);
    const out: JourneyLeg[] = legs.map((leg, i) => {
      const window = windows[i]!;
      return {
        tripId: leg.trip.id, routeId: leg.trip.routeId, from: leg.trip.from, to: leg.trip.to,
        mode: leg.trip.mode, departure: timeAt(leg.dep), arrival: timeAt(leg.arr), departureTimed: leg.timed,
        departureOptions: leg.timed && leg.trip.depOptions && leg.trip.depMinute !== null
          ? leg.trip.depOptions.map((m) => timeAt(leg.dep - leg.trip.depMinute! + m)) : null,
        leaveBetween: window && { earliest: timeAt(window.earliest), latest: timeAt(window.latest) },
        hours: leg.timed ? null : leg.trip.window,
        arrivalEstimated: !leg.trip.arrivalStated, arrivalEarliest: timeAt(leg.dep + leg.trip.durationMinutes.min),
        durationMinutes: leg.trip.durationMinutes,
        waitBeforeMinutes: i === 0 ? 0 : leg.dep - legs[i - 1]!.arr, fare: leg.trip.fare,
        crossTown: i === 0 ? null : index.timetables.get(leg.trip.routeId)?.crossTown ?? null,
        confirmed: leg.trip.confirmed,
        change: leg.key ?? null,
      };
    });
    const first = legs[0]!;
    const last = legs.at(-1)!;
    return {
      legs: out, changes, ports: [first.trip.from, ...legs.map((l) => l.trip.to)],
      departure: timeAt(first.dep), arrival: timeAt(last.arr),
      total: { min: earliestArrival(legs, change) - first.dep, max: last.arr - first.dep },
      waitMinutes: out.reduce((sum, l) => sum + l.waitBeforeMinutes, 0),
      fare,
    };
  });
  return { journeys, problem: null, start: timeAt(start) };
}

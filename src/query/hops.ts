/**
 * One hop = every trip from one port to another (all timetables, ferry or land). The planner asks a hop two
 * questions: "leaving no earlier than t, what is the earliest arrival?" and "arriving by t, what is the latest
 * departure no earlier than t0?". Times are week minutes (see src/time/week.ts) and may lie in any week.
 *
 * Arrival = departure + durationMinutes.max: exact for stated arrivals (min = max), the safe end of the range
 * for estimated ones (a connection planned on the longest stated travel time is not missed when the boat is late).
 * A sailing at one of several times ("11 AM or 5:30 PM") departs at its first (be at the port by then) and arrives
 * by its last plus the travel time (graph/departure-options.ts).
 *
 * Untimed trips (a road leg with no published departure, e.g. "vans leave throughout the day") are "leave any
 * time on a day it runs, within its stated hours": departure at the moment the traveller is ready if that is inside
 * the day's window (trip.window, first to last departure), else at the next window's opening — a traveller landing
 * at 02:30 takes the 05:00 van, not a van at 02:30. Without stated hours the window is the whole day.
 */
import { MINUTES_PER_DAY, MINUTES_PER_WEEK, weekdayIndex } from '../time';
import { arrivalAfterFirst } from '../graph/departure-options';
import type { RouteRef, Trip } from '../graph/types';
import type { DayList } from './day-list';

/**
 * A hop's timed trips occupy [start, start + 2n) of arrays shared by every hop: the week's departures, then the
 * same departures one week later (unrolled, so a window of one week is one contiguous range).
 */
export interface Hop {
  readonly start: number;
  /** Number of timed trips. */
  readonly n: number;
  /** Departure week minutes (shared). */
  readonly dep2: Int32Array;
  /** Arrival week minutes = departure + durationMinutes.max (shared). */
  readonly arr2: Int32Array;
  /** bestFrom[i] = index j ≥ i within the hop's range with the earliest arrival (ties: earliest departure). */
  readonly bestFrom: Int32Array;
  /** The trip at each index (shared). */
  readonly tripAt: readonly Trip[];
  /** Untimed trips by weekday index (0 = Monday): those that run that day (each with its own hours). */
  readonly flexible: readonly (readonly Trip[])[] | null;
  /**
   * Minutes from the port to where the hop's legs really start (a bus terminal across town: TimetableRef.crossTown,
   * its longest time), added to the change before such a leg; 0 when they start at the port. A hop whose timetables
   * start at different places takes the longest: a change planned with it is never missed.
   */
  readonly access: number;
}

/** A chosen trip on a hop with its concrete departure and arrival (week minutes). */
export interface LegChoice {
  trip: Trip;
  dep: number;
  arr: number;
  /** false for an untimed trip: the departure is "any time", placed where it fits. */
  timed: boolean;
  /** A one-off sailing (changes.ts `added`): the change's key. */
  key?: string;
}

/**
 * A hop's dated changes (changes.ts) in the search's week minutes: the occurrences of its trips that do not sail,
 * as `occurrence(routeId, dep)`, and one-off legs. Only hops with a change get one; the others keep the fast path.
 */
export interface HopChanges {
  readonly skip: ReadonlySet<string>;
  readonly added: readonly LegChoice[];
}

/** One occurrence of a weekly trip: its timetable and departure week minute. */
export const occurrence = (routeId: string, dep: number): string => `${routeId}@${dep}`;

/** One day of a timetable's untimed trips (no published departure): its timetable and the day's first week minute. */
export const dayOccurrence = (routeId: string, dayStart: number): string => `${routeId}@day${dayStart}`;

/** How many weeks past `ready` the search looks when occurrences are cancelled (a weekly sailing cancelled twice). */
const SKIP_WEEKS = 4;

/** One hop per route list (every trip of one from → to pair, in departure order), packed into shared arrays. */
export function buildHops(routes: ReadonlyMap<string, DayList>, timetables: ReadonlyMap<string, RouteRef>): Map<string, Hop> {
  let timedCount = 0;
  for (const list of routes.values()) {
    for (let k = list.dayStart[0]!; k < list.dayStart[7]!; k++) if (list.trips[list.pos[k]!]!.depMinuteOfWeek !== null) timedCount++;
  }
  const dep2 = new Int32Array(2 * timedCount);
  const arr2 = new Int32Array(2 * timedCount);
  const bestFrom = new Int32Array(2 * timedCount);
  const tripAt: Trip[] = new Array(2 * timedCount);
  const hops = new Map<string, Hop>();
  let start = 0;
  for (const [key, list] of routes) {
    let n = 0;
    let flexible: Trip[][] | null = null;
    let access = 0;
    for (let k = list.dayStart[0]!; k < list.dayStart[7]!; k++) {
      const trip = list.trips[list.pos[k]!]!;
      access = Math.max(access, timetables.get(trip.routeId)?.crossTown?.max ?? 0);
      if (trip.depMinuteOfWeek === null) {
        flexible ??= [[], [], [], [], [], [], []];
        flexible[weekdayIndex(trip.depDay)]!.push(trip);
        continue;
      }
      tripAt[start + n] = trip;
      dep2[start + n] = trip.depMinuteOfWeek;
      arr2[start + n] = trip.depMinuteOfWeek + arrivalAfterFirst(trip).max;
      n++;
    }
    for (let i = 0; i < n; i++) {
      tripAt[start + n + i] = tripAt[start + i]!;
      dep2[start + n + i] = dep2[start + i]! + MINUTES_PER_WEEK;
      arr2[start + n + i] = arr2[start + i]! + MINUTES_PER_WEEK;
    }
    const end = start + 2 * n;
    for (let i = end - 1; i >= start; i--) {
      const next = i + 1 < end ? bestFrom[i + 1]! : -1;
      bestFrom[i] = next >= 0 && arr2[next]! < arr2[i]! ? next : i;
    }
    hops.set(key, { start, n, dep2, arr2, bestFrom, tripAt, flexible, access });
    start = end;
  }
  return hops;
}

/** First index in a sorted array with value ≥ x (hi = length when none). */
function lowerBound(values: Int32Array, x: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const floorDiv = (a: number, b: number): number => Math.floor(a / b);

/** Earliest arrival over the hop for a traveller ready at `ready`; null when the hop has no trips. */
export function earliestOnHop(hop: Hop, ready: number, changes?: HopChanges): LegChoice | null {
  let best: LegChoice | null = null;
  const { n, start } = hop;
  if (changes && changes.skip.size > 0) {
    best = earliestSkipping(hop, ready, changes.skip);
  } else if (n > 0) {
    const week = floorDiv(ready, MINUTES_PER_WEEK);
    const base = week * MINUTES_PER_WEEK;
    // Within [ready, ready + 1 week) every timed trip occurs once; later copies arrive a week later, so the
    // suffix minimum over the unrolled range is the minimum over that window.
    const i = lowerBound(hop.dep2, ready - base, start, start + 2 * n);
    if (i < start + 2 * n) {
      const j = hop.bestFrom[i]!;
      best = { trip: hop.tripAt[j]!, dep: base + hop.dep2[j]!, arr: base + hop.arr2[j]!, timed: true };
    }
  }
  for (const leg of changes?.added ?? []) {
    if (leg.dep >= ready && (!best || leg.arr < best.arr)) best = leg;
  }
  if (hop.flexible) {
    const flex = earliestFlexible(hop.flexible, ready, changes?.skip);
    if (flex && (!best || flex.arr < best.arr)) best = flex;
  }
  return best;
}

/**
 * The earliest arrival by a timed trip when some occurrences do not sail: the precomputed suffix minima cannot skip
 * one, so the hop's departures are walked week by week (a hop has a handful a week) until no later week can arrive
 * sooner than the best found.
 */
function earliestSkipping(hop: Hop, ready: number, skip: ReadonlySet<string>): LegChoice | null {
  const { n, start } = hop;
  let best: LegChoice | null = null;
  if (n === 0) return best;
  const firstWeek = floorDiv(ready, MINUTES_PER_WEEK);
  for (let w = firstWeek; w <= firstWeek + SKIP_WEEKS; w++) {
    const base = w * MINUTES_PER_WEEK;
    if (best && base + hop.dep2[start]! >= best.arr) break;
    for (let i = start; i < start + n; i++) {
      const dep = base + hop.dep2[i]!;
      if (dep < ready) continue;
      const trip = hop.tripAt[i]!;
      if (skip.has(occurrence(trip.routeId, dep))) continue;
      const arr = base + hop.arr2[i]!;
      if (!best || arr < best.arr) best = { trip, dep, arr, timed: true };
    }
  }
  return best;
}

/** The first and last minute an untimed trip may leave on the day starting at `dayStart` (week minutes). */
export function departureWindow(trip: Trip, dayStart: number): { open: number; close: number } {
  return trip.window
    ? { open: dayStart + trip.window.min, close: dayStart + trip.window.max }
    : { open: dayStart, close: dayStart + MINUTES_PER_DAY - 1 };
}

const tripsOn = (flexible: readonly (readonly Trip[])[], day: number): readonly Trip[] => flexible[((day % 7) + 7) % 7]!;

/**
 * Earliest arrival by an untimed trip: leave at `ready` when that is inside a running day's window, else at the
 * opening of the next window (the same weekday a week later included: a window may have closed today). A day in
 * `skip` (dayOccurrence: cancelled, or under a suspension) does not run; the search then looks up to SKIP_WEEKS on.
 */
export function earliestFlexible(flexible: readonly (readonly Trip[])[], ready: number, skip?: ReadonlySet<string>): LegChoice | null {
  let best: LegChoice | null = null;
  const firstDay = floorDiv(ready, MINUTES_PER_DAY);
  const lastDay = firstDay + (skip && skip.size > 0 ? 7 * SKIP_WEEKS : 7);
  for (let d = firstDay; d <= lastDay; d++) {
    if (best && d * MINUTES_PER_DAY >= best.arr) break;
    for (const trip of tripsOn(flexible, d)) {
      if (skip?.has(dayOccurrence(trip.routeId, d * MINUTES_PER_DAY))) continue;
      const { open, close } = departureWindow(trip, d * MINUTES_PER_DAY);
      const dep = Math.max(ready, open);
      if (dep > close) continue;
      const arr = dep + trip.durationMinutes.max;
      if (!best || arr < best.arr) best = { trip, dep, arr, timed: false };
    }
  }
  return best;
}

/**
 * Latest departure with dep ≥ `notBefore` and arrival ≤ `arriveBy` — used to tighten a journey found by earliest
 * arrival, so the traveller leaves as late as still makes the same connection. Null when nothing fits.
 */
export function latestOnHop(hop: Hop, notBefore: number, arriveBy: number, changes?: HopChanges): LegChoice | null {
  let best: LegChoice | null = null;
  const skip = changes?.skip;
  const { n, start } = hop;
  if (n > 0) {
    // Walk departures backwards from arriveBy; positions count departures over all weeks (p = week * n + i).
    const week = floorDiv(arriveBy, MINUTES_PER_WEEK);
    let p = week * n + lowerBound(hop.dep2, arriveBy - week * MINUTES_PER_WEEK, start, start + n) - start - 1;
    for (;;) {
      const w = floorDiv(p, n);
      const i = start + p - w * n;
      const dep = w * MINUTES_PER_WEEK + hop.dep2[i]!;
      if (dep < notBefore) break;
      const arr = w * MINUTES_PER_WEEK + hop.arr2[i]!;
      if (arr <= arriveBy && !skip?.has(occurrence(hop.tripAt[i]!.routeId, dep))) {
        best = { trip: hop.tripAt[i]!, dep, arr, timed: true };
        break;
      }
      p--;
    }
  }
  for (const leg of changes?.added ?? []) {
    if (leg.dep >= notBefore && leg.arr <= arriveBy && (!best || leg.dep > best.dep)) best = leg;
  }
  if (hop.flexible) {
    const flex = latestFlexible(hop.flexible, notBefore, arriveBy, skip);
    if (flex && (!best || flex.dep > best.dep)) best = flex;
  }
  return best;
}

/** Latest departure by an untimed trip inside a running day's window, no earlier than `notBefore`, arriving by `arriveBy`. */
function latestFlexible(flexible: readonly (readonly Trip[])[], notBefore: number, arriveBy: number, skip?: ReadonlySet<string>): LegChoice | null {
  let best: LegChoice | null = null;
  const lastDay = floorDiv(arriveBy, MINUTES_PER_DAY);
  const firstDay = Math.max(floorDiv(notBefore, MINUTES_PER_DAY), lastDay - 7);
  for (let d = lastDay; d >= firstDay; d--) {
    for (const trip of tripsOn(flexible, d)) {
      if (skip?.has(dayOccurrence(trip.routeId, d * MINUTES_PER_DAY))) continue;
      const { open, close } = departureWindow(trip, d * MINUTES_PER_DAY);
      const dep = Math.min(arriveBy - trip.durationMinutes.max, close);
      if (dep < notBefore || dep < open) continue;
      if (!best || dep > best.dep) best = { trip, dep, arr: dep + trip.durationMinutes.max, timed: false };
    }
  }
  return best;
}

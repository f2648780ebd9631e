/**
 * Next sailings: from an instant, the next N concrete sailings with real Manila dates — across the week boundary
 * (Sunday night → Monday), with arrivals days later, "Daily" rows (one trip per day in the graph), and trips with
 * no published departure time, which are listed for their day with `departure: null` instead of an invented time
 * (and their stated hours, if any: today's is left out once its last departure has gone).
 *
 * The same sailing listed by two timetables (a destination page and a hub overview) is shown once, with the other
 * timetables in `alsoListedIn`, unless the query asks for one timetable.
 */
import { arrivalAfterFirst, lastDeparture } from '../graph/departure-options';
import { routeKey } from '../graph/keys';
import {
  MANILA_OFFSET_MINUTES, manilaDay, manilaEpochDay, manilaWeekStartMs, MINUTES_PER_DAY, momentOn, MS_PER_MINUTE,
  weekMinuteToMs, weekMinutesCeil, type ManilaDay, type ManilaMoment,
} from '../time';
import type { MinuteRange, PesoRange, Trip, Weekday } from '../graph/types';
import type { DayList } from './day-list';
import type { QueryIndex } from './index-trips';
import type { QueryProblem } from './problems';
import { portForField } from './resolve';

export interface NextSailingsQuery {
  /** Port id or words. At least one of from, to, routeId. */
  from?: string;
  to?: string;
  /** The instant to count from (the caller's clock; tests pass a fixed one). */
  now: Date;
  /** How many sailings; default 5. */
  count?: number;
  /** Only this timetable's trips (one route table), without merging. */
  routeId?: string;
}

export interface Sailing {
  tripId: string;
  routeId: string;
  /** The timetable row the sailing comes from (what a table highlights). */
  row: number;
  /** Other timetables listing the same sailing (same ports, day, time and mode), sorted. */
  alsoListedIn: string[];
  from: string;
  to: string;
  mode: Trip['mode'];
  /** The Manila date and weekday of the departure (for an untimed trip: the day it runs). */
  date: string;
  weekday: Weekday;
  /** Null when the source gives no departure time ("vans leave throughout the day"). The first of several times. */
  departure: ManilaMoment | null;
  /** A sailing at one of several times ("11 AM or 5:30 PM"): every one, first to last; null otherwise. */
  departureOptions: ManilaMoment[] | null;
  /** An untimed trip's stated hours (minutes of the day, first to last departure); null when unknown or timed. */
  window: MinuteRange | null;
  /** Departure + durationMinutes.max (from the last of several times); null when the departure is unknown. */
  arrival: ManilaMoment | null;
  /** true when the source states only a travel time, so the arrival is an estimate. */
  arrivalEstimated: boolean;
  /** Manila calendar days from departure to arrival (0 same day, 1 overnight, 2 …); null with arrival. */
  arrivalDayOffset: number | null;
  durationMinutes: MinuteRange;
  /** Whole minutes until departure, rounded up (0 = leaving now); null for an untimed trip. */
  minutesUntilDeparture: number | null;
  fare: PesoRange | null;
  /** false when the route's sources disagree and not all state this sailing: shown marked unconfirmed. */
  confirmed: boolean;
}

export interface NextSailingsResult {
  sailings: Sailing[];
  /** Set when `sailings` is empty, saying why. */
  problem: QueryProblem | null;
}

/** Prefer the timetable with a stated arrival, then the narrowest and shortest duration, then the id. */
function better(a: Trip, b: Trip): boolean {
  if (a.arrivalStated !== b.arrivalStated) return a.arrivalStated;
  const spreadA = a.durationMinutes.max - a.durationMinutes.min;
  const spreadB = b.durationMinutes.max - b.durationMinutes.min;
  if (spreadA !== spreadB) return spreadA < spreadB;
  if (a.durationMinutes.max !== b.durationMinutes.max) return a.durationMinutes.max < b.durationMinutes.max;
  return a.routeId < b.routeId;
}

/** Calendar days read during one query, by epoch day (consecutive, from the first): each is read once. */
type DayCache = (epochDay: number) => ManilaDay;

/**
 * Days are read once per query (`days` caches them by epoch day); each sailing then only pairs a day with a
 * minute. One object literal with every field in one order: spreading a shared part was the query's hot spot.
 */
function sailingOf(trip: Trip, also: string[], depDay: ManilaDay, days: DayCache, nowMs: number): Sailing {
  if (trip.depMinute === null) {
    return {
      tripId: trip.id, routeId: trip.routeId, row: trip.row, alsoListedIn: also, from: trip.from, to: trip.to,
      mode: trip.mode, date: depDay.date, weekday: depDay.weekday, departure: null, departureOptions: null, window: trip.window, arrival: null,
      arrivalEstimated: !trip.arrivalStated, arrivalDayOffset: null, durationMinutes: trip.durationMinutes,
      minutesUntilDeparture: null, fare: trip.fare, confirmed: trip.confirmed,
    };
  }
  const arrivalMinutes = trip.depMinute + arrivalAfterFirst(trip).max;
  const arrivalDayOffset = Math.floor(arrivalMinutes / MINUTES_PER_DAY);
  const depMs = (depDay.epochDay * MINUTES_PER_DAY + trip.depMinute - MANILA_OFFSET_MINUTES) * MS_PER_MINUTE;
  return {
    tripId: trip.id, routeId: trip.routeId, row: trip.row, alsoListedIn: also, from: trip.from, to: trip.to,
    mode: trip.mode, date: depDay.date, weekday: depDay.weekday,
    departure: momentOn(depDay, trip.depMinute), departureOptions: trip.depOptions?.map((m) => momentOn(depDay, m)) ?? null, window: null,
    arrival: momentOn(days(depDay.epochDay + arrivalDayOffset), arrivalMinutes - arrivalDayOffset * MINUTES_PER_DAY),
    arrivalEstimated: !trip.arrivalStated, arrivalDayOffset, durationMinutes: trip.durationMinutes,
    minutesUntilDeparture: Math.ceil((depMs - nowMs) / MS_PER_MINUTE), fare: trip.fare, confirmed: trip.confirmed,
  };
}

/** Same sailing for merging: same minute, ports and mode (the list order puts them next to each other). */
function sameSailing(a: Trip, b: Trip): boolean {
  return a.depMinute === b.depMinute && a.from === b.from && a.to === b.to;
}

interface Source {
  list: DayList | undefined;
  from: string | null;
  to: string | null;
  problem: QueryProblem | null;
}

function sourceFor(index: QueryIndex, query: NextSailingsQuery): Source {
  if (query.routeId !== undefined) {
    const timetable = index.timetables.get(query.routeId);
    if (!timetable) return { list: undefined, from: null, to: null, problem: { code: 'no_service', from: null, to: null } };
    const list = index.byRoute.get(routeKey(timetable.from, timetable.to));
    return { list, from: timetable.from, to: timetable.to, problem: null };
  }
  if (query.from === undefined && query.to === undefined) {
    return { list: undefined, from: null, to: null, problem: { code: 'missing_place', field: 'from' } };
  }
  const from = query.from === undefined ? null : portForField(index, 'from', query.from);
  const to = query.to === undefined ? null : portForField(index, 'to', query.to);
  // (portForField tries the port id first: one map lookup in the common case of ids from a URL.)
  const fromPort = from?.port ?? null;
  const toPort = to?.port ?? null;
  const problem: QueryProblem | null = from?.problem ?? to?.problem
    ?? (fromPort !== null && fromPort === toPort ? { code: 'same_place', port: fromPort } : null);
  if (problem) return { list: undefined, from: fromPort, to: toPort, problem };
  const list = fromPort !== null && toPort !== null ? index.byRoute.get(routeKey(fromPort, toPort))
    : fromPort !== null ? index.byOrigin.get(fromPort) : index.byDestination.get(toPort!);
  return { list, from: fromPort, to: toPort, problem: list ? null : { code: 'no_service', from: fromPort, to: toPort } };
}

export function nextSailings(index: QueryIndex, query: NextSailingsQuery): NextSailingsResult {
  const source = sourceFor(index, query);
  if (source.problem || !source.list) {
    return { sailings: [], problem: source.problem ?? { code: 'no_service', from: null, to: null } };
  }
  const { list } = source;
  const routeId = query.routeId ?? null;
  const count = query.count ?? 5;
  if (count <= 0) return { sailings: [], problem: null };
  const nowMs = query.now.getTime();
  const weekStart = manilaWeekStartMs(nowMs);
  const nowMinute = weekMinutesCeil(weekStart, nowMs);
  const sailings: Sailing[] = [];
  const firstDay = manilaEpochDay(nowMs);
  const read: ManilaDay[] = [];
  const days: DayCache = (epochDay) => (read[epochDay - firstDay] ??= manilaDay(epochDay));

  // Walk Manila days from today; stop after a full week with nothing (the list has no matching trip at all).
  let emptyDays = 0;
  for (let day = Math.floor(nowMinute / MINUTES_PER_DAY); sailings.length < count && emptyDays <= 7; day++) {
    const before = sailings.length;
    const dayIndex = day % 7; // day ≥ 0: now lies in week 0
    const calendarDay = days(manilaEpochDay(weekMinuteToMs(weekStart, day * MINUTES_PER_DAY)));
    const end = list.dayStart[dayIndex + 1]!;
    for (let i = list.dayStart[dayIndex]!; i < end && sailings.length < count;) {
      const first = list.trips[list.pos[i]!]!;
      // A run of trips that are the same sailing; with a timetable filter, each trip stands alone.
      let runEnd = i + 1;
      if (routeId === null) while (runEnd < end && sameSailing(first, list.trips[list.pos[runEnd]!]!)) runEnd++;
      const single = runEnd === i + 1;
      const from = i;
      i = runEnd;
      // A timed trip that has left (by its last time, when it has several), or an untimed one whose last departure
      // of the day has gone.
      const last = lastDeparture(first) ?? first.window?.max ?? null;
      if (last !== null && day * MINUTES_PER_DAY + last < nowMinute) continue;
      if (single) {
        if (routeId === null || first.routeId === routeId) sailings.push(sailingOf(first, [], calendarDay, days, nowMs));
        continue;
      }
      const run: Trip[] = [];
      for (let k = from; k < runEnd; k++) run.push(list.trips[list.pos[k]!]!);
      for (const mode of [...new Set(run.map((t) => t.mode))]) {
        const group = run.filter((t) => t.mode === mode);
        const primary = group.reduce((best, t) => (better(t, best) ? t : best));
        const also = group.filter((t) => t !== primary).map((t) => t.routeId).sort();
        sailings.push(sailingOf(primary, also, calendarDay, days, nowMs));
        if (sailings.length >= count) break;
      }
    }
    emptyDays = sailings.length > before ? 0 : emptyDays + 1;
  }
  return {
    sailings,
    problem: sailings.length > 0 ? null : { code: 'no_service', from: source.from, to: source.to },
  };
}

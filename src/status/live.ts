/**
 * Next sailings as they will really leave: the engine's dated sailings (query/next-sailings.ts)
 * with the status of each — a cancelled one stays in the list, marked, and the list goes on to as many sailings
 * that do leave as were asked for; a delayed one moves to its new time (and still counts after its timetabled time
 * has passed, while it has not left); an extra sailing joins the list. The planner's search gets the same changes
 * as the engine's SailingChanges (sailingChanges). Pure: `now` and the status lookup are passed in.
 */
import { datedSailingKey, timetabledInstant } from '../graph/dated-sailing';
import { epochDayOf, manilaDayStartMs, manilaMoment, minuteOfWeek, MS_PER_MINUTE, type ManilaMoment } from '../time';
import type { SailingStatus, Trip } from '../graph/types';
import type { SailingChanges } from '../query/changes';
import type { QueryIndex } from '../query/index-trips';
import { nextSailings, type NextSailingsQuery, type Sailing } from '../query/next-sailings';
import type { QueryProblem } from '../query/problems';
import { portForField } from '../query/resolve';
import { statusOf, type StatusLookup } from './lookup';

/**
 * A dated sailing with its status. A delayed one reads as it will leave: `departure`, `arrival`, `date` and
 * `minutesUntilDeparture` are the new ones (the timetabled date and time stay in `status.date` and `status.dep`).
 * An extra sailing has row -1 (no timetable row) and no fare of its own.
 */
export interface LiveSailing extends Sailing {
  status: SailingStatus | null;
}

/**
 * Where a page's dated sailings come from: the engine's timetable (`nextSailings`), or, once a status file has
 * arrived, the live sailings with their status (`liveSource`). Pages take it as a parameter, so the code of this
 * module is downloaded only when there is a status to show (src/site/status/view.ts).
 */
export type SailingSource = (index: QueryIndex, query: NextSailingsQuery) => { sailings: LiveSailing[] };

/** The live sailings of one status lookup, as a SailingSource. */
export const liveSource = (lookup: StatusLookup): SailingSource => (index, query) => liveSailings(index, query, lookup);

export interface LiveSailingsResult {
  /** `count` sailings that leave, with the cancelled ones among and before them. */
  sailings: LiveSailing[];
  problem: QueryProblem | null;
}

const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

/** When a sailing leaves, in epoch ms: an untimed one counts at the end of its day (the engine lists it last). */
function leavesMs(s: Sailing): number {
  return s.departure ? Date.parse(s.departure.iso) : manilaDayStartMs(s.date) + (s.window?.max ?? MS_PER_DAY / MS_PER_MINUTE - 1) * MS_PER_MINUTE;
}

/** Manila calendar days from departure to arrival. */
const dayOffset = (departure: ManilaMoment, arrival: ManilaMoment): number =>
  epochDayOf(arrival.date) - epochDayOf(departure.date);

/** The sailing with its status; a delayed one moved to its new departure, arrival and countdown following it. */
function withStatus(s: Sailing, status: SailingStatus | null, now: number): LiveSailing {
  if (status?.state !== 'delayed') return { ...s, status };
  const leaves = Date.parse(status.departs!);
  const departure = manilaMoment(leaves);
  const arrival = manilaMoment(leaves + s.durationMinutes.max * MS_PER_MINUTE);
  return {
    ...s, date: departure.date, weekday: departure.weekday, departure, departureOptions: null, arrival,
    arrivalDayOffset: dayOffset(departure, arrival),
    minutesUntilDeparture: Math.ceil((leaves - now) / MS_PER_MINUTE), status,
  };
}

/**
 * Until when a status matters on a page: a delayed sailing until its new departure, another until its timetabled
 * one; a route's untimed crossings until their day is over.
 */
function statusLeavesMs(status: SailingStatus): number {
  if (status.departs) return Date.parse(status.departs);
  return Date.parse(timetabledInstant(status.date, status.dep)) + (status.dep === null ? MS_PER_DAY - MS_PER_MINUTE : 0);
}

/** The trip of an extra sailing (which always has its departure): the route's ports and mode, the status's travel time, no timetable row. */
function extraTrip(status: SailingStatus): Trip {
  const dep = status.dep!;
  const departure: ManilaMoment = manilaMoment(Date.parse(timetabledInstant(status.date, dep)));
  const minute = departure.minuteOfDay;
  return {
    id: `${status.route}.extra.${status.date}.${dep.replace(':', '')}`, routeId: status.route, row: -1,
    from: status.from, to: status.to, mode: status.mode, depDay: departure.weekday, depMinute: minute,
    depMinuteOfWeek: minuteOfWeek(departure.weekday, minute), durationMinutes: status.durationMinutes ?? { min: 0, max: 0 },
    arrivalStated: false, fare: null, confirmed: true, window: null, depOptions: null,
  };
}

function extraSailing(status: SailingStatus, now: number): LiveSailing {
  const leaves = Date.parse(timetabledInstant(status.date, status.dep));
  const departure = manilaMoment(leaves);
  const trip = extraTrip(status);
  const arrival = status.durationMinutes ? manilaMoment(leaves + status.durationMinutes.max * MS_PER_MINUTE) : null;
  return {
    tripId: trip.id, routeId: status.route, row: -1, alsoListedIn: [], from: status.from, to: status.to, mode: status.mode,
    date: departure.date, weekday: departure.weekday, departure, departureOptions: null, window: null, arrival, arrivalEstimated: true,
    arrivalDayOffset: arrival ? dayOffset(departure, arrival) : null,
    durationMinutes: trip.durationMinutes, minutesUntilDeparture: Math.ceil((leaves - now) / MS_PER_MINUTE), fare: null, confirmed: true,
    status,
  };
}

/** The statuses a query can list: of its timetable, or between its ports (ids, or words the index reads). */
function statusesFor(index: QueryIndex, query: NextSailingsQuery, lookup: StatusLookup): SailingStatus[] {
  if (query.routeId !== undefined) return lookup.list.filter((s) => s.route === query.routeId);
  const from = query.from === undefined ? null : portForField(index, 'from', query.from).port;
  const to = query.to === undefined ? null : portForField(index, 'to', query.to).port;
  if ((query.from !== undefined && from === null) || (query.to !== undefined && to === null)) return [];
  return lookup.list.filter((s) => (from === null || s.from === from) && (to === null || s.to === to));
}

/** The timetabled sailing a status names, as the engine dates it (null when the index does not have it). */
function timetabledSailing(index: QueryIndex, status: SailingStatus, now: number): Sailing | null {
  const at = new Date(Date.parse(timetabledInstant(status.date, status.dep)));
  if (status.dep === null) {
    // A route's untimed crossings: the engine lists them after the day's timed sailings.
    const day = nextSailings(index, { routeId: status.route, now: at, count: index.trips.length + 1 }).sailings;
    return day.find((s) => s.date === status.date && s.departure === null) ?? null;
  }
  const found = nextSailings(index, { routeId: status.route, now: at, count: 1 }).sailings[0];
  if (!found || found.date !== status.date || found.departure?.time !== status.dep) return null;
  return { ...found, minutesUntilDeparture: Math.ceil((at.getTime() - now) / MS_PER_MINUTE) };
}

/** The engine's next sailings, with their status; without a status lookup, exactly the engine's answer. */
export function liveSailings(index: QueryIndex, query: NextSailingsQuery, lookup: StatusLookup | null): LiveSailingsResult {
  const statuses = lookup ? statusesFor(index, query, lookup) : [];
  if (statuses.length === 0) {
    const { sailings, problem } = nextSailings(index, query);
    return { sailings: sailings.map((s) => ({ ...s, status: null })), problem };
  }
  const now = query.now.getTime();
  const count = query.count ?? 5;
  // Enough to still have `count` that leave once every listed status has taken one out.
  const base = nextSailings(index, { ...query, count: count + statuses.length });
  const seen = new Set<string>();
  const candidates: LiveSailing[] = [];
  const add = (s: LiveSailing) => {
    const key = s.status ? datedSailingKey(s.status.route, s.status.date, s.status.dep) : `${s.tripId} ${s.date}`;
    if (seen.has(key)) return;
    seen.add(key);
    candidates.push(s);
  };
  for (const s of base.sailings) add(withStatus(s, statusOf(lookup, s.routeId, s.date, s.departure?.time ?? null), now));
  for (const status of statuses) {
    if (status.state === 'extra') {
      if (statusLeavesMs(status) >= now) add(extraSailing(status, now));
    } else if (status.state === 'delayed' && Date.parse(status.departs!) >= now && Date.parse(timetabledInstant(status.date, status.dep)) < now) {
      // Its timetabled time has passed but it has not left: the engine no longer lists it.
      const s = timetabledSailing(index, status, now);
      if (s) add(withStatus(s, status, now));
    }
  }
  candidates.sort((a, b) => leavesMs(a) - leavesMs(b));
  const sailings: LiveSailing[] = [];
  let leaving = 0;
  for (const s of candidates) {
    if (leaving >= count) break;
    sailings.push(s);
    if (s.status?.state !== 'cancelled') leaving++;
  }
  return { sailings, problem: sailings.length > 0 ? null : base.problem };
}

/**
 * The statuses as the planner's search takes them: a cancelled sailing does not sail; a delayed one does not sail
 * at its timetabled time but once at its new time; an extra one sails once (when its travel time is known — without
 * one no arrival can be planned).
 */
export function sailingChanges(lookup: StatusLookup | null): SailingChanges {
  if (!lookup) return { cancelled: [], added: [] };
  const cancelled: { routeId: string; departs: number }[] = [];
  const added: { trip: Trip; departs: number; key: string }[] = [];
  for (const status of lookup.list) {
    const key = datedSailingKey(status.route, status.date, status.dep);
    const timetabled = Date.parse(timetabledInstant(status.date, status.dep));
    if (status.state === 'cancelled') cancelled.push({ routeId: status.route, departs: timetabled, ...(status.dep === null ? { day: true as const } : {}) });
    if (status.state === 'delayed') {
      const trip = lookup.tripOf.get(key)!;
      const departs = Date.parse(status.departs!);
      const moment = manilaMoment(departs);
      cancelled.push({ routeId: status.route, departs: timetabled });
      added.push({
        trip: {
          ...trip, depDay: moment.weekday, depMinute: moment.minuteOfDay, depMinuteOfWeek: minuteOfWeek(moment.weekday, moment.minuteOfDay),
          depOptions: null,
        },
        departs, key,
      });
    }
    if (status.state === 'extra' && status.durationMinutes) added.push({ trip: extraTrip(status), departs: timetabled, key });
  }
  return { cancelled, added };
}

/**
 * Every status of the given routes (all when null) whose sailing has not left at `now` — a cancelled one until its
 * timetabled departure, a delayed one until its new one — as dated sailings, in the order they leave. What a route's
 * list of changes shows on screen and on paper.
 */
export function statusSailings(index: QueryIndex, lookup: StatusLookup | null, routes: ReadonlySet<string> | null, now: Date): LiveSailing[] {
  if (!lookup) return [];
  const nowMs = now.getTime();
  const out: LiveSailing[] = [];
  for (const status of lookup.list) {
    if ((routes && !routes.has(status.route)) || statusLeavesMs(status) < nowMs) continue;
    const s = status.state === 'extra' ? extraSailing(status, nowMs) : timetabledSailing(index, status, nowMs);
    if (s) out.push(withStatus(s, status, nowMs));
  }
  return out.sort((a, b) => leavesMs(a) - leavesMs(b));
}

/**
 * The trip planner's question and answer, pure: the traveller's words and day in, direct sailings and connections
 * out, all from the query engine. `now` is a parameter (the page passes the browser's clock after hydration).
 * The page loads this module (and the engine with it) once a question is asked (use-plan.ts); the question's URL
 * form is plan-query.ts.
 */
import { routeKey } from '../../graph/keys';
import { manilaDate, manilaDayStartMs, manilaMidnightOfNext, manilaWeekday, WEEKDAYS } from '../../time';
import type { Figure, Graph, PesoRange, Suspension, Weekday } from '../../graph/types';
import { inScope } from '../../graph/suspension';
import { suspensionEnded } from '../../status/suspension-words';
import { connections, type Journey } from '../../query/connections';
import { placeReader } from '../../graph/place-table';
import { indexTrips, type PlannerSettings, type QueryIndex } from '../../query/index-trips';
import type { Sailing } from '../../query/next-sailings';
import type { StatusFile } from '../../status/file';
import { liveSailings, sailingChanges, statusSailings, type LiveSailing } from '../../status/live';
import { statusLookup, type StatusLookup } from '../../status/lookup';
import type { PlaceResolution, PlaceWords } from '../../graph/places';
import type { QueryProblem } from '../../query/problems';
import { explainPlace } from '../../query/resolve';
import { unpackTrips, type PackedTrips } from '../../query/trip-codec';
import type { DayChoice } from '../schedules/days';
import type { PlanQuery } from './plan-query';
import type { OtherWay } from './other-ways';

/** What the planner page carries (built by its loader): every trip, packed, and the words places are known by. */
export interface PlannerData extends PlaceWords {
  trips: PackedTrips;
  places: Graph['places'];
  planner: PlannerSettings;
  /** Routes some source gives a fare for but no sailing days (Odiongan → Caticlan): offered with that said. */
  undated: UndatedRoute[];
  /** Route id → its fare, for the routes whose fare is disputed (their trips carry none): shown in its disputed form. */
  fares: Record<string, Figure<PesoRange>>;
  /** What the destination pages say about travelling between two ports without a timetable. */
  otherWays: OtherWay[];
}

/** A route with a published fare and no published days or times. */
export interface UndatedRoute { id: string; from: string; to: string; fare: Figure<PesoRange> | null }

/** The engine's index over every trip, with place words and the planner settings. */
export function plannerIndex(data: PlannerData): QueryIndex {
  return indexTrips(unpackTrips(data.trips), { places: placeReader(data), planner: data.planner });
}

/** Where the search starts: now for today or any day; otherwise 00:00 PST of the next such weekday. */
function searchStart(now: Date, day: DayChoice | ''): Date {
  if (day === '' || day === 'today' || day === manilaWeekday(now)) return now;
  return new Date(manilaMidnightOfNext(day, now));
}

/**
 * The day the traveller asked for (a weekday or today), which the answer speaks of first: whether anything leaves
 * on it, and if not, the nearest that leave before it and are still ahead (the lists below start on it).
 */
interface AskedDay {
  weekday: Weekday;
  /** Its Manila date. */
  date: string;
  /** The weekdays the direct route sails, Monday first; empty when no direct route is published. */
  directDays: Weekday[];
  /** Whether a direct sailing leaves on that date. */
  directServed: boolean;
  /** Whether a direct sailing or a connection leaves on that date. */
  served: boolean;
  /** The direct route does not sail that day: its last sailing before it that is still ahead (null: none left before it). */
  earlierDirect: LiveSailing | null;
  /** No direct route and nothing leaves that day: the connection that leaves last before it, still ahead. */
  earlierJourney: Journey | null;
}

export interface Plan {
  /** Ports the words resolved to (null when they did not). */
  from: string | null;
  to: string | null;
  start: Date;
  /** The day asked for; null for "any day" (the next sailings from now). */
  asked: AskedDay | null;
  /** The next direct sailings that leave (a delayed one at its new time, an extra one among them). */
  direct: LiveSailing[];
  /** Journeys with at least one change, earliest arrival first; none uses a cancelled sailing. */
  connections: Journey[];
  /**
   * Cancelled sailings the answer would otherwise have offered: of the direct route, or of a route a connection
   * uses, leaving between the start and the last departure offered. The answer says why they are not offered.
   */
  cancelled: LiveSailing[];
  /** The suspensions over the routes the answer asked for or offers that have not ended: the answer says them first. */
  suspensions: Suspension[];
  /** The statuses of the sailings the answer shows (null: no status file yet). */
  status: StatusLookup | null;
  /** Why there is nothing to show, if so. */
  problem: QueryProblem | null;
  /** Whether a timetable goes the other way (to → from): "the operator publishes only the outbound trip". */
  reversePublished: boolean;
  /** A route between the two places whose days are not published: the answer says so and whom to ask. */
  undated: UndatedRoute | null;
  /**
   * Possible connections through a route whose days are not published (Batangas → Odiongan, then
   * Odiongan → Caticlan): its next dated sailing before or after the undated leg. Ranked after every timed answer.
   */
  possible: PossibleConnection[];
}

/** A dated sailing and an undated route that together make the trip, in travel order. */
export interface PossibleConnection { sailing: LiveSailing; undated: UndatedRoute; undatedFirst: boolean }

function unresolved(field: 'from' | 'to', r: Extract<PlaceResolution, { ok: false }>): QueryProblem {
  if (r.reason === 'empty') return { code: 'missing_place', field };
  return { code: r.reason === 'not_served' ? 'place_not_served' : 'unknown_place', field, input: r.input };
}

const DIRECT_COUNT = 3;
const CONNECTION_COUNT = 3;

/** The status file read against the planner's index (one lookup per file: the answer is asked again on each change). */
let lookupFor: { file: StatusFile; index: QueryIndex; lookup: StatusLookup } | null = null;
export function plannerStatus(file: StatusFile | null, index: QueryIndex): StatusLookup | null {
  if (!file) return null;
  if (lookupFor?.file !== file || lookupFor.index !== index) lookupFor = { file, index, lookup: statusLookup(file, index) };
  return lookupFor.lookup;
}

export function plan(
  index: QueryIndex, query: PlanQuery, now: Date, undatedRoutes: readonly UndatedRoute[] = [], status: StatusLookup | null = null,
): Plan {
  const start = searchStart(now, query.day);
  const empty = (problem: QueryProblem, from: string | null = null, to: string | null = null): Plan =>
    ({ from, to, start, asked: null, direct: [], connections: [], cancelled: [], suspensions: [], status, problem, reversePublished: false, undated: null, possible: [] });
  if (!query.from.trim()) return empty({ code: 'missing_place', field: 'from' });
  if (!query.to.trim()) return empty({ code: 'missing_place', field: 'to' });
  const a = explainPlace(index, query.from);
  const b = explainPlace(index, query.to);
  if (!a.ok) return empty(unresolved('from', a));
  if (!b.ok) return empty(unresolved('to', b));
  const from = a.port;
  const to = b.port;
  if (from === to) return empty({ code: 'same_place', port: from }, from, to);

  const listed = liveSailings(index, { from, to, now: start, count: DIRECT_COUNT }, status).sailings;
  const direct = listed.filter((s) => s.status?.state !== 'cancelled');
  const found = connections(index, { from, to, now: start, limit: CONNECTION_COUNT + 1, changes: sailingChanges(status) });
  const changing = found.journeys.filter((j) => j.changes > 0).slice(0, CONNECTION_COUNT);
  const weekday = query.day === '' ? null : query.day === 'today' ? manilaWeekday(now) : query.day;
  const asked = weekday && askedDay(index, { from, to, now, start, weekday }, direct, changing, status);
  const undated = undatedRoutes.find((r) => r.from === from && r.to === to) ?? null;
  const possible = possibleConnections(index, undatedRoutes, from, to, start, status);
  const problem = direct.length === 0 && changing.length === 0 && !undated && possible.length === 0
    ? found.problem ?? { code: 'no_journey', from, to, maxChanges: index.planner?.maxChanges ?? 0 }
    : null;
  const routes = answerRoutes(index, from, to, changing);
  return {
    from, to, start, asked, direct, connections: changing, cancelled: cancelledOnTheWay(index, status, start, routes, direct, changing),
    suspensions: (status?.suspensions ?? []).filter((s) => !suspensionEnded(s, start)
      && [...routes].some((id) => { const route = index.timetables.get(id); return route !== undefined && inScope(s, route); })),
    status, problem, reversePublished: index.byRoute.has(routeKey(to, from)), undated, possible,
  };
}

/** How many sailings before the asked day are looked at for the nearest one (a route sailing several times a day). */
const EARLIER_LOOK = 30;

/** The asked day: what leaves on it, and when nothing does, the nearest before it that is still ahead. */
function askedDay(
  index: QueryIndex, q: { from: string; to: string; now: Date; start: Date; weekday: Weekday },
  direct: readonly LiveSailing[], journeys: readonly Journey[], status: StatusLookup | null,
): AskedDay {
  const date = manilaDate(q.start);
  // The route's day list has a range per weekday (day-list.ts): a weekday it sails has trips in its range.
  const list = index.byRoute.get(routeKey(q.from, q.to));
  const directDays = list ? WEEKDAYS.filter((_, d) => list.dayStart[d + 1]! > list.dayStart[d]!) : [];
  const directServed = direct.some((s) => s.date === date);
  const served = directServed || journeys.some((j) => j.departure.moment?.date === date);
  const before = (d: string | undefined) => d !== undefined && d < date;
  let earlierDirect: LiveSailing | null = null;
  let earlierJourney: Journey | null = null;
  if (directDays.length > 0 && !directServed) {
    earlierDirect = liveSailings(index, { from: q.from, to: q.to, now: q.now, count: EARLIER_LOOK }, status).sailings
      .filter((s) => s.status?.state !== 'cancelled' && before(s.date)).at(-1) ?? null;
  } else if (directDays.length === 0 && !served) {
    earlierJourney = connections(index, { from: q.from, to: q.to, now: q.now, limit: CONNECTION_COUNT + 1, changes: sailingChanges(status) })
      .journeys.filter((j) => j.changes > 0 && before(j.departure.moment?.date))
      .reduce<Journey | null>((last, j) => (!last || j.departure.weekMinute > last.departure.weekMinute ? j : last), null);
  }
  return { weekday: q.weekday, date, directDays, directServed, served, earlierDirect, earlierJourney };
}

/** The routes an answer asked for (from → to) or offers (the legs of its connections). */
function answerRoutes(index: QueryIndex, from: string, to: string, journeys: readonly Journey[]): Set<string> {
  const routes = new Set([...index.timetables.values()].filter((t) => t.from === from && t.to === to).map((t) => t.id));
  for (const leg of journeys.flatMap((j) => j.legs)) routes.add(leg.routeId);
  return routes;
}

/** The cancelled sailings of the routes an answer offers (or asked for), up to the last departure it offers. */
function cancelledOnTheWay(
  index: QueryIndex, status: StatusLookup | null, start: Date, routes: ReadonlySet<string>, direct: readonly Sailing[], journeys: readonly Journey[],
): LiveSailing[] {
  if (!status || status.list.every((s) => s.state !== 'cancelled')) return [];
  const departures = [
    ...direct.flatMap((s) => (s.departure ? [Date.parse(s.departure.iso)] : [])),
    ...journeys.flatMap((j) => j.legs.flatMap((l) => (l.departure.moment ? [Date.parse(l.departure.moment.iso)] : []))),
  ];
  // With nothing offered, the cancelled sailings of the coming week are why.
  const until = departures.length > 0 ? Math.max(...departures) : start.getTime() + 7 * 24 * 3_600_000;
  return statusSailings(index, status, routes, start)
    .filter((s) => s.status!.state === 'cancelled' && (s.departure ? Date.parse(s.departure.iso) : manilaDayStartMs(s.date)) <= until);
}

/** One change through an undated route: the next dated sailing to its start, or from its end. */
function possibleConnections(
  index: QueryIndex, undatedRoutes: readonly UndatedRoute[], from: string, to: string, start: Date, status: StatusLookup | null,
): PossibleConnection[] {
  return undatedRoutes.flatMap((undated) => {
    const undatedFirst = undated.from === from;
    // Neither end is the question's, or both are (then the undated route is itself the answer): no connection.
    if (undatedFirst === (undated.to === to)) return [];
    const leg = undatedFirst ? { from: undated.to, to } : { from, to: undated.from };
    // The dated leg's first sailing that leaves (a cancelled one is not offered), with its status.
    const sailing = liveSailings(index, { ...leg, now: start, count: 1 }, status).sailings.find((s) => s.status?.state !== 'cancelled');
    return sailing ? [{ sailing, undated, undatedFirst }] : [];
  });
}

/** Whether a leg is a sea crossing the booking site sells (road legs are not). */
export function isBookable(mode: Sailing['mode']): boolean {
  return mode !== 'road';
}

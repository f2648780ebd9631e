/**
 * The trip planner's question and answer, pure: the traveller's words and day in, direct sailings and connections
 * out, all from the query engine. `now` is a parameter (the page passes the browser's clock after hydration).
 * The page loads this module (and the engine with it) once a question is asked (use-plan.ts); the question's URL
 * form is plan-query.ts.
 */
import { routeKey } from '../../graph/keys';
import { manilaMidnightOfNext, manilaWeekday } from '../../graph/time';
import type { Figure, Graph, PesoRange } from '../../graph/types';
import { connections, type Journey } from '../../query/connections';
import { placeReader } from '../../graph/place-table';
import type { PlaceWords } from '../../graph/places';
import { indexTrips, type PlannerSettings, type QueryIndex } from '../../query/index-trips';
import { nextSailings, type Sailing } from '../../query/next-sailings';
import type { PlaceResolution } from '../../graph/places';
import type { QueryProblem } from '../../query/problems';
import { explainPlace } from '../../query/resolve';
import { unpackTrips, type PackedTrips } from '../../query/trip-codec';
import type { DayChoice } from '../schedules/days';
import type { PlanQuery } from './plan-query';

/** What the planner page carries (built by its loader): every trip, packed, and the words places are known by. */
export interface PlannerData extends PlaceWords {
  trips: PackedTrips;
  places: Graph['places'];
  planner: PlannerSettings;
  /** Routes some source gives a fare for but no sailing days (Odiongan → Caticlan): offered with that said. */
  undated: UndatedRoute[];
}

/** A route with a published fare and no published days or times. */
export interface UndatedRoute { id: string; from: string; to: string; fare: Figure<PesoRange> | null }

/** The engine's index over every trip, with place words and the planner settings. */
export function plannerIndex(data: PlannerData): QueryIndex {
  return indexTrips(unpackTrips(data.trips), { places: placeReader(data), planner: data.planner });
}

/** Where the search starts: now for today or any day; otherwise 00:00 PST of the next such weekday. */
export function searchStart(now: Date, day: DayChoice | ''): Date {
  if (day === '' || day === 'today' || day === manilaWeekday(now)) return now;
  return new Date(manilaMidnightOfNext(day, now));
}

export interface Plan {
  /** Ports the words resolved to (null when they did not). */
  from: string | null;
  to: string | null;
  start: Date;
  direct: Sailing[];
  /** Journeys with at least one change, earliest arrival first. */
  connections: Journey[];
  /** Why there is nothing to show, if so. */
  problem: QueryProblem | null;
  /** Whether a timetable goes the other way (to → from): "the operator publishes only the outbound trip". */
  reversePublished: boolean;
  /** A route between the two places whose days are not published: the answer says so and whom to ask. */
  undated: UndatedRoute | null;
  /**
   * Possible connections through a route whose days are not published (issue 25 item 4: Batangas → Odiongan, then
   * Odiongan → Caticlan): its next dated sailing before or after the undated leg. Ranked after every timed answer.
   */
  possible: PossibleConnection[];
}

/** A dated sailing and an undated route that together make the trip, in travel order. */
export interface PossibleConnection { sailing: Sailing; undated: UndatedRoute; undatedFirst: boolean }

function unresolved(field: 'from' | 'to', r: Extract<PlaceResolution, { ok: false }>): QueryProblem {
  if (r.reason === 'empty') return { code: 'missing_place', field };
  return { code: r.reason === 'not_served' ? 'place_not_served' : 'unknown_place', field, input: r.input };
}

const DIRECT_COUNT = 3;
const CONNECTION_COUNT = 3;

export function plan(index: QueryIndex, query: PlanQuery, now: Date, undatedRoutes: readonly UndatedRoute[] = []): Plan {
  const start = searchStart(now, query.day);
  const empty = (problem: QueryProblem, from: string | null = null, to: string | null = null): Plan =>
    ({ from, to, start, direct: [], connections: [], problem, reversePublished: false, undated: null, possible: [] });
  if (!query.from.trim()) return empty({ code: 'missing_place', field: 'from' });
  if (!query.to.trim()) return empty({ code: 'missing_place', field: 'to' });
  const a = explainPlace(index, query.from);
  const b = explainPlace(index, query.to);
  if (!a.ok) return empty(unresolved('from', a));
  if (!b.ok) return empty(unresolved('to', b));
  const from = a.port;
  const to = b.port;
  if (from === to) return empty({ code: 'same_place', port: from }, from, to);

  const direct = nextSailings(index, { from, to, now: start, count: DIRECT_COUNT }).sailings;
  const found = connections(index, { from, to, now: start, limit: CONNECTION_COUNT + 1 });
  const changing = found.journeys.filter((j) => j.changes > 0).slice(0, CONNECTION_COUNT);
  const undated = undatedRoutes.find((r) => r.from === from && r.to === to) ?? null;
  const possible = possibleConnections(index, undatedRoutes, from, to, start);
  const problem = direct.length === 0 && changing.length === 0 && !undated && possible.length === 0
    ? found.problem ?? { code: 'no_journey', from, to, maxChanges: index.planner?.maxChanges ?? 0 }
    : null;
  return { from, to, start, direct, connections: changing, problem, reversePublished: index.byRoute.has(routeKey(to, from)), undated, possible };
}

/** One change through an undated route: the next dated sailing to its start, or from its end. */
function possibleConnections(index: QueryIndex, undatedRoutes: readonly UndatedRoute[], from: string, to: string, start: Date): PossibleConnection[] {
  const out: PossibleConnection[] = [];
  for (const undated of undatedRoutes) {
    if (undated.to === to && undated.from !== from) {
      const sailing = nextSailings(index, { from, to: undated.from, now: start, count: 1 }).sailings[0];
      if (sailing) out.push({ sailing, undated, undatedFirst: false });
    } else if (undated.from === from && undated.to !== to) {
      const sailing = nextSailings(index, { from: undated.to, to, now: start, count: 1 }).sailings[0];
      if (sailing) out.push({ sailing, undated, undatedFirst: true });
    }
  }
  return out;
}

/** Whether a leg is a sea crossing the booking site sells (road legs are not). */
export function isBookable(mode: Sailing['mode']): boolean {
  return mode !== 'road';
}

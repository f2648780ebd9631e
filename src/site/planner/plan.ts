/**
 * The trip planner's question and answer, pure: the traveller's words and day in, direct sailings and connections
 * out, all from the query engine. `now` is a parameter (the page passes the browser's clock after hydration).
 */
import { weekdayIndex } from '../../graph/time';
import type { Graph, Port } from '../../graph/types';
import type { QueryIndex } from '../../query/build-index';
import { buildHops } from '../../query/hops';
import { connections, type Journey } from '../../query/connections';
import { manilaWeekday } from '../../query/manila-time';
import { nextSailings, type Sailing } from '../../query/next-sailings';
import { buildPlaceTable, type PlaceResolution } from '../../query/places';
import type { QueryProblem } from '../../query/problems';
import { explainPlace } from '../../query/resolve';
import { parseDay, type DayChoice } from '../schedules/days';
import { pageIndex, type PackedTrips } from '../schedules/trips';

/** What the planner page carries (built by its loader): enough of the graph for buildIndex and place words. */
export interface PlannerData {
  trips: PackedTrips;
  ports: { id: string; name: string; city: string; aliases: string[] }[];
  places: Graph['places'];
  destinations: { name: string; slug: string; port: string | null }[];
  planner: Graph['site']['planner'];
}

/**
 * The page index (schedules/trips.ts) plus what connections and place resolution read: every port, the hops,
 * the route graph's neighbours, the place words and the planner settings — built with the engine's own builders.
 */
export function plannerIndex(data: PlannerData): QueryIndex {
  const base = pageIndex(data.trips);
  const outNeighbors = new Map<string, string[]>();
  const inNeighbors = new Map<string, string[]>();
  for (const key of base.byRoute.keys()) {
    const [from, to] = key.split(' ') as [string, string];
    (outNeighbors.get(from) ?? outNeighbors.set(from, []).get(from)!).push(to);
    (inNeighbors.get(to) ?? inNeighbors.set(to, []).get(to)!).push(from);
  }
  for (const ids of [...outNeighbors.values(), ...inNeighbors.values()]) ids.sort();
  return {
    ...base,
    ports: new Map(data.ports.map((p) => [p.id, p as unknown as Port])),
    planner: data.planner,
    hops: buildHops(base.byRoute),
    outNeighbors,
    inNeighbors,
    placeTable: buildPlaceTable(data as unknown as Pick<Graph, 'ports' | 'places' | 'destinations'>),
  };
}

export interface PlanQuery { from: string; to: string; day: DayChoice | '' }

export function readPlanQuery(params: URLSearchParams): PlanQuery {
  return { from: (params.get('from') ?? '').slice(0, 100), to: (params.get('to') ?? '').slice(0, 100), day: parseDay(params.get('day')) };
}

export function planParams(query: PlanQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.from.trim()) params.set('from', query.from.trim());
  if (query.to.trim()) params.set('to', query.to.trim());
  if (query.day) params.set('day', query.day.toLowerCase());
  return params;
}

const MS_PER_DAY = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Where the search starts: now for today or any day; otherwise 00:00 PST of the next such weekday. */
export function searchStart(now: Date, day: DayChoice | ''): Date {
  if (day === '' || day === 'today') return now;
  const ahead = (weekdayIndex(day) - weekdayIndex(manilaWeekday(now)) + 7) % 7;
  if (ahead === 0) return now;
  const manilaMidnight = Math.floor((now.getTime() + MANILA_OFFSET_MS) / MS_PER_DAY) * MS_PER_DAY - MANILA_OFFSET_MS;
  return new Date(manilaMidnight + ahead * MS_PER_DAY);
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
}

function unresolved(field: 'from' | 'to', r: Extract<PlaceResolution, { ok: false }>): QueryProblem {
  if (r.reason === 'empty') return { code: 'missing_place', field };
  return { code: r.reason === 'not_served' ? 'place_not_served' : 'unknown_place', field, input: r.input };
}

const DIRECT_COUNT = 3;
const CONNECTION_COUNT = 3;

export function plan(index: QueryIndex, query: PlanQuery, now: Date): Plan {
  const start = searchStart(now, query.day);
  const empty = (problem: QueryProblem, from: string | null = null, to: string | null = null): Plan =>
    ({ from, to, start, direct: [], connections: [], problem });
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
  const problem = direct.length === 0 && changing.length === 0
    ? found.problem ?? { code: 'no_journey', from, to, maxChanges: index.planner.maxChanges }
    : null;
  return { from, to, start, direct, connections: changing, problem };
}

/** Whether a leg is a sea crossing the booking site sells (road legs are not). */
export function isBookable(mode: Sailing['mode']): boolean {
  return mode !== 'road';
}

/**
 * The schedule query engine: pure functions over an index built once (indexTrips: at build time from the graph,
 * in the browser from a page's packed trips). No clock reads — every "now" is a parameter — and no Node APIs.
 * Pages import the modules they use directly (so a page that only filters never loads the planner's code); this
 * barrel is for scripts and tests.
 */
export { indexTrips, type IndexOptions, type PlannerSettings, type QueryIndex, type TripSet } from './index-trips';
export { queryIndexOf } from './graph-index';
export { tripSetOf } from './trip-set';
export { packTrips, unpackTrips, type PackedTrips } from './trip-codec';
export { compareDepartureOrder } from './departure-order';
export { listTrips, type DayList } from './day-list';
export { departures, type DeparturesQuery } from './departures';
export {
  nextSailings, type NextSailingsQuery, type NextSailingsResult, type Sailing,
} from './next-sailings';
export {
  connections, MAX_CHANGES_LIMIT, type ConnectionsQuery, type ConnectionsResult, type Journey, type JourneyLeg,
  type JourneyTime,
} from './connections';
export { explainPlace, resolvePlace } from './resolve';
export { normalizePlaceWords, type MatchKind, type PlaceResolution, type PlaceWords } from '../graph/places';
export type { QueryProblem } from './problems';

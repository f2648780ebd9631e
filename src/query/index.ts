/**
 * The schedule query engine: pure functions over the graph with indexes built once (build time or browser).
 * No clock reads — every "now" is a parameter — and no Node APIs.
 */
export {
  buildIndex, compareDepartureOrder, findTrip, listTrips, routeKey, type DayList, type QueryIndex,
} from './build-index';
export { departures, type DeparturesQuery } from './departures';
export {
  nextSailings, type NextSailingsQuery, type NextSailingsResult, type Sailing,
} from './next-sailings';
export {
  connections, MAX_CHANGES_LIMIT, type ConnectionsQuery, type ConnectionsResult, type Journey, type JourneyLeg,
  type JourneyTime,
} from './connections';
export { explainPlace, resolvePlace } from './resolve';
export { normalizePlaceWords, type MatchKind, type PlaceResolution } from './places';
export { manilaDate, manilaMoment, manilaWeekday, type ManilaMoment } from './manila-time';
export type { QueryProblem } from './problems';

/**
 * The schedule query engine: pure functions over an index built once (indexTrips: at build time from the graph,
 * in the browser from a page's packed trips). No clock reads — every "now" is a parameter — and no Node APIs.
 * Pages import the modules they use directly (so a page that only filters never loads the planner's code); this
 * barrel is for scripts and tests.
 */
export { indexTrips, type QueryIndex } from './index-trips';
export { queryIndexOf } from './graph-index';
export { packTrips, unpackTrips } from './trip-codec';
export { compareDepartureOrder } from './departure-order';
export { departures } from './departures';
export { nextSailings } from './next-sailings';
export { connections } from './connections';

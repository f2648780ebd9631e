/**
 * Place resolution (the traveller's words → a port id) lives in src/graph/places.ts, below both the query engine
 * and the data check, which resolve the same words; this module keeps the query engine's import path.
 */
export * from '../graph/places';

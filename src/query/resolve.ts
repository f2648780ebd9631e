/**
 * Turning query inputs into port ids. A query accepts either a port id (what a URL carries: ?from=batangas) or the
 * traveller's words ("Boracay"); ids are tried first so the common case is one map lookup. Words are read by the
 * index's reader (IndexOptions.places); an index without one knows port ids only.
 */
import type { PlaceResolution } from '../graph/places';
import type { QueryIndex } from './index-trips';
import type { QueryProblem } from './problems';

/** The words → a port, or why not: 'empty', 'unknown', or 'not_served' (a listed place no port serves). */
export function explainPlace(index: QueryIndex, words: string): PlaceResolution {
  if (index.ports.has(words)) return { ok: true, port: words, matched: 'id' };
  return index.places?.read(words) ?? { ok: false, reason: words.trim() ? 'unknown' : 'empty', input: words };
}

/** The traveller's words → a port id, or null. Case, accents, punctuation and spacing are ignored. */
export function resolvePlace(index: QueryIndex, words: string): string | null {
  const resolution = explainPlace(index, words);
  return resolution.ok ? resolution.port : null;
}

export type PortOrProblem = { port: string; problem: null } | { port: null; problem: QueryProblem };

/** A query field → port id, or the problem to report. */
export function portForField(index: QueryIndex, field: 'from' | 'to', input: string | undefined): PortOrProblem {
  if (input !== undefined && index.ports.has(input)) return { port: input, problem: null };
  if (input === undefined || input.trim() === '') return { port: null, problem: { code: 'missing_place', field } };
  const resolution = explainPlace(index, input);
  if (resolution.ok) return { port: resolution.port, problem: null };
  if (resolution.reason === 'not_served') return { port: null, problem: { code: 'place_not_served', field, input } };
  return { port: null, problem: { code: 'unknown_place', field, input } };
}

/**
 * Place resolution: the traveller's words ("Boracay", "  CEBU ", "tagbilaran") → a port id.
 * Every word list comes from the data (port ids, names, cities, aliases, the places list, destination names);
 * the code only normalises case, accents, punctuation and spacing.
 *
 * In graph/ (not query/) because the data check resolves the same words: a port card's "Available Routes"
 * (claimed_route_without_timetable) must mean the port the pages and the planner take it for.
 */
import type { Place, Port } from './types';

/** The words places are known by: ports with their aliases, the suggestions list, destination names. */
export interface PlaceWords {
  /** `label` ("Culasi Port (Roxas)", what the pages show) is matched like the name when given. */
  readonly ports: readonly (Pick<Port, 'id' | 'name' | 'city' | 'aliases'> & { label?: string })[];
  readonly places: readonly Place[];
  readonly destinations: readonly { name: string; slug: string; port: string | null }[];
}

/** How a key was matched, in priority order: when two ports claim the same words, the earlier kind wins. */
export const MATCH_KINDS = ['id', 'name', 'place', 'alias', 'destination', 'city'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** A normalised key → the port it names, or null for a place in the list that no port serves (e.g. Siargao). */
export interface PlaceEntry {
  port: string | null;
  matched: MatchKind;
}

export type PlaceResolution =
  | { ok: true; port: string; matched: MatchKind }
  | { ok: false; reason: 'empty' | 'unknown' | 'not_served'; input: string };

/** "  Puerto-Princesa, Palawan " → "puerto princesa palawan"; "Dapitan City" → "dapitan city"; accents dropped. */
export function normalizePlaceWords(words: string): string {
  return words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * What a query index is given to read the traveller's words (place-table.ts placeReader). An index without one
 * takes port ids only, so a timetable page, which filters by id, ships none of the word code.
 */
export interface PlaceReader {
  /** Every port the words can name: each may be asked for by id, even one with no trips ("no service"). */
  readonly portIds: readonly string[];
  read(words: string): PlaceResolution;
}

export function explainPlaceWith(table: ReadonlyMap<string, PlaceEntry>, words: string): PlaceResolution {
  const key = normalizePlaceWords(words);
  if (!key) return { ok: false, reason: 'empty', input: words };
  const entry = table.get(key);
  if (!entry) return { ok: false, reason: 'unknown', input: words };
  if (entry.port === null) return { ok: false, reason: 'not_served', input: words };
  return { ok: true, port: entry.port, matched: entry.matched };
}

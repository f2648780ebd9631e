/**
 * Place resolution: the traveller's words ("Boracay", "  CEBU ", "tagbilaran") → a port id.
 * Every word list comes from the data (port ids, names, cities, aliases, the places list, destination names);
 * the code only normalises case, accents, punctuation and spacing.
 *
 * In graph/ (not query/) because the data check resolves the same words: a port card's "Available Routes"
 * (claimed_route_without_timetable) must mean the port the pages and the planner take it for. query/places.ts
 * re-exports it.
 */
import type { Place, Port } from './types';

/** The words places are known by: ports with their aliases, the suggestions list, destination names. */
export interface PlaceWords {
  readonly ports: readonly Pick<Port, 'id' | 'name' | 'city' | 'aliases'>[];
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
 * The lookup table, built once. Ports are visited in id order and kinds in MATCH_KINDS order, so a key claimed by
 * two ports resolves the same way on every build. A places-list name with no port maps to null ("not served")
 * unless a port also claims it.
 */
export function buildPlaceTable(graph: PlaceWords): Map<string, PlaceEntry> {
  const candidates: Record<MatchKind, [string, string | null][]> = {
    id: [], name: [], place: [], alias: [], destination: [], city: [],
  };
  for (const port of graph.ports) {
    candidates.id.push([port.id, port.id]);
    candidates.name.push([port.name, port.id]);
    candidates.city.push([port.city, port.id]);
    for (const alias of port.aliases) candidates.alias.push([alias, port.id]);
  }
  for (const place of graph.places) candidates.place.push([place.name, place.port]);
  const portIds = new Set(graph.ports.map((p) => p.id));
  for (const destination of graph.destinations) {
    const port = destination.port && portIds.has(destination.port) ? destination.port : null;
    if (!port) continue;
    candidates.destination.push([destination.name, port], [destination.slug, port]);
  }

  const table = new Map<string, PlaceEntry>();
  for (const matched of MATCH_KINDS) {
    for (const [words, port] of candidates[matched]) {
      const key = normalizePlaceWords(words);
      if (!key) continue;
      const existing = table.get(key);
      // A null (unserved) entry gives way to a later kind that names a port.
      if (existing && (existing.port !== null || port === null)) continue;
      table.set(key, { port: port && portIds.has(port) ? port : null, matched });
    }
  }
  return table;
}

export function explainPlaceWith(table: ReadonlyMap<string, PlaceEntry>, words: string): PlaceResolution {
  const key = normalizePlaceWords(words);
  if (!key) return { ok: false, reason: 'empty', input: words };
  const entry = table.get(key);
  if (!entry) return { ok: false, reason: 'unknown', input: words };
  if (entry.port === null) return { ok: false, reason: 'not_served', input: words };
  return { ok: true, port: entry.port, matched: entry.matched };
}

/**
 * A route name a page writes ("Manila", "Caticlan (Boracay)", "Nasipit (Butuan)") → the port it means: the words as
 * a whole, else the name before the brackets, else the one inside them. Null when no port claims any of them.
 */
export function portOfRouteName(table: ReadonlyMap<string, PlaceEntry>, name: string): string | null {
  const bracket = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(name);
  for (const words of bracket ? [name, bracket[1]!, bracket[2]!] : [name]) {
    const resolution = explainPlaceWith(table, words);
    if (resolution.ok) return resolution.port;
  }
  return null;
}

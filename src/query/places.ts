/**
 * Place resolution: the traveller's words ("Boracay", "  CEBU ", "tagbilaran") → a port id.
 * Every word list comes from the data (port ids, names, cities, aliases, the places list, destination names);
 * the code only normalises case, accents, punctuation and spacing.
 */
import type { Place, Port } from '../graph/types';

/** `label` ("Culasi Port (Roxas)", what the pages show) is matched like the name when given. */
export type PortRef = Pick<Port, 'id' | 'name' | 'city' | 'aliases'> & { label?: string };
export interface DestinationRef { name: string; slug: string; port: string | null }

/** The words places are known by: ports with their aliases, the suggestions list, destination names. */
export interface PlaceSource {
  readonly ports: readonly PortRef[];
  readonly places: readonly Place[];
  readonly destinations: readonly DestinationRef[];
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
export function buildPlaceTable(graph: PlaceSource): Map<string, PlaceEntry> {
  const candidates: Record<MatchKind, [string, string | null][]> = {
    id: [], name: [], place: [], alias: [], destination: [], city: [],
  };
  for (const port of graph.ports) {
    candidates.id.push([port.id, port.id]);
    candidates.name.push([port.name, port.id]);
    // The label pages show ("Caticlan Jetty Port (Boracay)") reads back as the same port when typed or linked.
    if (port.label) candidates.name.push([port.label, port.id]);
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

/** The reader an index needs for words (IndexOptions.readPlace): the table is built on the first word it reads. */
export function placeReader(source: PlaceSource): (words: string) => PlaceResolution {
  let table: ReadonlyMap<string, PlaceEntry> | null = null;
  return (words) => explainPlaceWith(table ??= buildPlaceTable(source), words);
}

export function explainPlaceWith(table: ReadonlyMap<string, PlaceEntry>, words: string): PlaceResolution {
  const key = normalizePlaceWords(words);
  if (!key) return { ok: false, reason: 'empty', input: words };
  const entry = table.get(key);
  if (!entry) return { ok: false, reason: 'unknown', input: words };
  if (entry.port === null) return { ok: false, reason: 'not_served', input: words };
  return { ok: true, port: entry.port, matched: entry.matched };
}

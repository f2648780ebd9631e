/**
 * The place-word table: every word list of the data (port ids, names, cities, aliases, the places list, destination
 * names) → the port it names. Its own module because only the planner and the build need it: a timetable page asks
 * by port id and must not download it (a module shared with places.ts would land in the pages' common chunk).
 */
import { MATCH_KINDS, explainPlaceWith, normalizePlaceWords, type MatchKind, type PlaceEntry, type PlaceReader, type PlaceWords } from './places';

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

/** The reader a query index takes (IndexOptions.places): the table built once, the words read through it. */
export function placeReader(graph: PlaceWords): PlaceReader {
  const table = buildPlaceTable(graph);
  return { portIds: graph.ports.map((p) => p.id), read: (words) => explainPlaceWith(table, words) };
}

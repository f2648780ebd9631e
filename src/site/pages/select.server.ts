/**
 * Build time only: selectors the pages' data modules (pages/*Page.server.ts) share. They cut the graph down to what
 * a page renders: the result is the page's loader data, so nothing here may return a whole collection "just in
 * case".
 */
import type { Advisory, Graph, Port, Timetable } from '../../graph/types';
import { buildPlaceTable, explainPlaceWith } from '../../query/places';
import type { PortIndex } from '../components/types';
import type { TimetableDisplay } from '../components/TimetableTable';
import { scheduleHref } from '../format/links';
import { MIN_LEAD_DAYS } from '../booking/dates';
import type { BookingInfo } from '../components/types';

/** Name, label, destination page and booking place name of the given ports (unknown ids are skipped: the data check reports them). */
export function portIndex(graph: Graph, ids: Iterable<string>): PortIndex {
  const wanted = new Set(ids);
  const index: PortIndex = {};
  for (const port of graph.ports) {
    if (!wanted.has(port.id)) continue;
    index[port.id] = { name: port.name, label: port.label, destination: port.destination, book: placeNameForPort(graph, port.id) };
  }
  return index;
}

/** A timetable without its per-weekday trips and maintainer fields: the rows are what tables show. */
export function timetableDisplay(t: Timetable): TimetableDisplay {
  return { id: t.id, name: t.name, from: t.from, to: t.to, fare: t.fare, note: t.note, rows: t.rows, statedDuration: t.statedDuration };
}

export function timetablesById(graph: Graph, ids: readonly string[]): TimetableDisplay[] {
  const byId = new Map(graph.timetables.map((t) => [t.id, t]));
  return ids.flatMap((id) => {
    const t = byId.get(id);
    return t ? [timetableDisplay(t)] : [];
  });
}

/**
 * The word the search panel should be prefilled with for a port: a suggestion-list name that maps to the port
 * (preferring the port's city, e.g. "Manila" rather than "Manila North Harbor", then a name the port's own name
 * says, "Caticlan" for Caticlan Jetty Port rather than "Boracay"), so the hand-off slug is one the booking host
 * knows and the traveller recognises. Falls back to the city, then the port name.
 */
export function placeNameForPort(graph: Graph, portId: string): string {
  const port: Port | undefined = graph.ports.find((p) => p.id === portId);
  const candidates = graph.places.filter((p) => p.port === portId);
  const byCity = port ? candidates.find((p) => p.name.toLowerCase() === port.city.toLowerCase()) : undefined;
  const nameWords = new Set(port?.name.toLowerCase().split(/[^a-z0-9]+/) ?? []);
  const inName = candidates.find((p) => p.name.toLowerCase().split(/\s+/).every((w) => nameWords.has(w)));
  return byCity?.name ?? inName?.name ?? candidates[0]?.name ?? port?.city ?? port?.name ?? portId;
}

/** The navigation label of a path ("Destinations" for /destinations), for breadcrumbs; the page heading otherwise. */
export function navLabel(graph: Graph, path: string): string {
  const entry = graph.site.nav.find((link) => link.to === path);
  if (entry) return entry.label;
  const key = path.slice(1) as keyof Graph['pages'];
  return graph.pages[key]?.heading ?? path;
}

/** Every advisory that names one of these routes or their ports, whatever its dates: the browser decides which are in force. */
export function advisoriesFor(graph: Graph, routes: readonly { id: string; from: string; to: string }[]): Advisory[] {
  return graph.advisories.filter((a) =>
    routes.some((t) => a.timetables.includes(t.id) || a.ports.includes(t.from) || a.ports.includes(t.to)));
}

/** Where and when to book (the phone of site.yaml, SPEC §9's lead time), for pages that link a dated sailing. */
export function bookingInfo(graph: Graph): BookingInfo {
  return { phone: graph.site.phone, leadDays: MIN_LEAD_DAYS };
}

/** The /schedules section (a timetable id) that shows the route from → to, or null when /schedules lists none. */
export function scheduleSection(graph: Graph, from: string, to: string): string | null {
  const listed = new Set(graph.schedules.groups.flatMap((g) => g.timetables));
  return graph.timetables.find((t) => listed.has(t.id) && t.from === from && t.to === to)?.id ?? null;
}

/**
 * /schedules with the route selected (issue 17 item 1): "/schedules?from=batangas&to=caticlan#batangas-caticlan".
 * A route /schedules does not list keeps its from and to, so the page answers that nothing is published for it.
 */
export function routeScheduleHref(graph: Graph, from: string, to: string): string {
  return scheduleHref({ from, to }, scheduleSection(graph, from, to));
}

/**
 * The port a route name on a page stands for ("Nasipit (Butuan)", "Tagbilaran (Bohol)", "Roxas City"), read with
 * the place words every search uses (query/places.ts): the whole name, else the words before the brackets, else the
 * words inside them. Null when none names a port: the name is then shown as plain text.
 */
export function portOfRouteName(graph: Graph, words: string): string | null {
  const table = buildPlaceTable({
    ports: graph.ports, places: graph.places,
    destinations: graph.destinations.map(({ name, slug, port }) => ({ name, slug, port })),
  });
  const bracket = /^(.*?)\s*\((.*)\)\s*$/.exec(words);
  for (const candidate of [words, ...(bracket ? [bracket[1]!, bracket[2]!] : [])]) {
    const found = explainPlaceWith(table, candidate);
    if (found.ok) return found.port;
  }
  return null;
}

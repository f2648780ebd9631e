/**
 * Build time only: selectors the pages' data modules (pages/*Page.server.ts) share. They cut the graph down to what
 * a page renders: the result is the page's loader data, so nothing here may return a whole collection "just in
 * case".
 */
import { bookingPlaceName } from '../../graph/booking-place';
import { routeKey } from '../../graph/keys';
import type { Advisory, Graph, Port, Timetable } from '../../graph/types';
import type { CalendarInfo } from '../calendar/types';
import { absoluteUrl } from '../format/links';
import type { PortIndex } from '../components/types';
import type { TimetableDisplay } from '../components/TimetableTable';
import type { UnpublishedRoute } from '../schedules/NotPublished';

/** Name and destination page of the given ports (unknown ids are skipped: the data check reports them). */
export function portIndex(graph: Graph, ids: Iterable<string>): PortIndex {
  const wanted = new Set(ids);
  const destinationNames = new Map(graph.destinations.map((d) => [d.slug, d.name]));
  const index: PortIndex = {};
  for (const port of graph.ports) {
    if (!wanted.has(port.id)) continue;
    const place = (port.destination && destinationNames.get(port.destination)) || port.city;
    index[port.id] = { name: port.name, place, destination: port.destination };
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

/** The place name Book Tickets links prefill for a port (../../graph/booking-place.ts); undefined when none maps to it. */
export function placeNameForPort(graph: Graph, portId: string): string | undefined {
  const port: Port | undefined = graph.ports.find((p) => p.id === portId);
  return (port && bookingPlaceName(graph.places, port)) ?? undefined;
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

/**
 * What the calendar export needs from the data (src/site/calendar/types.ts): the brand and host, the page's address,
 * the check-in policy (its hours become the reminder) and the arrive-early advice, by topic in policies.yaml.
 */
export function calendarInfo(graph: Graph, path: string): CalendarInfo {
  const checkIn = graph.policies.find((p) => p.topic === 'check_in_cutoff');
  const hours = checkIn?.values['hoursBeforeDeparture'];
  return {
    brand: graph.site.brand,
    host: new URL(graph.site.baseUrl).host,
    url: absoluteUrl(graph.site.baseUrl, path),
    checkIn: checkIn && typeof hours === 'number' ? { minutesBefore: Math.round(hours * 60), text: checkIn.text } : null,
    advice: graph.policies.filter((p) => p.topic === 'arrival_time').map((p) => p.text),
  };
}

/**
 * The trips to or from a port that a traveller would expect but no timetable gives: the way back of every
 * timetable touching the port that has none (Cebu → Manila for Manila → Cebu). Road legs are not the operator's
 * and are left out. Place names as pages show them, the departure port for "ask at the ticket office".
 */
export function unpublishedRoutes(graph: Graph, portId: string): UnpublishedRoute[] {
  const routes = new Set(graph.timetables.map((t) => routeKey(t.from, t.to)));
  const names = portIndex(graph, graph.ports.map((p) => p.id));
  const missing = new Map<string, UnpublishedRoute>();
  for (const t of graph.timetables) {
    if (t.mode === 'road' || (t.from !== portId && t.to !== portId) || routes.has(routeKey(t.to, t.from))) continue;
    missing.set(routeKey(t.to, t.from), {
      from: names[t.to]?.place ?? t.to, to: names[t.from]?.place ?? t.from, port: names[t.to]?.name ?? t.to,
    });
  }
  return [...missing.values()].sort((a, b) => a.from.localeCompare(b.from, 'en') || a.to.localeCompare(b.to, 'en'));
}

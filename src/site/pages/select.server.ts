/**
 * Build time only: selectors the pages' data modules (pages/*Page.server.ts) share. They cut the graph down to what
 * a page renders: the result is the page's loader data, so nothing here may return a whole collection "just in
 * case".
 */
import { bookingPlaceName } from '../../graph/booking-place';
import { routeKey } from '../../graph/keys';
import { portTown } from '../../graph/port-label';
import type { Graph, Port } from '../../graph/types';
import type { CalendarInfo, PortAdvice } from '../calendar/types';
import { scheduleHref } from '../../vocabulary/pages';
import { absoluteUrl } from '../format/links';
import type { BookingInfo, PortIndex } from '../components/types';
import type { TimetableDisplay } from '../components/TimetableTable';
import type { UnpublishedRoute } from '../schedules/NotPublished';
import { MIN_LEAD_DAYS } from '../../graph/lead-time';
import { buildPlaceTable, portOfRouteName as portOfRouteWords } from '../../graph/place-table';

/** Name, label, destination page and booking place name of the given ports (unknown ids are skipped: the data check reports them). */
export function portIndex(graph: Graph, ids: Iterable<string>): PortIndex {
  const wanted = new Set(ids);
  const index: PortIndex = {};
  for (const port of graph.ports) {
    if (!wanted.has(port.id)) continue;
    index[port.id] = { name: port.name, label: port.label, destination: port.destination, book: placeNameForPort(graph, port.id) ?? null };
  }
  return index;
}

/** The routes' timetables without their sources and provenance: the rows and facts are what tables show. */
export function timetablesById(graph: Graph, ids: readonly string[]): TimetableDisplay[] {
  const byId = new Map(graph.routes.map((t) => [t.id, t]));
  return ids.flatMap((id) => {
    const t = byId.get(id);
    return t ? [{
      id: t.id, name: t.name, from: t.from, to: t.to, mode: t.mode, fare: t.fare, travelTime: t.travelTime, note: t.note,
      rows: t.rows, daysPublished: t.daysPublished, departsFrom: t.departsFrom, unconfirmed: t.unconfirmed,
    }] : [];
  });
}

/** A destination tip's words (a tip about another way there carries the ports it names besides: PlannerPage.server.ts). */
export function tipText(item: Graph['destinations'][number]['tips']['lists'][number]['items'][number]): string {
  return typeof item === 'string' ? item : item.text;
}

/** The town travellers know a port by ("Manila", "Puerto Princesa"): its destination page's name, else its city. */
export function portTownOf(graph: Graph, portId: string): string {
  const port = graph.ports.find((p) => p.id === portId);
  if (!port) return portId;
  return portTown(port, graph.destinations.find((d) => d.slug === port.destination)?.name);
}

/**
 * The place name Book Tickets links prefill for a port: the search panel's own name for it (../../graph/booking-place.ts),
 * else the town travellers know it by ("Ozamis"), which the panel takes as typed text — every booking link names
 * both places in words, never a port id (the data check reports the port, booking_prefill_missing). Undefined for
 * an unknown port.
 */
export function placeNameForPort(graph: Graph, portId: string): string | undefined {
  const port: Port | undefined = graph.ports.find((p) => p.id === portId);
  return port ? bookingPlaceName(graph.places, port) ?? portTownOf(graph, portId) : undefined;
}

/** The navigation label of a path ("Destinations" for /destinations), for breadcrumbs; the page heading otherwise. */
export function navLabel(graph: Graph, path: string): string {
  const entry = graph.site.nav.find((link) => link.to === path);
  if (entry) return entry.label;
  const key = path.slice(1) as keyof Graph['pages'];
  return graph.pages[key]?.heading ?? path;
}

/** A policy's `hoursBeforeDeparture` (1, or "2-3": the longest) in minutes; null when it is not a figure. */
function minutesBefore(hours: number | string | undefined): number | null {
  const longest = typeof hours === 'number' ? hours : Number(String(hours ?? '').split('-').at(-1)?.trim());
  return Number.isFinite(longest) && longest > 0 ? Math.round(longest * 60) : null;
}

/**
 * What the calendar export needs from the data (src/site/calendar/types.ts): the brand and host, the page's address,
 * the check-in cut-off (the event says when it closes), the arrive-by advice of each port (the reminder and its words:
 * by topic in policies.yaml) and the ports' towns; `portIds` limits them to the ports a page's sailings can name.
 */
export function calendarInfo(graph: Graph, path: string, portIds?: readonly string[]): CalendarInfo {
  const named = portIds ? new Set(portIds) : null;
  const ports = graph.ports.filter((p) => !named || named.has(p.id));
  const advice = (topic: string): PortAdvice | null => {
    const policy = graph.policies.find((p) => p.topic === topic);
    const minutes = policy ? minutesBefore(policy.values['hoursBeforeDeparture']) : null;
    return policy && minutes !== null ? { minutesBefore: minutes, text: policy.text } : null;
  };
  return {
    brand: graph.site.brand,
    host: new URL(graph.site.baseUrl).host,
    url: absoluteUrl(graph.site.baseUrl, path),
    checkIn: advice('check_in_cutoff'),
    // A port's own rule is the policy of topic arrival_time_<port id> (policies.yaml says so in its header).
    arriveBy: {
      general: advice('arrival_time'),
      ports: Object.fromEntries(ports.flatMap((p) => { const own = advice(`arrival_time_${p.id}`); return own ? [[p.id, own]] : []; })),
    },
    // The town travellers know ("Ferry Manila → Puerto Princesa").
    places: Object.fromEntries(ports.map((p) => [p.id, { name: p.name, place: portTownOf(graph, p.id) }])),
    startsAt: Object.fromEntries(graph.routes.flatMap((t) => (t.departsFrom && (!named || named.has(t.from)) ? [[t.id, t.departsFrom]] : []))),
  };
}

/**
 * The trips to or from a port that a traveller would expect but no timetable gives: the way back of every
 * timetable touching the port that has none (Cebu → Manila for Manila → Cebu). Road legs are not the operator's
 * and are left out. Place names as pages show them, the departure port for "ask at the ticket office".
 */
export function unpublishedRoutes(graph: Graph, portId: string): UnpublishedRoute[] {
  const routes = new Set(graph.routes.map((t) => routeKey(t.from, t.to)));
  const names = portIndex(graph, graph.ports.map((p) => p.id));
  const missing = new Map<string, UnpublishedRoute>();
  // A route known only by its fare (its days are not published either) implies no way back.
  for (const t of graph.routes.filter((r) => r.daysPublished)) {
    if (t.mode === 'road' || (t.from !== portId && t.to !== portId) || routes.has(routeKey(t.to, t.from))) continue;
    missing.set(routeKey(t.to, t.from), {
      from: names[t.to]?.label ?? t.to, to: names[t.from]?.label ?? t.from, port: names[t.to]?.name ?? t.to,
    });
  }
  return [...missing.values()].sort((a, b) => a.from.localeCompare(b.from, 'en') || a.to.localeCompare(b.to, 'en'));
}

/** Where and when to book (the phone of site.yaml, the lead time), for pages that link a dated sailing. */
export function bookingInfo(graph: Graph): BookingInfo {
  return { phone: graph.site.phone, leadDays: MIN_LEAD_DAYS };
}

/**
 * /schedules with the route selected: "/schedules?from=batangas&to=caticlan#batangas-caticlan", the hash its section.
 * A route /schedules does not list keeps its from and to, so the page answers that nothing is published for it.
 */
export function routeScheduleHref(graph: Graph, from: string, to: string): string {
  const listed = new Set(graph.schedules.groups.flatMap((g) => g.timetables));
  return scheduleHref({ from, to }, graph.routes.find((t) => listed.has(t.id) && t.from === from && t.to === to)?.id ?? null);
}

/** One place-word table per graph: the ports page asks for every route name of every card. */
const placeTables = new WeakMap<Graph, ReturnType<typeof buildPlaceTable>>();

/**
 * The port a route name on a page stands for ("Nasipit (Butuan)", "Tagbilaran (Bohol)", "Roxas City"), read with
 * the place words every search uses (graph/place-table.ts): the whole name, else the words before the brackets, else the
 * words inside them. Null when none names a port: the name is then shown as plain text.
 */
export function portOfRouteName(graph: Graph, words: string): string | null {
  let table = placeTables.get(graph);
  if (!table) placeTables.set(graph, table = buildPlaceTable(graph));
  return portOfRouteWords(table, words);
}

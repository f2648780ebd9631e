/**
 * Graph → GTFS files (file name → CSV text). Pure and deterministic: rows are sorted by each file's primary key,
 * numbers are written as the data states them, and nothing reads the clock.
 *
 * Choices (also in src/gtfs/README.md):
 * - One route per route of the graph (one per from→to direction, its sources merged), named by its ports.
 * - One GTFS trip per (timetable, departure time, duration): the weekdays it sails become its calendar service
 *   ("mon-wed-fri"), valid over the data's feed window.
 * - Two stop times per trip. The arrival is departure + duration, written past 24:00:00 for later days. When the
 *   source states only a travel time ("8–9 h"), the arrival uses the longest figure and is marked timepoint=0
 *   (GTFS's "approximate time"); a planner then never promises a connection the slower sailing would miss.
 * - Fares v1: one fare per route, priced at the lowest fare the data gives for it (the "from ₱…" figure the site
 *   shows, graph/figure.ts lowestFare — also when the sources dispute the fare), PHP.
 */
import type { Graph, Port, Route, Trip } from '../graph/types';
import type { SiteData } from '../schema/collections';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '../time';
import { lowestFare } from '../graph/figure';
import { destinationPath, scheduleHref } from '../vocabulary/pages';
import { toCsv, type CsvValue } from './csv';
import { formatGtfsTime, serviceIdFor, toGtfsDate } from './gtfs-time';
import { publishedIds, routeIdOf, stopIdOf } from './ids';
import { selectFeedTimetables, type PublishedTimetable } from '../graph/feed-selection';
import { FEED_FILES, PRIMARY_KEYS, type FeedFileName } from './spec';

export type FeedConfig = NonNullable<SiteData['feed']>;
/** File name → CSV text, keys in sorted order. */
export type FeedFiles = Partial<Record<FeedFileName, string>>;
type Row = Record<string, CsvValue>;

const AGENCY_TIMEZONE = 'Asia/Manila';
export const FEED_LANG = 'en';
const ROUTE_TYPE_FERRY = 4;

/** GTFS values must not hold line breaks or edge spaces (validator: new_line_in_value, leading_or_trailing_whitespaces). */
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "Ferry Ticket PH" → "ferry-ticket-ph". */
export function agencyIdFor(brand: string): string {
  return brand.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function stopDescription(port: Port): string | null {
  const c = port.coordinates;
  if (!c) return null;
  return c.precision === 'approximate'
    ? `Approximate city-level position, not the pier. Source: ${clean(c.source)}`
    : `Pier position. Source: ${clean(c.source)}`;
}

/**
 * The route's own section: its table on /schedules, selected as the site's own links select it
 * ("/schedules?from=batangas&to=coron#batangas-coron"); a route /schedules does not list has no page of its own.
 */
function routePage(graph: Graph, timetable: Route): string | null {
  if (!graph.schedules.groups.some((g) => g.timetables.includes(timetable.id))) return null;
  return `${graph.site.baseUrl}${scheduleHref({ from: timetable.from, to: timetable.to }, timetable.id)}`;
}

export interface FeedTrip { id: string; routeId: string; serviceId: string; days: Weekday[]; dep: number; arr: number; stated: boolean; from: string; to: string }

/**
 * Groups a timetable's per-weekday trips into GTFS trips: same departure and duration → one trip, many days. Also
 * says which GTFS trip each graph trip is in: the GTFS-Realtime trip updates (realtime/trip-updates.ts) name a dated
 * sailing by exactly this trip_id.
 */
export function feedTripsOf({ timetable, trips }: PublishedTimetable): { trips: FeedTrip[]; idOf: Map<Trip, string> } {
  const groups = new Map<string, { dep: number; arr: number; stated: boolean; days: Set<Weekday>; members: Trip[] }>();
  for (const trip of trips) {
    const dep = trip.depMinute!;
    const key = `${dep}|${trip.durationMinutes.min}|${trip.durationMinutes.max}|${trip.arrivalStated}`;
    const group = groups.get(key) ?? { dep, arr: dep + trip.durationMinutes.max, stated: trip.arrivalStated, days: new Set(), members: [] };
    group.days.add(trip.depDay);
    group.members.push(trip);
    groups.set(key, group);
  }
  const used = new Set<string>();
  const idOf = new Map<Trip, string>();
  const feedTrips = [...groups.values()].map((group) => {
    const serviceId = serviceIdFor(group.days);
    const base = `${timetable.id}.${formatGtfsTime(group.dep).slice(0, 5).replace(':', '')}.${serviceId}`;
    // Same departure, same days, different durations: a conflict the time-model checks report; keep ids unique.
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}.${n}`;
    used.add(id);
    for (const trip of group.members) idOf.set(trip, id);
    return {
      id, routeId: routeIdOf(timetable.id), serviceId, days: WEEKDAYS.filter((d) => group.days.has(d)), dep: group.dep,
      arr: group.arr, stated: group.stated, from: stopIdOf(timetable.from), to: stopIdOf(timetable.to),
    };
  });
  return { trips: feedTrips, idOf };
}

function compareKeys(a: Row, b: Row, keys: readonly string[]): number {
  for (const key of keys) {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    if (typeof x === 'number' && typeof y === 'number') { if (x !== y) return x - y; continue; }
    const [sx, sy] = [String(x), String(y)];
    if (sx !== sy) return sx < sy ? -1 : 1; // code-unit order: independent of the machine's locale
  }
  return 0;
}

function serialise(file: FeedFileName, rows: Row[]): string {
  const header = FEED_FILES[file].map((field) => field.name);
  const sorted = [...rows].sort((a, b) => compareKeys(a, b, PRIMARY_KEYS[file]));
  return toCsv(header, sorted.map((row) => header.map((name) => row[name])));
}

export function buildFeed(graph: Graph, feed: FeedConfig): FeedFiles {
  const { site } = graph;
  const agencyId = agencyIdFor(site.brand);
  const selection = selectFeedTimetables(graph);
  const { published } = selection;
  const ports = new Map(graph.ports.map((port) => [stopIdOf(port.id), port]));
  const trips = published.flatMap((timetable) => feedTripsOf(timetable).trips);

  const rows: Partial<Record<FeedFileName, Row[]>> = {};
  rows['agency.txt'] = [{
    agency_id: agencyId, agency_name: clean(site.brand), agency_url: site.baseUrl, agency_timezone: AGENCY_TIMEZONE,
    agency_lang: FEED_LANG, agency_phone: site.phone.tel,
  }];

  rows['stops.txt'] = [...publishedIds(selection).stopIds].map((id) => {
    const port = ports.get(id);
    return {
      // The one name every page gives the port ("Culasi Port (Roxas)", graph/port-label.ts).
      stop_id: id, stop_name: port ? clean(port.label) : null, stop_desc: port ? stopDescription(port) : null,
      stop_lat: port?.coordinates?.lat ?? null, stop_lon: port?.coordinates?.lng ?? null,
      stop_url: port?.destination ? `${site.baseUrl}${destinationPath(port.destination)}` : null,
    };
  });

  rows['routes.txt'] = published.map(({ timetable }) => ({
    route_id: routeIdOf(timetable.id), agency_id: agencyId, route_short_name: null, route_long_name: clean(timetable.name),
    route_desc: timetable.note ? clean(timetable.note) : null, route_type: ROUTE_TYPE_FERRY,
    route_url: routePage(graph, timetable),
  }));

  rows['trips.txt'] = trips.map((trip) => ({
    route_id: trip.routeId, service_id: trip.serviceId, trip_id: trip.id,
    trip_headsign: clean(ports.get(trip.to)?.label ?? trip.to),
  }));

  rows['stop_times.txt'] = trips.flatMap((trip) => [
    {
      trip_id: trip.id, arrival_time: formatGtfsTime(trip.dep), departure_time: formatGtfsTime(trip.dep),
      stop_id: trip.from, stop_sequence: 1, pickup_type: 0, drop_off_type: 1, timepoint: 1,
    },
    {
      trip_id: trip.id, arrival_time: formatGtfsTime(trip.arr), departure_time: formatGtfsTime(trip.arr),
      stop_id: trip.to, stop_sequence: 2, pickup_type: 1, drop_off_type: 0, timepoint: trip.stated ? 1 : 0,
    },
  ]);

  const services = new Map(trips.map((trip) => [trip.serviceId, trip.days]));
  const [startDate, endDate] = [toGtfsDate(feed.startDate), toGtfsDate(feed.endDate)];
  rows['calendar.txt'] = [...services].map(([serviceId, days]) => ({
    service_id: serviceId,
    ...Object.fromEntries(WEEKDAYS.map((day) => [WEEKDAY_NAMES[day].toLowerCase(), days.includes(day) ? 1 : 0])),
    start_date: startDate, end_date: endDate,
  }));

  const fares = published.flatMap(({ timetable, trips: routeTrips }) => {
    const mins = [
      ...routeTrips.flatMap((trip) => (trip.fare ? [trip.fare.min] : [])),
      ...(timetable.fare ? [lowestFare(timetable.fare)] : []),
    ];
    return mins.length > 0 ? [{ routeId: routeIdOf(timetable.id), price: Math.min(...mins) }] : [];
  });
  if (fares.length > 0) {
    rows['fare_attributes.txt'] = fares.map((fare) => ({
      fare_id: fare.routeId, price: fare.price.toFixed(2), currency_type: 'PHP', payment_method: 1, transfers: 0,
      agency_id: agencyId,
    }));
    rows['fare_rules.txt'] = fares.map((fare) => ({ fare_id: fare.routeId, route_id: fare.routeId }));
  }

  rows['feed_info.txt'] = [{
    feed_publisher_name: clean(site.brand), feed_publisher_url: site.baseUrl, feed_lang: FEED_LANG,
    feed_start_date: startDate, feed_end_date: endDate, feed_version: clean(feed.version),
  }];

  const files: FeedFiles = {};
  for (const name of (Object.keys(rows) as FeedFileName[]).sort()) files[name] = serialise(name, rows[name]!);
  return files;
}

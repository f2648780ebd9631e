/**
 * Tiny graph builders for the feed tests. A route's timetable is written the way a maintainer writes the YAML (days,
 * dep, a stated arrival or a travel time) and expanded the way the graph contract (src/graph/types.ts) describes —
 * one merged timetable per route, rows with the source timetables that state them, a fare figure —
 * so the tests do not need the pipeline or the shipped data.
 */
import { minutes, rowDuration } from '../query/builders';
import { spanOfDurations } from '../../src/time';
import type { Figure, Graph, MinuteRange, PesoRange, Port, Route, RouteRow, Trip, Weekday } from '../../src/graph/types';
import type { FeedConfig } from '../../src/gtfs/feed';

export const FEED: FeedConfig = {
  startDate: '2026-01-01', endDate: '2026-12-31', version: '2026.1',
  license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
};

export function makePort(id: string, coordinates: Port['coordinates'] | null, extra: Partial<Port> = {}): Port {
  return {
    id, name: `${id[0]!.toUpperCase()}${id.slice(1)} Port`, city: id, aliases: [], timetables: [], destination: id,
    label: `${id[0]!.toUpperCase()}${id.slice(1)} Port`,
    ...(coordinates ? { coordinates } : {}), ...extra,
  };
}

interface Row {
  days: 'Daily' | Weekday[];
  dep: string | null;
  /** Stated arrival: days after departure and "HH:MM". */
  arr?: { dayOffset: number; time: string };
  /** Stated travel time in minutes (a number or a range) when no arrival is stated. */
  duration?: number | MinuteRange;
  /** The row's own fare (its source states one for this sailing alone). */
  fare?: PesoRange;
  /** Not stated by every source of the route (the sources disagree on its sailings): the feed leaves it out. */
  unconfirmed?: true;
  /** The sailing's other times ("11:00 or 17:30": one sailing at one of them): the feed leaves it out. */
  or?: string[];
  /** The source timetables that state this sailing; by default every source of the route. */
  sources?: string[];
}

export interface TimetableSpec {
  id: string; from: string; to: string; rows: Row[]; mode?: Trip['mode']; name?: string; note?: string;
  /** The route's fare, one figure every statement agrees on. */
  fare?: PesoRange;
  /** The route's fare as the sources dispute it: every range they publish (a disputed figure). */
  fares?: PesoRange[];
  /** The source timetables merged into the route, in file order; by default one, named as the route. */
  sources?: string[];
}

const byRange = (a: PesoRange, b: PesoRange) => a.min - b.min || a.max - b.max;

/** The fare figure, as route-facts.ts builds it: one value, or every value in a fixed order (lowest first). */
function fareFigure(spec: TimetableSpec, sources: string[]): Figure<PesoRange> | null {
  if (spec.fare && spec.fares) throw new Error(`${spec.id}: give fare or fares, not both`);
  if (spec.fare) return { disputed: false, value: spec.fare, statements: sources.map((s) => `timetable:${s}`) };
  if (!spec.fares) return null;
  if (spec.fares.length < 2) throw new Error(`${spec.id}: a disputed fare has two values or more`);
  const options = spec.fares.map((value, i) => ({ value, statements: [i === 0 ? 'fare-list:Test fares' : `timetable:${sources[i - 1] ?? spec.id}`] }));
  return { disputed: true, options: options.sort((a, b) => byRange(a.value, b.value)) };
}

export function makeTimetable(spec: TimetableSpec): Route {
  const mode = spec.mode ?? 'ferry';
  const sources = spec.sources ?? [spec.id];
  const fare = fareFigure(spec, sources);
  const rows: RouteRow[] = spec.rows.map((row) => {
    const depOptions = row.dep && row.or ? [row.dep, ...row.or].map(minutes).sort((a, b) => a - b) : null;
    return {
      days: row.days, dep: depOptions?.[0] ?? (row.dep === null ? null : minutes(row.dep)), depOptions,
      arr: row.arr ? { dayOffset: row.arr.dayOffset, minute: minutes(row.arr.time) } : null, durationMinutes: rowDuration(row),
      durationDerived: Boolean(row.arr && row.dep), fare: row.fare ?? null, hours: null,
      sources: row.sources ?? sources, confirmed: !row.unconfirmed,
    };
  });
  const travelTime = spanOfDurations(rows.map((r) => r.durationMinutes));
  return {
    id: spec.id, from: spec.from, to: spec.to, mode, name: spec.name ?? `${spec.from} to ${spec.to}`, fare,
    travelTime: travelTime && { disputed: false, value: travelTime, statements: sources.map((s) => `times:${s}`) },
    daysPublished: true, sailingsDisputed: rows.some((r) => !r.confirmed),
    unconfirmed: [
      ...(rows.some((r) => !r.confirmed) ? ['sailings' as const] : []), ...(fare?.disputed ? ['fare' as const] : []),
      ...(rows.some((r) => r.depOptions) ? ['departure' as const] : []),
    ],
    note: spec.note ?? null, departsFrom: null, crossTown: null,
    rows, sourceTimetables: sources, provenance: [],
  };
}

export function makeGraph(spec: {
  ports: Port[];
  timetables: Route[];
  feed?: FeedConfig | null;
  /**
   * Destination pages and the routes their schedule tables show (by route id, as normalise names them). A page with
   * an overview table is a hub's, listing the sailings leaving it (direction `from`).
   */
  destinations?: { slug: string; port: string; timetables: string[]; layout?: 'timetable' | 'overview' }[];
}): Graph {
  return {
    site: {
      brand: 'Test Ferries', baseUrl: 'https://ferries.example', phone: { display: '(02) 8000 0000', tel: '+63280000000' },
      ...(spec.feed === null ? {} : { feed: spec.feed ?? FEED }),
    },
    ports: [...spec.ports].sort((a, b) => (a.id < b.id ? -1 : 1)),
    routes: [...spec.timetables].sort((a, b) => (a.id < b.id ? -1 : 1)),
    schedules: { groups: [{ title: 'Routes', timetables: spec.timetables.map((t) => t.id) }] },
    destinations: (spec.destinations ?? []).map((d) => ({
      slug: d.slug, port: d.port, direction: d.layout === 'overview' ? 'from' : 'to',
      schedules: [{ title: d.slug, timetables: d.timetables, columns: [], layout: d.layout ?? 'timetable' }],
    })),
    advisories: [],
    status: [],
    suspensions: [],
  } as unknown as Graph;
}

/**
 * The small network most tests use. It covers each decision the feed makes:
 * - manila-coron: a stated overnight arrival, a name that needs CSV quoting;
 * - cebu-manila: a stated arrival two days later (49:30:00); a fare its sources dispute (₱2,479 or ₱2,350 up);
 * - manila-cebu: only a travel time (20–22 h) → estimated arrival, timepoint 0; merged from its destination page
 *   and the Manila hub overview, which also lists a daily 19:00 sailing the page does not (unconfirmed: left out);
 *   a Sunday sailing with its own, lower fare;
 * - coron-manila: two sources that state different days, so no sailing is confirmed (the route is left out);
 * - batangas-puerto-galera: "several crossings daily" without times (left out);
 * - manila-batangas-road: a bus leg (left out);
 * - iloilo has no coordinates but no published sailing calls there.
 */
export function fixtureGraph(overrides: { feed?: FeedConfig | null } = {}): Graph {
  return makeGraph({
    feed: overrides.feed,
    ports: [
      makePort('manila', { lat: 14.608, lng: 120.96, precision: 'approximate', source: 'North Harbor area, Tondo (approximate)' }),
      makePort('coron', { lat: 11.998, lng: 120.204, precision: 'pier', source: 'Coron town pier, "Lualhati Park" side' }),
      // Its label adds the town, as every page names it.
      makePort('cebu', { lat: 10.296, lng: 123.906, precision: 'approximate', source: 'Cebu Baseport area' }, { label: 'Cebu Port (Cebu City)' }),
      makePort('batangas', { lat: 13.755, lng: 121.045, precision: 'approximate', source: 'Batangas Port area' }),
      makePort('puerto-galera', { lat: 13.502, lng: 120.954, precision: 'approximate', source: 'Puerto Galera town' }),
      makePort('iloilo', null),
    ],
    timetables: [
      makeTimetable({
        id: 'manila-coron', from: 'manila', to: 'coron', name: 'Manila to "Coron", Palawan', fare: { min: 2236, max: 2394 },
        rows: [{ days: ['Tue'], dep: '13:30', arr: { dayOffset: 1, time: '02:30' } }],
      }),
      makeTimetable({
        id: 'coron-manila', from: 'coron', to: 'manila', fare: { min: 2236, max: 2394 }, sources: ['coron-manila', 'coron-manila-overview'],
        rows: [
          { days: ['Thu'], dep: '14:00', arr: { dayOffset: 1, time: '04:00' }, unconfirmed: true, sources: ['coron-manila'] },
          { days: ['Fri'], dep: '14:00', arr: { dayOffset: 1, time: '04:00' }, unconfirmed: true, sources: ['coron-manila-overview'] },
        ],
      }),
      makeTimetable({
        id: 'cebu-manila', from: 'cebu', to: 'manila', fares: [{ min: 2479, max: 2908 }, { min: 2350, max: 2700 }],
        rows: [{ days: ['Sun'], dep: '08:00', arr: { dayOffset: 2, time: '09:30' } }],
      }),
      makeTimetable({
        id: 'manila-cebu', from: 'manila', to: 'cebu', fare: { min: 2479, max: 2908 }, note: 'Boards at Pier 4.\nCheck in 2 h early.',
        sources: ['manila-cebu', 'manila-cebu-overview'],
        rows: [
          { days: 'Daily', dep: '19:00', duration: 1320, unconfirmed: true, sources: ['manila-cebu-overview'] },
          { days: ['Mon', 'Wed', 'Fri'], dep: '20:00', duration: { min: 1200, max: 1320 } },
          { days: ['Sun'], dep: '20:00', duration: { min: 1200, max: 1320 }, fare: { min: 1999, max: 2500 } },
        ],
      }),
      makeTimetable({
        id: 'batangas-puerto-galera', from: 'batangas', to: 'puerto-galera', fare: { min: 250, max: 400 },
        rows: [{ days: 'Daily', dep: null, duration: { min: 60, max: 90 } }],
      }),
      makeTimetable({
        id: 'manila-batangas-road', from: 'manila', to: 'batangas', mode: 'road', rows: [{ days: 'Daily', dep: '06:00', duration: 150 }],
      }),
    ],
    destinations: [
      { slug: 'manila', port: 'manila', timetables: ['manila-cebu'], layout: 'overview' },
      { slug: 'cebu', port: 'cebu', timetables: ['manila-cebu', 'cebu-manila'] },
      { slug: 'coron', port: 'coron', timetables: ['manila-coron', 'coron-manila'] },
    ],
  });
}

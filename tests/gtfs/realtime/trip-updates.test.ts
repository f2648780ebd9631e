/**
 * The trip updates feed (/gtfs-rt/trip-updates.pb), read back by a real decoder: MobilityData's
 * gtfs-realtime-bindings decodes the bytes, and every field must be what a trip planner needs to change the trip it
 * has from gtfs.zip — ids, dates and instants written out by hand here, not computed the way the builder computes them.
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { buildFeed } from '../../../src/gtfs/feed';
import { feedJson } from '../../../src/gtfs/realtime/message';
import { buildTripUpdatesFeed, encodeTripUpdates } from '../../../src/gtfs/realtime/trip-updates';
import { buildAlertsFeed, encodeAlerts } from '../../../src/gtfs/realtime/alerts';
import type { Graph } from '../../../src/graph/types';
import { FEED } from '../builders';
import { records } from '../read';
import { NOW, alertsGraph, decode, statusGraph, utc } from './fixture';

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;

const publish = (graph: Graph, now = NOW) => encodeTripUpdates(buildTripUpdatesFeed(graph, now).message);
/** A decoded trip update: its trip (id, route, start date and time, relationship), stop times, timestamp and delay. */
const update = (id: string, [tripId, routeId, startDate, startTime, scheduleRelationship]: string[], stopTimeUpdate: object[], timestamp: unknown, delay?: number) =>
  ({ id, tripUpdate: { trip: { tripId, routeId, startDate, startTime, scheduleRelationship }, stopTimeUpdate, timestamp, ...(delay === undefined ? {} : { delay }) } });

describe('trip-updates.pb decoded with gtfs-realtime-bindings', () => {
  const decoded = decode(publish(statusGraph()));

  it('header: GTFS-Realtime 2.0, FULL_DATASET, stamped with the instant it is published', () => {
    expect(decoded.header).toEqual({ gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: utc(2026, 12, 20, 4) });
  });

  it('one update per status a trip planner can apply, in the order they leave: delayed, cancelled, on time, extra', () => {
    expect(decoded.entity).toEqual([
      // Sunday 20 Dec, 20:00 → 22:30: the Sunday 20:00 shares its trip with Mon/Wed/Fri (same time and travel time).
      update('manila-cebu.2026-12-20.2000', ['manila-cebu.2000.mon-wed-fri-sun', 'manila-cebu', '20261220', '20:00:00', 'SCHEDULED'], [
        { stopSequence: 1, stopId: 'manila', departure: { delay: 9000, time: utc(2026, 12, 20, 14, 30) } },
        // Timetabled arrival: 20:00 + 22 h (the longest travel time, as stop_times.txt) = Mon 18:00, 2.5 h later.
        { stopSequence: 2, stopId: 'cebu', arrival: { delay: 9000, time: utc(2026, 12, 21, 12, 30) } },
      ], utc(2026, 12, 20, 2), 9000),
      // No stop times on the wire: a cancelled trip calls nowhere.
      update('manila-cebu.2026-12-21.2000', ['manila-cebu.2000.mon-wed-fri-sun', 'manila-cebu', '20261221', '20:00:00', 'CANCELED'], [], utc(2026, 12, 20, 1, 15)),
      update('batangas-calapan.2026-12-22.0800', ['batangas-calapan.0800.daily', 'batangas-calapan', '20261222', '08:00:00', 'SCHEDULED'], [
        { stopSequence: 1, stopId: 'batangas', departure: { delay: 0, time: utc(2026, 12, 22, 0) } },
        { stopSequence: 2, stopId: 'calapan', arrival: { delay: 0, time: utc(2026, 12, 22, 2) } },
      ], utc(2026, 12, 20, 3), 0),
      // Extra: a trip of its own on the route, 14:00 → 16:00 (the route's travel time).
      update('batangas-calapan.2026-12-24.1400', ['batangas-calapan.1400.extra-20261224', 'batangas-calapan', '20261224', '14:00:00', 'ADDED'], [
        { stopSequence: 1, stopId: 'batangas', departure: { time: utc(2026, 12, 24, 6) } },
        { stopSequence: 2, stopId: 'calapan', arrival: { time: utc(2026, 12, 24, 8) } },
      ], utc(2026, 12, 19, 8)),
    ]);
  });

  it('left out: the sailing that has arrived, an unconfirmed one, one after the feed window, an extra on a route gtfs.zip lacks', () => {
    expect(buildTripUpdatesFeed(statusGraph(), NOW).leftOut).toEqual([
      { route: 'manila-coron', date: '2026-12-15', dep: '13:30', reason: 'ended' },
      { route: 'manila-cebu', date: '2026-12-20', dep: '19:00', reason: 'not_in_feed' },
      { route: 'coron-manila', date: '2026-12-23', dep: '10:00', reason: 'not_in_feed' },
      { route: 'manila-coron', date: '2027-01-05', dep: '13:30', reason: 'outside_window' },
    ]);
  });

  it('every timetabled update names a trip of gtfs.zip that runs on its start_date, on its route', () => {
    const files = buildFeed(statusGraph(), FEED);
    const trips = new Map(records(files, 'trips.txt').map((r) => [r.trip_id, r]));
    const calendar = new Map(records(files, 'calendar.txt').map((r) => [r.service_id, r]));
    const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const timetabled = decoded.entity.filter((e: { tripUpdate: { trip: { scheduleRelationship: string } } }) => e.tripUpdate.trip.scheduleRelationship !== 'ADDED');
    expect(timetabled).toHaveLength(3);
    for (const { tripUpdate: { trip } } of timetabled as { tripUpdate: { trip: Record<string, string> } }[]) {
      const row = trips.get(trip.tripId!);
      expect(row, trip.tripId).toBeDefined();
      expect(row!.route_id).toBe(trip.routeId);
      const date = trip.startDate!;
      const weekday = days[new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6)))).getUTCDay()]!;
      const service = calendar.get(row!.service_id!)!;
      expect(service[weekday], `${trip.tripId} on ${date}`).toBe('1');
      expect(date >= service.start_date! && date <= service.end_date!).toBe(true);
    }
    // The added trip is on a route of the zip, under a trip_id the zip does not use.
    expect(records(files, 'routes.txt').map((r) => r.route_id)).toContain('batangas-calapan');
    expect(trips.has('batangas-calapan.1400.extra-20261224')).toBe(false);
  });
});

describe('a valid feed whatever the data', () => {
  it('no status (the live data ships none) → a header and zero entities', () => {
    expect(decode(publish(alertsGraph([])))).toEqual({
      header: { gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET', timestamp: utc(2026, 12, 20, 4) }, entity: [],
    });
  });

  it('a status whose sailing has arrived by the instant → gone from the next publication', () => {
    const ids = (now: Date) => buildTripUpdatesFeed(statusGraph(), now).published;
    // The cancelled Monday 20:00 "arrives" (22 h later) on Tuesday 18:00 Manila; it is published until then.
    expect(ids(new Date(Date.UTC(2026, 11, 22, 9, 59)))).toContain('manila-cebu.2026-12-21.2000');
    expect(ids(new Date(Date.UTC(2026, 11, 22, 10, 0)))).not.toContain('manila-cebu.2026-12-21.2000');
  });

  it('a delay past int32 seconds (a 2099 departure on a 2026 sailing) is refused, never wrapped to 63 years early', () => {
    const graph = statusGraph();
    const delayed = graph.status.find((s) => s.state === 'delayed')!;
    const far = { ...graph, status: graph.status.map((s) => (s === delayed ? { ...s, departs: '2099-12-02T01:30:00+08:00' } : s)) };
    expect(() => buildTripUpdatesFeed(far, NOW)).toThrow(/^GTFS-Realtime cannot carry the delay \d+ s \(int32\)$/);
  });

  it('the same data and instant → the same bytes; trip-updates.json is those bytes in protobuf JSON', () => {
    const bytes = publish(statusGraph());
    expect(Buffer.from(publish(statusGraph())).equals(Buffer.from(bytes))).toBe(true);
    const twin = JSON.parse(feedJson(bytes));
    expect(twin.entity[1].tripUpdate.trip.scheduleRelationship).toBe('CANCELED');
    expect(Buffer.from(FeedMessage.encode(FeedMessage.fromObject(twin)).finish()).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('a suspension (tests/fixtures/status/suspension.yaml: Batangas Port closed Tue 22 – Thu 24 Dec)', () => {
  const graph = statusGraph('suspension.yaml');

  it('each timed sailing it covers is one CANCELED trip update; the one allowed to leave is SCHEDULED; untimed crossings are left out', () => {
    const trips = decode(publish(graph)).entity.map((e: { id: string; tripUpdate: { trip: { scheduleRelationship: string } } }) =>
      `${e.id} ${e.tripUpdate.trip.scheduleRelationship}`);
    expect(trips).toEqual(['batangas-calapan.2026-12-22.0800 SCHEDULED', 'batangas-calapan.2026-12-23.0800 CANCELED']);
    expect(buildTripUpdatesFeed(graph, NOW).leftOut).toEqual([
      { route: 'batangas-puerto-galera', date: '2026-12-22', dep: null, reason: 'not_in_feed' },
      { route: 'batangas-puerto-galera', date: '2026-12-23', dep: null, reason: 'not_in_feed' },
    ]);
  });

  it('beside them, its service alert: the stop, its window, NO_SERVICE, SEVERE, WEATHER and the banner\'s words', () => {
    const alerts = decode(encodeAlerts(buildAlertsFeed(graph, NOW).message));
    expect(alerts.entity).toEqual([{
      id: 'suspension.batangas-signal-3',
      alert: {
        activePeriod: [{ start: utc(2026, 12, 21, 16), end: utc(2026, 12, 23, 16) }],
        informedEntity: [{ stopId: 'batangas' }],
        cause: 'WEATHER', effect: 'NO_SERVICE', severityLevel: 'SEVERE',
        headerText: { translation: [{ text: 'Sailings suspended at Batangas Port', language: 'en' }] },
        descriptionText: { translation: [{ text: 'Sailings suspended at Batangas Port from Tue 22 Dec, 12:00 AM until Thu 24 Dec, 12:00 AM PST.\nReason: Tropical Cyclone Wind Signal No. 3. No vessel may leave Batangas Port. Source: PCG (test fixture), Mon 21 Dec, 3:00 PM PST.', language: 'en' }] },
      },
    }]);
  });
});

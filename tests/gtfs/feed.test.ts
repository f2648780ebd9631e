import { describe, expect, it } from 'vitest';
import { buildFeed } from '../../src/gtfs/feed';
import { selectFeedTimetables } from '../../src/graph/feed-selection';
import { FEED, fixtureGraph, makeGraph, makePort, makeTimetable, type TimetableSpec } from './builders';
import { records } from './read';

const files = buildFeed(fixtureGraph(), FEED);
const stopTimes = (tripId: string) => records(files, 'stop_times.txt').filter((r) => r.trip_id === tripId);
const pier = (id: string, lat: number) => makePort(id, { lat, lng: 120, precision: 'pier', source: 'x' });
/** A network of one route, a → b, with the timetable given. */
const routeAB = (spec: Omit<TimetableSpec, 'id' | 'from' | 'to'>) =>
  makeGraph({ ports: [pier('a', 10), pier('b', 10.5)], timetables: [makeTimetable({ id: 'a-b', from: 'a', to: 'b', ...spec })] });

describe('which sailings the feed publishes', () => {
  it('the fixture → exactly its three ferry routes with confirmed timed sailings, one per from→to direction', () => {
    expect(records(files, 'routes.txt').map((r) => r.route_id)).toEqual(['cebu-manila', 'manila-cebu', 'manila-coron']);
  });

  it('a sailing only some of the route\'s sources state (unconfirmed) → not in trips.txt, reported as unconfirmed; the confirmed ones are', () => {
    // manila-cebu: the hub overview's daily 19:00 is not on the Cebu page; the 20:00 sailings are on both.
    const manilaCebu = records(files, 'trips.txt').filter((r) => r.route_id === 'manila-cebu');
    expect(manilaCebu.map((r) => r.trip_id)).toEqual(['manila-cebu.2000.mon-wed-fri-sun']);
    expect(records(files, 'stop_times.txt').some((r) => r.departure_time === '19:00:00')).toBe(false);
    expect(records(files, 'calendar.txt').map((r) => r.service_id)).not.toContain('daily');
    expect(selectFeedTimetables(fixtureGraph()).excluded).toContainEqual(
      expect.objectContaining({ timetable: expect.objectContaining({ id: 'manila-cebu' }), reason: 'unconfirmed', tripCount: 7 }));
  });

  it('a route whose sailings are all unconfirmed → not in routes.txt, no fare, and its ports only as stops of other routes', () => {
    const graph = makeGraph({
      ports: [pier('a', 10), pier('b', 10.5), pier('c', 11)],
      timetables: [
        makeTimetable({ id: 'a-b', from: 'a', to: 'b', fare: { min: 500, max: 700 }, rows: [{ days: ['Mon'], dep: '08:00', duration: 120 }] }),
        makeTimetable({
          id: 'b-c', from: 'b', to: 'c', fare: { min: 300, max: 400 }, sources: ['b-c', 'b-c-overview'],
          rows: [
            { days: ['Tue'], dep: '09:00', duration: 120, unconfirmed: true, sources: ['b-c'] },
            { days: ['Wed'], dep: '09:00', duration: 120, unconfirmed: true, sources: ['b-c-overview'] },
          ],
        }),
      ],
    });
    const feed = buildFeed(graph, FEED);
    expect(records(feed, 'routes.txt').map((r) => r.route_id)).toEqual(['a-b']);
    expect(records(feed, 'trips.txt').map((r) => r.trip_id)).toEqual(['a-b.0800.mon']);
    expect(records(feed, 'stops.txt').map((r) => r.stop_id)).toEqual(['a', 'b']);
    expect(records(feed, 'fare_rules.txt')).toEqual([{ fare_id: 'a-b', route_id: 'a-b' }]);
    expect(selectFeedTimetables(graph).excluded.map((e) => [e.timetable.id, e.reason, e.tripCount])).toEqual([['b-c', 'unconfirmed', 2]]);
  });

  it('a sailing at one of several times ("11:00 or 17:30") → left out, and reported as such; its route\'s other sailings stay', () => {
    const graph = routeAB({ fare: { min: 500, max: 700 }, rows: [
      { days: ['Mon'], dep: '08:00', duration: 120 },
      { days: ['Tue', 'Fri'], dep: '11:00', or: ['17:30'], duration: 120 },
    ] });
    expect(records(buildFeed(graph, FEED), 'trips.txt').map((r) => r.trip_id)).toEqual(['a-b.0800.mon']);
    expect(selectFeedTimetables(graph).excluded.map((e) => [e.timetable.id, e.reason, e.tripCount])).toEqual([['a-b', 'unconfirmed_time', 2]]);
  });

  it('sailings without a departure time, road legs and unconfirmed sailings → left out, and reported as such', () => {
    const { excluded } = selectFeedTimetables(fixtureGraph());
    expect(excluded.map((e) => [e.timetable.id, e.reason, e.tripCount])).toEqual([
      ['batangas-puerto-galera', 'no_departure_time', 7],
      ['coron-manila', 'unconfirmed', 2],
      ['manila-batangas-road', 'not_ferry', 7],
      ['manila-cebu', 'unconfirmed', 7],
    ]);
    expect(records(files, 'stops.txt').map((r) => r.stop_id)).toEqual(['cebu', 'coron', 'manila']);
  });
});

describe('trips, calendar and stop times', () => {
  it('weekday trips with the same departure and duration → one GTFS trip whose service names its days', () => {
    expect(records(files, 'trips.txt')).toContainEqual({
      route_id: 'manila-cebu', service_id: 'mon-wed-fri-sun', trip_id: 'manila-cebu.2000.mon-wed-fri-sun', trip_headsign: 'Cebu Port (Cebu City)',
    });
    expect(records(files, 'calendar.txt')).toContainEqual({
      service_id: 'mon-wed-fri-sun', monday: '1', tuesday: '0', wednesday: '1', thursday: '0', friday: '1', saturday: '0',
      sunday: '1', start_date: '20260101', end_date: '20261231',
    });
  });

  it('an arrival two days later at 09:30 after an 08:00 departure → 57:30:00, counted from the departure day', () => {
    expect(stopTimes('cebu-manila.0800.sun')).toEqual([
      { trip_id: 'cebu-manila.0800.sun', arrival_time: '08:00:00', departure_time: '08:00:00', stop_id: 'cebu', stop_sequence: '1', pickup_type: '0', drop_off_type: '1', timepoint: '1' },
      { trip_id: 'cebu-manila.0800.sun', arrival_time: '57:30:00', departure_time: '57:30:00', stop_id: 'manila', stop_sequence: '2', pickup_type: '1', drop_off_type: '0', timepoint: '1' },
    ]);
  });

  it('only a travel time stated (20–22 h) → arrival at the longest figure, marked approximate (timepoint 0)', () => {
    const [dep, arr] = stopTimes('manila-cebu.2000.mon-wed-fri-sun');
    expect(dep).toMatchObject({ departure_time: '20:00:00', timepoint: '1' });
    expect(arr).toMatchObject({ arrival_time: '42:00:00', stop_id: 'cebu', timepoint: '0' });
  });

  it('an overnight stated arrival → past 24:00:00 and an exact timepoint', () => {
    expect(stopTimes('manila-coron.1330.tue')[1]).toMatchObject({ arrival_time: '26:30:00', timepoint: '1' });
  });
});

describe('agency, stops, routes, fares, feed info', () => {
  it('agency → the site brand, URL and phone, in Asia/Manila, English', () => {
    expect(records(files, 'agency.txt')).toEqual([{
      agency_id: 'test-ferries', agency_name: 'Test Ferries', agency_url: 'https://ferries.example',
      agency_timezone: 'Asia/Manila', agency_lang: 'en', agency_phone: '+63280000000',
    }]);
  });

  it('a city-level position → said so in stop_desc, with its source; a pier position → named as such', () => {
    const stops = records(files, 'stops.txt');
    expect(stops.find((s) => s.stop_id === 'manila')).toEqual({
      stop_id: 'manila', stop_name: 'Manila Port', stop_desc: 'Approximate city-level position, not the pier. Source: North Harbor area, Tondo (approximate)',
      stop_lat: '14.608', stop_lon: '120.96', stop_url: 'https://ferries.example/destinations/manila',
    });
    expect(stops.find((s) => s.stop_id === 'coron')?.stop_desc).toBe('Pier position. Source: Coron town pier, "Lualhati Park" side');
  });

  it('routes → ferry (route_type 4), named from the timetable, quoted when needed, linked to its own /schedules section', () => {
    expect(records(files, 'routes.txt').find((r) => r.route_id === 'manila-coron')).toEqual({
      route_id: 'manila-coron', agency_id: 'test-ferries', route_short_name: '', route_long_name: 'Manila to "Coron", Palawan',
      route_desc: '', route_type: '4', route_url: 'https://ferries.example/schedules?from=manila&to=coron#manila-coron',
    });
    expect(files['routes.txt']).toContain('"Manila to ""Coron"", Palawan"');
    // Not a destination page that lists it among others (a hub's, or the place's): the route's own table.
    expect(records(files, 'routes.txt').find((r) => r.route_id === 'manila-cebu')?.route_url).toBe('https://ferries.example/schedules?from=manila&to=cebu#manila-cebu');
    // A route /schedules does not list has no page of its own.
    const graph = fixtureGraph();
    const unlisted = buildFeed({ ...graph, schedules: { groups: [] } }, FEED);
    expect(records(unlisted, 'routes.txt').map((r) => r.route_url)).toEqual(records(unlisted, 'routes.txt').map(() => ''));
  });

  it('stops and headsigns → the one name every page gives the port ("Cebu Port (Cebu City)"), not the bare port name', () => {
    expect(records(files, 'stops.txt').find((s) => s.stop_id === 'cebu')?.stop_name).toBe('Cebu Port (Cebu City)');
    expect(records(files, 'trips.txt').filter((t) => t.route_id === 'manila-cebu').map((t) => t.trip_headsign)).toEqual(['Cebu Port (Cebu City)']);
  });

  it('a note with a line break → one line in route_desc (GTFS values hold no line breaks)', () => {
    expect(records(files, 'routes.txt').find((r) => r.route_id === 'manila-cebu')?.route_desc).toBe('Boards at Pier 4. Check in 2 h early.');
  });

  it('fares → one v1 fare per route at the lowest fare its sailings have, in PHP, bought before boarding', () => {
    // cebu-manila's sources dispute its fare (₱2,479 or ₱2,350 up): the lowest; manila-cebu's Sunday sailing has its own ₱1,999.
    expect(records(files, 'fare_attributes.txt')).toEqual([
      { fare_id: 'cebu-manila', price: '2350.00', currency_type: 'PHP', payment_method: '1', transfers: '0', agency_id: 'test-ferries' },
      { fare_id: 'manila-cebu', price: '1999.00', currency_type: 'PHP', payment_method: '1', transfers: '0', agency_id: 'test-ferries' },
      { fare_id: 'manila-coron', price: '2236.00', currency_type: 'PHP', payment_method: '1', transfers: '0', agency_id: 'test-ferries' },
    ]);
    expect(records(files, 'fare_rules.txt')).toEqual([
      { fare_id: 'cebu-manila', route_id: 'cebu-manila' }, { fare_id: 'manila-cebu', route_id: 'manila-cebu' },
      { fare_id: 'manila-coron', route_id: 'manila-coron' },
    ]);
  });

  it('a disputed fare → the lowest amount any of its values names (not the value with the lowest top, not the first)', () => {
    const fareOf = (fares: { min: number; max: number }[]) =>
      records(buildFeed(routeAB({ fares, rows: [{ days: ['Mon'], dep: '08:00', duration: 120 }] }), FEED), 'fare_attributes.txt').map((r) => r.price);
    expect(fareOf([{ min: 900, max: 1200 }, { min: 750, max: 1500 }, { min: 800, max: 900 }])).toEqual(['750.00']);
  });

  it('no fares in the data → no fare files at all (rather than empty ones)', () => {
    const graph = routeAB({ rows: [{ days: ['Mon'], dep: '08:00', duration: 120 }] });
    expect(Object.keys(buildFeed(graph, FEED))).toEqual([
      'agency.txt', 'calendar.txt', 'feed_info.txt', 'routes.txt', 'stop_times.txt', 'stops.txt', 'trips.txt',
    ]);
  });

  it('feed_info → publisher, window and version from the data', () => {
    expect(records(files, 'feed_info.txt')).toEqual([{
      feed_publisher_name: 'Test Ferries', feed_publisher_url: 'https://ferries.example', feed_lang: 'en',
      feed_start_date: '20260101', feed_end_date: '20261231', feed_version: '2026.1',
    }]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildFeed } from '../../src/gtfs/feed';
import { selectFeedTimetables } from '../../src/gtfs/select';
import { FEED, fixtureGraph, makeGraph, makePort, makeTimetable } from './builders';
import { records } from './read';

const files = buildFeed(fixtureGraph(), FEED);
const stopTimes = (tripId: string) => records(files, 'stop_times.txt').filter((r) => r.trip_id === tripId);

describe('which sailings the feed publishes', () => {
  it('the fixture → exactly its three ferry routes with timed sailings, one per from→to pair', () => {
    expect(records(files, 'routes.txt').map((r) => r.route_id)).toEqual(['cebu-manila', 'manila-cebu', 'manila-coron']);
  });

  it('a hub overview restating a pair with other times → not published; the destination page schedule is', () => {
    const { excluded } = selectFeedTimetables(fixtureGraph());
    expect(excluded).toContainEqual(expect.objectContaining({ reason: 'duplicate_pair', keptTimetableId: 'manila-cebu', tripCount: 7 }));
    expect(records(files, 'trips.txt').some((r) => r.trip_id!.startsWith('manila-cebu-overview'))).toBe(false);
  });

  it('two sources for a pair → the one with stated arrivals wins over an estimate, whatever the ids', () => {
    const graph = makeGraph({
      ports: [makePort('a', { lat: 10, lng: 120, precision: 'pier', source: 'x' }), makePort('b', { lat: 10.5, lng: 120, precision: 'pier', source: 'x' })],
      timetables: [
        makeTimetable({ id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '08:00', duration: 120 }] }),
        makeTimetable({ id: 'a-b-page', from: 'a', to: 'b', rows: [{ days: ['Tue'], dep: '09:00', arr: { dayOffset: 0, time: '11:00' } }] }),
      ],
    });
    expect(records(buildFeed(graph, FEED), 'trips.txt').map((r) => r.trip_id)).toEqual(['a-b-page.0900.tue']);
  });

  it('sailings without a departure time and road legs → left out, and reported as such', () => {
    const { excluded } = selectFeedTimetables(fixtureGraph());
    expect(excluded.map((e) => [e.timetable.id, e.reason])).toEqual([
      ['batangas-puerto-galera', 'no_departure_time'],
      ['manila-batangas-road', 'not_ferry'],
      ['manila-cebu-overview', 'duplicate_pair'],
    ]);
    expect(records(files, 'stops.txt').map((r) => r.stop_id)).toEqual(['cebu', 'coron', 'manila']);
  });
});

describe('trips, calendar and stop times', () => {
  it('weekday trips with the same departure and duration → one GTFS trip whose service names its days', () => {
    expect(records(files, 'trips.txt')).toContainEqual({
      route_id: 'manila-cebu', service_id: 'mon-wed-fri-sun', trip_id: 'manila-cebu.2000.mon-wed-fri-sun', trip_headsign: 'Cebu Port',
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

  it('routes → ferry (route_type 4), named from the timetable, quoted when needed, linked to the destination page', () => {
    expect(records(files, 'routes.txt').find((r) => r.route_id === 'manila-coron')).toEqual({
      route_id: 'manila-coron', agency_id: 'test-ferries', route_short_name: '', route_long_name: 'Manila to "Coron", Palawan',
      route_desc: '', route_type: '4', route_url: 'https://ferries.example/destinations/coron',
    });
    expect(files['routes.txt']).toContain('"Manila to ""Coron"", Palawan"');
  });

  it('a note with a line break → one line in route_desc (GTFS values hold no line breaks)', () => {
    expect(records(files, 'routes.txt').find((r) => r.route_id === 'manila-cebu')?.route_desc).toBe('Boards at Pier 4. Check in 2 h early.');
  });

  it('fares → one v1 fare per route at the lowest fare its sailings have, in PHP, bought before boarding', () => {
    expect(records(files, 'fare_attributes.txt')).toEqual([
      { fare_id: 'cebu-manila', price: '2479.00', currency_type: 'PHP', payment_method: '1', transfers: '0', agency_id: 'test-ferries' },
      { fare_id: 'manila-cebu', price: '1999.00', currency_type: 'PHP', payment_method: '1', transfers: '0', agency_id: 'test-ferries' },
      { fare_id: 'manila-coron', price: '2236.00', currency_type: 'PHP', payment_method: '1', transfers: '0', agency_id: 'test-ferries' },
    ]);
    expect(records(files, 'fare_rules.txt')).toEqual([
      { fare_id: 'cebu-manila', route_id: 'cebu-manila' }, { fare_id: 'manila-cebu', route_id: 'manila-cebu' },
      { fare_id: 'manila-coron', route_id: 'manila-coron' },
    ]);
  });

  it('no fares in the data → no fare files at all (rather than empty ones)', () => {
    const graph = makeGraph({
      ports: [makePort('a', { lat: 10, lng: 120, precision: 'pier', source: 'x' }), makePort('b', { lat: 10.5, lng: 120, precision: 'pier', source: 'x' })],
      timetables: [makeTimetable({ id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '08:00', duration: 120 }] })],
    });
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

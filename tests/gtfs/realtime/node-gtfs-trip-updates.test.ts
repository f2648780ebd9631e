/**
 * Proof by a real consumer, as for the alerts (node-gtfs-alerts.test.ts): node-gtfs imports gtfs.zip, then fetches
 * /gtfs-rt/trip-updates.pb over HTTP from the project's own static server (scripts/serve.ts) through its realtime
 * trip updates import, as a trip planner's pipeline polls a feed. Every update must arrive with its trip, route,
 * start date and time and schedule relationship; the delayed and on-time ones with their stop time delays; and every
 * timetabled update's trip must be a trip node-gtfs imported from gtfs.zip.
 */
import { getStopTimeUpdates, getTripUpdates, getTrips } from 'gtfs';
import { describe, expect, it } from 'vitest';
import { buildFeed } from '../../../src/gtfs/feed';
import { buildTripUpdatesFeed, encodeTripUpdates } from '../../../src/gtfs/realtime/trip-updates';
import { zipFeed } from '../../../src/gtfs/zip';
import { FEED } from '../builders';
import { servedFeeds } from './consumer';
import { NOW, statusGraph } from './fixture';

type Rows = Record<string, unknown>[];

const graph = statusGraph();
const bytes = encodeTripUpdates(buildTripUpdatesFeed(graph, NOW).message);

const served = servedFeeds(zipFeed(buildFeed(graph, FEED)), 'trip-updates', bytes);

const importWithNodeGtfs = () => served.consume((db) => {
  const options = { db };
  const rows = (result: unknown) => result as Rows;
  return {
    updates: rows(getTripUpdates({}, [], [['id', 'ASC']], options)),
    stopTimes: rows(getStopTimeUpdates({}, [], [['trip_id', 'ASC'], ['stop_sequence', 'ASC']], options)),
    trips: rows(getTrips({}, [], [], options)),
  };
});

describe('node-gtfs imports the trip updates served by scripts/serve.ts', () => {
  it('the server answers trip-updates.pb as protobuf, the very bytes built', async () => {
    const response = await fetch(served.url());
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('each update arrives with its trip, date, time and relationship; delays on its stop times; timetabled trips are gtfs.zip trips', async () => {
    const consumer = await importWithNodeGtfs();
    expect(consumer.logs, 'node-gtfs warnings and errors').toEqual([]);
    const pick = (r: Record<string, unknown>) => ({
      id: r.id, trip_id: r.trip_id, route_id: r.route_id, start_date: r.start_date, trip_start_time: r.trip_start_time,
      schedule_relationship: r.schedule_relationship,
    });
    expect(consumer.updates.map(pick)).toEqual([
      { id: 'batangas-calapan.2026-12-22.0800', trip_id: 'batangas-calapan.0800.daily', route_id: 'batangas-calapan', start_date: '20261222', trip_start_time: '08:00:00', schedule_relationship: 'SCHEDULED' },
      { id: 'batangas-calapan.2026-12-24.1400', trip_id: 'batangas-calapan.1400.extra-20261224', route_id: 'batangas-calapan', start_date: '20261224', trip_start_time: '14:00:00', schedule_relationship: 'ADDED' },
      { id: 'manila-cebu.2026-12-20.2000', trip_id: 'manila-cebu.2000.mon-wed-fri-sun', route_id: 'manila-cebu', start_date: '20261220', trip_start_time: '20:00:00', schedule_relationship: 'SCHEDULED' },
      { id: 'manila-cebu.2026-12-21.2000', trip_id: 'manila-cebu.2000.mon-wed-fri-sun', route_id: 'manila-cebu', start_date: '20261221', trip_start_time: '20:00:00', schedule_relationship: 'CANCELED' },
    ]);

    // The stop times: the delayed Sunday sailing leaves and arrives 2.5 h late, the on-time one 0 s, the extra one
    // at its own times; the cancelled one has none.
    const stopTimes = consumer.stopTimes.map((r) => [r.trip_id, r.stop_sequence, r.stop_id, r.departure_delay, r.arrival_delay]);
    expect(stopTimes).toEqual(expect.arrayContaining([
      ['manila-cebu.2000.mon-wed-fri-sun', 1, 'manila', 9000, null],
      ['manila-cebu.2000.mon-wed-fri-sun', 2, 'cebu', null, 9000],
      ['batangas-calapan.0800.daily', 1, 'batangas', 0, null],
      ['batangas-calapan.0800.daily', 2, 'calapan', null, 0],
      ['batangas-calapan.1400.extra-20261224', 1, 'batangas', null, null],
      ['batangas-calapan.1400.extra-20261224', 2, 'calapan', null, null],
    ]));
    expect(stopTimes).toHaveLength(6);
    const extra = consumer.stopTimes.find((r) => r.trip_id === 'batangas-calapan.1400.extra-20261224' && r.stop_sequence === 1)!;
    expect(Number(extra.departure_timestamp)).toBe(Date.UTC(2026, 11, 24, 6) / 1000);

    // Every timetabled update names a trip node-gtfs imported from gtfs.zip; the added one is new to it.
    const tripIds = new Set(consumer.trips.map((t) => t.trip_id));
    for (const update of consumer.updates) {
      expect(tripIds.has(update.trip_id), String(update.trip_id)).toBe(update.schedule_relationship !== 'ADDED');
    }
  });
});

/**
 * The real consumer: node-gtfs (the `gtfs` package) imports a zip, and the realtime feeds beside it, into SQLite the
 * way trip planners' pipelines do, and we read back what it understood. Each import gets its own temporary database
 * file — node-gtfs caches connections by path, so two ':memory:' imports in one process would share one database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  closeDb, getAgencies, getCalendars, getFareAttributes, getFareRules, getFeedInfo, getRoutes, getStops, getStoptimes,
  getTrips, importGtfs, openDb, updateGtfsRealtime,
} from 'gtfs';
import { WEEKDAYS, type Weekday } from '../../src/time';

type Rows = Record<string, unknown>[];
export interface ConsumerView {
  agencies: Rows; stops: Rows; routes: Rows; trips: Rows; stopTimes: Rows; calendars: Rows; fareAttributes: Rows;
  fareRules: Rows; feedInfo: Rows;
  /** Stop times of the trips that run on a date (yyyymmdd), resolved by node-gtfs from calendar.txt. */
  stopTimesOn(date: number): Rows;
  /** Everything node-gtfs logged: warnings and errors (its progress output is switched off). */
  logs: string[];
}

export type Db = ReturnType<typeof openDb>;
/** The realtime feeds node-gtfs fetches after the zip, as its configuration names them. */
export type Realtime = { realtimeAlerts?: { url: string }; realtimeTripUpdates?: { url: string } };

/**
 * node-gtfs imports `zip`, then the realtime feed(s) named, into a fresh database; `read` takes what the test needs
 * before the database is closed and deleted. Its warnings and errors are returned too (a test expects none).
 */
export async function withNodeGtfs<T>(zip: Uint8Array, realtime: Realtime | null, read: (db: Db) => T): Promise<{ logs: string[]; read: T }> {
  const work = mkdtempSync(join(tmpdir(), 'gtfs-consumer-'));
  try {
    const logs: string[] = [];
    const zipPath = join(work, 'gtfs.zip');
    writeFileSync(zipPath, zip);
    const common = { sqlitePath: join(work, 'feed.sqlite'), verbose: false, logFunction: (text: string) => { logs.push(text); } };
    await importGtfs({ ...common, agencies: [{ path: zipPath }] });
    if (realtime) await updateGtfsRealtime({ ...common, agencies: [{ path: zipPath, ...realtime }] });
    const db = openDb(common);
    try {
      return { logs, read: read(db) };
    } finally {
      closeDb(db);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function importWithNodeGtfs(zip: Uint8Array, dates: readonly number[]): Promise<ConsumerView> {
  const { logs, read } = await withNodeGtfs(zip, null, (db) => {
    const options = { db };
    const order = (...columns: string[]) => columns.map((c) => [c, 'ASC'] as [string, 'ASC']);
    const rows = (result: unknown) => result as Rows;
    const stopTimesByDate = new Map<number, Rows>();
    // Read everything now: the database is closed and deleted before the tests look at it.
    for (const date of dates) {
      stopTimesByDate.set(date, rows(getStoptimes({ date }, [], order('trip_id', 'stop_sequence'), options)));
    }
    return {
      agencies: rows(getAgencies({}, [], [], options)),
      stops: rows(getStops({}, [], order('stop_id'), options)),
      routes: rows(getRoutes({}, [], order('route_id'), options)),
      trips: rows(getTrips({}, [], order('trip_id'), options)),
      stopTimes: rows(getStoptimes({}, [], order('trip_id', 'stop_sequence'), options)),
      calendars: rows(getCalendars({}, [], order('service_id'), options)),
      fareAttributes: rows(getFareAttributes({}, [], order('fare_id'), options)),
      fareRules: rows(getFareRules({}, [], order('fare_id'), options)),
      feedInfo: rows(getFeedInfo({}, [], [], options)),
      stopTimesOn: (date: number) => {
        const result = stopTimesByDate.get(date);
        if (!result) throw new Error(`read ${date} in importWithNodeGtfs first`);
        return result;
      },
    };
  });
  return { ...read, logs };
}

/**
 * The first full Monday–Sunday week inside a feed window, as yyyymmdd numbers by weekday (null when the window is
 * shorter). Calendar arithmetic in UTC: these are dates, not instants.
 */
export function firstWeekIn(window: { startDate: string; endDate: string }): Record<Weekday, number> | null {
  const day = new Date(`${window.startDate}T00:00:00Z`);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const week = {} as Record<Weekday, number>;
  for (const weekday of WEEKDAYS) {
    const iso = day.toISOString().slice(0, 10);
    if (iso > window.endDate) return null;
    week[weekday] = Number(iso.replaceAll('-', ''));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return week;
}

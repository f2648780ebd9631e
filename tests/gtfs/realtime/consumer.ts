/**
 * A trip planner's side of the GTFS-Realtime tests: the files of a built site served by the project's own static
 * server (scripts/serve/server.ts, in-process on a port the OS picks), and node-gtfs (the version of
 * tests/gtfs/node-gtfs.test.ts) importing gtfs.zip and then a realtime feed over HTTP, as a planner's pipeline polls
 * one. Shared by node-gtfs-alerts.test.ts and node-gtfs-trip-updates.test.ts.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { closeDb, importGtfs, openDb, updateGtfsRealtime } from 'gtfs';
import { createStaticServer } from '../../../scripts/serve/server';

export interface ServedSite { base: string; close(): void }

/** `files` (site-relative path → content) under a temporary folder, served; serve.ts also wants an index.html. */
export async function serveSite(files: Record<string, Uint8Array | string>): Promise<ServedSite> {
  const site = mkdtempSync(join(tmpdir(), 'realtime-site-'));
  for (const [path, content] of Object.entries({ 'index.html': '<!doctype html><title>site</title>', ...files })) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), content);
  }
  const server: Server = createStaticServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.close();
      rmSync(site, { recursive: true, force: true });
    },
  };
}

type Db = ReturnType<typeof openDb>;
type Realtime = { realtimeAlerts?: { url: string }; realtimeTripUpdates?: { url: string } };

/**
 * node-gtfs imports `zip`, then the realtime feed(s) named, into a fresh database; `read` takes what the test needs
 * before the database is closed. Its warnings and errors are returned too (a test expects none).
 */
export async function importWithNodeGtfs<T>(zip: Uint8Array, realtime: Realtime, read: (db: Db) => T): Promise<{ logs: string[]; read: T }> {
  const work = mkdtempSync(join(tmpdir(), 'realtime-consumer-'));
  try {
    const logs: string[] = [];
    const zipPath = join(work, 'gtfs.zip');
    writeFileSync(zipPath, zip);
    const common = { sqlitePath: join(work, 'feed.sqlite'), verbose: false, logFunction: (text: string) => { logs.push(text); } };
    await importGtfs({ ...common, agencies: [{ path: zipPath }] });
    await updateGtfsRealtime({ ...common, agencies: [{ path: zipPath, ...realtime }] });
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

/**
 * A trip planner's side of the GTFS-Realtime tests: the files of a built site served by the project's own static
 * server (scripts/serve/server.ts, in-process on a port the OS picks), and node-gtfs (tests/gtfs/consumer.ts)
 * importing gtfs.zip and then a realtime feed over HTTP, as a planner's pipeline polls one. Shared by
 * node-gtfs-alerts.test.ts and node-gtfs-trip-updates.test.ts.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createStaticServer } from '../../../scripts/serve/server';
import { feedJson } from '../../../src/gtfs/realtime/message';
import { withNodeGtfs, type Db } from '../consumer';

interface ServedSite { base: string; close(): void }

/** `files` (site-relative path → content) under a temporary folder, served; serve.ts also wants an index.html. */
async function serveSite(files: Record<string, Uint8Array | string>): Promise<ServedSite> {
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

const REALTIME_OPTION = { alerts: 'realtimeAlerts', 'trip-updates': 'realtimeTripUpdates' } as const;

/**
 * What the build writes for one realtime feed — gtfs.zip and, next to it, gtfs-rt/<name>.pb and its JSON twin —
 * served for the tests of the file that calls this (beforeAll, afterAll). `url` is the .pb's address; `consume` has
 * node-gtfs import the zip, then the feed from that address, and returns what `read` took with node-gtfs's logs.
 */
export function servedFeeds(zip: Uint8Array, name: keyof typeof REALTIME_OPTION, bytes: Uint8Array) {
  let site: ServedSite | undefined;
  beforeAll(async () => {
    site = await serveSite({ 'gtfs.zip': zip, [`gtfs-rt/${name}.pb`]: bytes, [`gtfs-rt/${name}.json`]: feedJson(bytes) });
  });
  afterAll(() => site?.close());
  const url = () => `${site!.base}/gtfs-rt/${name}.pb`;
  return {
    url,
    consume: async <T>(read: (db: Db) => T) => {
      const { logs, read: view } = await withNodeGtfs(zip, { [REALTIME_OPTION[name]]: { url: url() } }, read);
      return { logs, ...view };
    },
  };
}

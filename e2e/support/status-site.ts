/**
 * A copy of the built site with its own data folder, served on a port of its own as the project's host serves it
 * (e2e/support/host.ts, scripts/serve/server.ts in-process), so a test can publish a sailing status into it with the real `npm run status:publish` — exactly as a
 * maintainer does on the live site — without touching the tested site (e2e/support/site.ts) that the other specs share.
 *
 * The tested site's data (tests/fixtures/site) ships no status: the example status (tests/fixtures/status/example.yaml: Batangas → Caticlan,
 * cancelled under wind signal no. 2) is written into the copy's data folder and published by `publish()`. Which
 * sailing it cancels comes from the graph the site was built from (`EXAMPLE`): the route's first sailing that leaves
 * at or after `CLOCK`, and `NEXT` is the one after it — so the specs hold whatever the timetable says.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { HostMode } from '../../src/offline/host';
import { queryIndexOf } from '../../src/query/graph-index';
import { nextSailings, type Sailing } from '../../src/query/next-sailings';
import { graph } from './graph';
import { serveAs } from './host';
import { SITE_DATA, SITE_DIST } from './site';

const ROOT = new URL('../../', import.meta.url).pathname;
/** When the example status is published: Tuesday 24 Nov 2026, 3:40 PM in Manila. */
export const PUBLISHED_AT = new Date('2026-11-24T07:40:00Z');
/** The tests' clock: Friday 27 Nov 2026, 6:00 PM in Manila. */
export const CLOCK = new Date('2026-11-27T10:00:00Z');

const fixtureText = readFileSync(join(ROOT, 'tests/fixtures/status/example.yaml'), 'utf8');
const fixture = parse(fixtureText) as { sailings: [Record<string, unknown> & { route: string }] };
const [cancelled, next] = nextSailings(queryIndexOf(graph), { routeId: fixture.sailings[0].route, now: CLOCK, count: 2 }).sailings;
if (!cancelled?.departure || !next?.departure) {
  throw new Error(`tests/fixtures/status/example.yaml: route ${fixture.sailings[0].route} has no two timed sailings after ${CLOCK.toISOString()} in .e2e-site/generated/graph.json (tests/fixtures/site)`);
}
/** The example status as published: the fixture's route and words on the route's first sailing from CLOCK on. */
export const EXAMPLE = { ...fixture.sailings[0], date: cancelled.date, dep: cancelled.departure.time };
/** The cancelled sailing and the route's sailing after it, as the engine dates them. */
export const CANCELLED_SAILING: Sailing = cancelled;
export const NEXT_SAILING: Sailing = next;

export interface StatusSite {
  base: string;
  dist: string;
  /** Runs `npm run status:publish` on the copy with its status; its wall time in ms. */
  publish(): { ms: number; stdout: string };
  close(): Promise<void>;
}

/**
 * The copy, served as `mode`'s host does, with `status` as its data/status.yaml (by default the example status)
 * published at `publishedAt` (by default PUBLISHED_AT).
 */
export async function statusSite(mode: HostMode, options: { status?: string; publishedAt?: Date } = {}): Promise<StatusSite> {
  const work = mkdtempSync(join(tmpdir(), 'status-site-'));
  const dist = join(work, 'dist');
  const data = join(work, 'data');
  cpSync(SITE_DIST, dist, { recursive: true });
  cpSync(SITE_DATA, data, { recursive: true });
  // The fixture as written (its lines, comments and quoting), with the sailing's date and time after its route.
  const example = fixtureText.replace(/^(  - route: .*\n)/m, `$1    date: ${EXAMPLE.date}\n    dep: "${EXAMPLE.dep}"\n`);
  writeFileSync(join(data, 'status.yaml'), `# yaml-language-server: $schema=../generated/schemas/status.json\n${options.status ?? example}`);
  const publishedAt = options.publishedAt ?? PUBLISHED_AT;
  const served = await serveAs(dist, mode);
  return {
    base: served.base,
    dist,
    publish() {
      const started = Date.now();
      const run = spawnSync('npm', ['run', '-s', 'status:publish', '--', '--data', data, '--dist', dist, '--out', join(work, 'generated')], {
        cwd: ROOT, encoding: 'utf8', env: { ...process.env, SOURCE_DATE_EPOCH: String(publishedAt.getTime() / 1000), NO_COLOR: '1' },
      });
      if (run.status !== 0) throw new Error(`status:publish failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
      return { ms: Date.now() - started, stdout: run.stdout };
    },
    close: async () => {
      await served.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Graph } from '../../src/graph/types';
import { publishFeed } from '../../src/gtfs/publish';
import { FEED, fixtureGraph } from './builders';

describe('publishFeed: the feed files, validated and zipped', () => {
  it('valid data → a zip and nothing to say', () => {
    const result = publishFeed(fixtureGraph(), '2026-06-01');
    expect(result.problems).toEqual([]);
    expect(result.zip?.length).toBeGreaterThan(0);
    expect(Object.keys(result.files ?? {}).sort()).toEqual([
      'agency.txt', 'calendar.txt', 'fare_attributes.txt', 'fare_rules.txt', 'feed_info.txt', 'routes.txt', 'stop_times.txt',
      'stops.txt', 'trips.txt',
    ]);
  });

  it('no feed section in site.yaml → no zip (the data check reports feed_window_missing with its line)', () => {
    const result = publishFeed(fixtureGraph({ feed: null }), '2026-06-01');
    expect(result.zip).toBeUndefined();
    expect(result.problems).toHaveLength(1);
  });

  it('data rules are judged once, by the data check: publishing does not repeat them', () => {
    // An expired window is the data check's error (feed_window_expired, tests/gtfs/checks); here only the format counts.
    const result = publishFeed(fixtureGraph({ feed: { ...FEED, endDate: '2026-03-31' } }), '2026-06-01');
    expect(result.problems.map((p) => p.text)).not.toContainEqual(expect.stringContaining('feed_window'));
  });
});

describe('scripts/build-gtfs.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-gtfs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const graphFile = (name: string, graph: Graph) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(graph));
    return path;
  };
  const TSX = join('node_modules', '.bin', 'tsx');
  const run = (...args: string[]) => spawnSync(TSX, ['scripts/build-gtfs.ts', ...args], { encoding: 'utf8' });
  const SPAWN_TIMEOUT = 60_000; // each run starts a TypeScript process; on a busy 2-core machine that takes seconds

  it('valid graph → exit 0, the zip written, and the same bytes on a second run', () => {
    const graph = graphFile('ok.json', fixtureGraph());
    const out = join(dir, 'dist', 'gtfs.zip');
    execFileSync(TSX, ['scripts/build-gtfs.ts', '--date', '2026-06-01', '--graph', graph, '--out', out], { stdio: 'pipe' });
    const first = readFileSync(out);
    const second = run('--date', '2026-06-01', '--graph', graph, '--out', out);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/gtfs\.zip: \d+ bytes, valid 2026-01-01 … 2026-12-31 \(agency 1, calendar 3, fare_attributes 3, fare_rules 3, feed_info 1, routes 3, stop_times 6, stops 3, trips 3\)/);
    expect(readFileSync(out).equals(first)).toBe(true);
  }, SPAWN_TIMEOUT);

  it('a graph without a feed section → exit 1, saying why, no zip', () => {
    const graph = graphFile('no-feed.json', fixtureGraph({ feed: null }));
    const out = join(dir, 'no-feed', 'gtfs.zip');
    const result = run('--date', '2026-06-01', '--graph', graph, '--out', out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('data/site.yaml has no feed section');
    expect(result.stderr).toContain(`build-gtfs: ${out} not written: 1 error above (build date 2026-06-01)`);
    expect(() => readFileSync(out)).toThrow();
  }, SPAWN_TIMEOUT);

  it('a malformed --date → exit 1 saying so', () => {
    const result = run('--date', '1/6/2026', '--graph', graphFile('any.json', fixtureGraph()));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build-gtfs: --date "1/6/2026" must be yyyy-MM-dd');
  }, SPAWN_TIMEOUT);
});

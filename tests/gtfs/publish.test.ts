import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Graph } from '../../src/graph/types';
import { publishFeed } from '../../src/gtfs/publish';
import { FEED, fixtureGraph, makePort } from './builders';

describe('publishFeed: refuse a feed that would be wrong', () => {
  it('valid data inside its window → a zip and nothing to say', () => {
    const result = publishFeed(fixtureGraph(), '2026-06-01');
    expect(result.messages).toEqual([]);
    expect(result.zip?.length).toBeGreaterThan(0);
  });

  it('an expired window → no zip; one located line saying what to do', () => {
    const result = publishFeed(fixtureGraph(), '2027-01-02');
    expect(result.zip).toBeUndefined();
    expect(result.messages).toEqual([{
      severity: 'error',
      text: 'data/site.yaml feed.endDate  error  feed_window_expired  the feed window ended 2026-12-31, before the build date 2027-01-02, and journey planners drop an expired feed — confirm the timetables, then move feed.endDate forward and bump feed.version',
    }]);
  });

  it('a window ending soon → a warning, and the zip is still written', () => {
    const result = publishFeed(fixtureGraph(), '2026-12-25');
    expect(result.messages.map((m) => m.text.split('  ').slice(0, 3).join('  '))).toEqual(['data/site.yaml feed.endDate  warning  feed_window_expiring']);
    expect(result.zip).toBeDefined();
  });

  it('no feed section in site.yaml → no zip', () => {
    const result = publishFeed(fixtureGraph({ feed: null }), '2026-06-01');
    expect(result.zip).toBeUndefined();
    expect(result.messages.map((m) => m.text.split('  ').slice(0, 3).join('  '))).toEqual(['data/site.yaml feed  error  feed_window_missing']);
  });

  it('a published port without coordinates → no zip; the line names the port', () => {
    const graph = fixtureGraph();
    graph.ports = graph.ports.map((p) => (p.id === 'cebu' ? makePort('cebu', null) : p));
    const result = publishFeed(graph, '2026-06-01');
    expect(result.zip).toBeUndefined();
    expect(result.messages.map((m) => m.text.split('  ').slice(0, 3).join('  '))).toEqual(['data/ports.yaml ports[id=cebu]  error  port_without_coordinates']);
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

  it('an expired window for the --date given → exit 1, the located message, no zip', () => {
    const graph = graphFile('expired.json', fixtureGraph({ feed: { ...FEED, endDate: '2026-03-31' } }));
    const out = join(dir, 'expired', 'gtfs.zip');
    const result = run('--date', '2026-06-01', '--graph', graph, '--out', out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('data/site.yaml feed.endDate  error  feed_window_expired  the feed window ended 2026-03-31, before the build date 2026-06-01');
    expect(result.stderr).toContain(`build-gtfs: ${out} not written: 1 error above (build date 2026-06-01)`);
    expect(() => readFileSync(out)).toThrow();
  }, SPAWN_TIMEOUT);

  it('a malformed --date → exit 1 saying so', () => {
    const result = run('--date', '1/6/2026', '--graph', graphFile('any.json', fixtureGraph()));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build-gtfs: --date "1/6/2026" must be yyyy-MM-dd');
  }, SPAWN_TIMEOUT);
});

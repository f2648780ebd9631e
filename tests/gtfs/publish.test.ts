import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { afterAll, describe, expect, it } from 'vitest';
import type { Graph } from '../../src/graph/types';
import { publishFeed } from '../../src/gtfs/publish';
import { buildGtfs } from '../../scripts/gtfs/build-gtfs';
import { describeOutput, statusOutput, writeStatusFiles } from '../../scripts/status/files';
import { FEED, fixtureGraph } from './builders';
import { alertsGraph } from './realtime/fixture';
import { GRAPH_BANNER } from '../../src/graph/graph-file.server';

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
  /** The graph as data:check writes it; the parts the feed does not read are empty. */
  const graphFile = (name: string, graph: Graph) => {
    const path = join(dir, name);
    const unread = { pages: {}, places: [], routeCards: {}, fares: {}, cabins: [], news: [], faq: {}, travelTips: {}, policies: [], counts: {} };
    writeFileSync(path, JSON.stringify({ $comment: GRAPH_BANNER, ...unread, ...graph }));
    return path;
  };
  /** The script's entry function, in-process, with the environment scripts/build.ts hands every stage. */
  const runAt = (epoch: number | null, ...args: string[]) => {
    const lines = { stdout: '', stderr: '' };
    const out = {
      log: (line: string) => { lines.stdout += `${line}\n`; },
      warn: (line: string) => { lines.stderr += `${line}\n`; },
      error: (line: string) => { lines.stderr += `${line}\n`; },
    };
    const status = buildGtfs(args, epoch === null ? {} : { SOURCE_DATE_EPOCH: String(epoch) }, out);
    return { status, ...lines };
  };
  const run = (...args: string[]) => runAt(null, ...args);

  it('valid graph → exit 0, the zip written, and the same bytes on a second run', () => {
    const graph = graphFile('ok.json', fixtureGraph());
    const out = join(dir, 'dist', 'gtfs.zip');
    expect(run('--date', '2026-06-01', '--graph', graph, '--out', out).status).toBe(0);
    const first = readFileSync(out);
    const second = run('--date', '2026-06-01', '--graph', graph, '--out', out);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/gtfs\.zip: \d+ bytes, valid 2026-01-01 … 2026-12-31 \(agency 1, calendar 3, fare_attributes 3, fare_rules 3, feed_info 1, routes 3, stop_times 6, stops 3, trips 3\)/);
    expect(readFileSync(out).equals(first)).toBe(true);
  });

  it('a graph without a feed section → exit 1, saying why, no zip', () => {
    const graph = graphFile('no-feed.json', fixtureGraph({ feed: null }));
    const out = join(dir, 'no-feed', 'gtfs.zip');
    const result = run('--date', '2026-06-01', '--graph', graph, '--out', out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('data/site.yaml has no feed section');
    expect(result.stderr).toContain(`build-gtfs: ${out} not written: 1 error above (build date 2026-06-01)`);
    expect(() => readFileSync(out)).toThrow();
  });

  it('writes no GTFS-Realtime file: the service alerts and trip updates are the status stage\'s (status:publish rewrites them)', () => {
    const out = join(dir, 'no-alerts', 'gtfs.zip');
    expect(run('--date', '2026-06-01', '--graph', graphFile('no-alerts.json', alertsGraph()), '--out', out).status).toBe(0);
    expect(existsSync(join(dir, 'no-alerts', 'gtfs-rt'))).toBe(false);
  });

  it('the status stage: gtfs-rt/alerts.pb and its JSON twin beside the trip updates, stamped with the instant, the same bytes twice', () => {
    const dist = join(dir, 'status-stage');
    const now = new Date(Date.UTC(2026, 11, 20, 4)); // 2026-12-20 12:00 in Manila
    const output = statusOutput(alertsGraph(), now);
    writeStatusFiles(dist, output);
    const pbPath = join(dist, 'gtfs-rt', 'alerts.pb');
    expect(describeOutput(alertsGraph(), output)).toContain(`gtfs-rt/alerts.pb ${readFileSync(pbPath).length} bytes, 4 alerts (2 left out)`);
    const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
    const decoded = FeedMessage.toObject(FeedMessage.decode(readFileSync(pbPath)), { longs: Number });
    expect(decoded.header.timestamp).toBe(now.getTime() / 1000);
    expect(JSON.parse(readFileSync(join(dist, 'gtfs-rt', 'alerts.json'), 'utf8')).header.timestamp).toBe(String(now.getTime() / 1000));
    const bytes = readFileSync(pbPath);
    writeStatusFiles(dist, statusOutput(alertsGraph(), now));
    expect(readFileSync(pbPath).equals(bytes)).toBe(true);
    expect(existsSync(`${pbPath}.tmp`)).toBe(false);
  });

  it('without --date, the build date is the day of SOURCE_DATE_EPOCH in Manila (one instant for the whole stage)', () => {
    const graph = graphFile('window.json', fixtureGraph());
    // 2026-12-31 16:30 UTC is already 1 January 2027 in Manila: past the window's end.
    const result = runAt(Date.UTC(2026, 11, 31, 16, 30) / 1000, '--graph', graph, '--out', join(dir, 'late', 'gtfs.zip'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('before the build date 20270101');
  });

  it('a malformed --date → exit 1 saying so', () => {
    const result = run('--date', '1/6/2026', '--graph', graphFile('any.json', fixtureGraph()));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build-gtfs: --date "1/6/2026" must be yyyy-MM-dd');
  });
});

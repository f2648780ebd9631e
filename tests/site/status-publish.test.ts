/**
 * `npm run status:publish` (scripts/status/publish.ts), in-process on a copy of the valid fixture
 * data and a built site's status files: it checks the data like data:check, then rewrites only status.json and the
 * trip updates — every other file of dist/ stays byte for byte — and refuses, leaving dist/ as it was, on a data
 * error, on a dist/ that is not a built site, and on timetables other than those dist/ was built from.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishStatus } from '../../scripts/status/publish';
import { statusOutput, writeStatusFiles } from '../../scripts/status/files';
import { runPipeline } from '../../src/pipeline/run';
import { VALID_DIR } from '../pipeline/builders';

// Sunday 1 March 2026, 15:40 in Manila (the valid fixture's feed window is 2026); the fixture's Manila → Cebu sails
// Mondays and Thursdays at 20:00.
const INSTANT = Date.parse('2026-03-01T15:40:00+08:00');
const env = { SOURCE_DATE_EPOCH: String(INSTANT / 1000) };
const STATUS = `# yaml-language-server: $schema=../../generated/schemas/status.json
sailings:
  - route: manila-cebu
    date: 2026-03-02
    dep: "20:00"
    state: cancelled
    reason: weather
    signal: 2
    source: PCG
    statedAt: 2026-03-01T15:30+08:00
`;

let work: string;
let data: string;
let dist: string;
let out: string;

/** Every file and folder of a folder, with the bytes of each file. */
const tree = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true })
  .map((e) => { const path = join(e.parentPath, e.name); return [relative(dir, path), e.isDirectory() ? 'folder' : readFileSync(path).toString('base64')] as const; })
  .sort(([a], [b]) => (a < b ? -1 : 1));

const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
/** A GTFS-Realtime file of dist/ decoded, its enums as their names. */
const decode = (file: string) => FeedMessage.toObject(FeedMessage.decode(readFileSync(join(dist, 'gtfs-rt', file))), { enums: String });

function publish() {
  let stdout = '';
  let stderr = '';
  const code = publishStatus(['--data', data, '--dist', dist, '--out', out], env, {
    stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false,
  });
  return { code, stdout, stderr };
}

/** A publish that must be refused: exit 1, and dist/ as it was, every file and folder; what it said. */
function publishRefused() {
  const before = tree(dist);
  const { code, stdout, stderr } = publish();
  expect(code).toBe(1);
  expect(tree(dist)).toEqual(before);
  return { stdout, stderr };
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'status-publish-'));
  data = join(work, 'data');
  dist = join(work, 'dist');
  out = join(work, 'generated');
  cpSync(VALID_DIR, data, { recursive: true, filter: (src) => !src.endsWith('README.md') });
  // The built site: its pages (one stands for all) and the status files the build wrote from the same timetables.
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>built</title>');
  const { graph } = runPipeline({ dataDir: data, buildDate: '2026-03-01' });
  writeStatusFiles(dist, statusOutput(graph!, new Date(INSTANT - 86_400_000)));
  writeFileSync(join(data, 'status.yaml'), STATUS);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('status:publish', () => {
  it('a cancellation → status.json, the trip updates and the service alerts rewritten, nothing else in dist/ touched', () => {
    const before = new Map(tree(dist));
    const { code, stdout, stderr } = publish();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const after = new Map(tree(dist));
    const changed = [...after.keys()].filter((f) => after.get(f) !== before.get(f)).sort();
    expect(changed).toEqual(['gtfs-rt/alerts.json', 'gtfs-rt/alerts.pb', 'gtfs-rt/trip-updates.json', 'gtfs-rt/trip-updates.pb', 'status.json']);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(stdout).toMatch(/status:publish: .* status\.json \d+ bytes, 1 sailing, 0 suspensions; gtfs-rt\/trip-updates\.pb \d+ bytes, 1 trip update \(0 left out\); gtfs-rt\/alerts\.pb \d+ bytes, \d+ alerts? \(0 left out\); status as of 2026-03-01T15:40:00\+08:00/);

    const status = JSON.parse(readFileSync(join(dist, 'status.json'), 'utf8'));
    expect(status.asOf).toBe('2026-03-01T15:40:00+08:00');
    expect(status.sailings).toEqual([expect.objectContaining({ route: 'manila-cebu', date: '2026-03-02', dep: '20:00', state: 'cancelled', signal: 2 })]);
    expect(decode('trip-updates.pb').entity.map((e: { tripUpdate: { trip: { scheduleRelationship: string; startDate: string } } }) => e.tripUpdate.trip))
      .toEqual([expect.objectContaining({ scheduleRelationship: 'CANCELED', startDate: '20260302', startTime: '20:00:00' })]);
    // generated/ follows the data, as after data:check.
    expect(JSON.parse(readFileSync(join(out, 'graph.json'), 'utf8')).status).toHaveLength(1);
  });

  it('the same data and instant → the same bytes', () => {
    expect(publish().code).toBe(0);
    const first = tree(dist);
    expect(publish().code).toBe(0);
    expect(tree(dist)).toEqual(first);
  });

  it('a suspension of a port → every sailing it covers cancelled in status.json and the trip updates, its alert beside them; a sailing allowed to leave stays on time', () => {
    writeFileSync(join(data, 'status.yaml'), `# yaml-language-server: $schema=../../generated/schemas/status.json
sailings:
  - route: manila-cebu
    date: 2026-03-02
    dep: "20:00"
    state: on-time
    source: PCG
    statedAt: 2026-03-01T15:30+08:00
suspensions:
  - id: manila-gale
    ports: [manila]
    from: 2026-03-02T06:00+08:00
    until: 2026-03-04T06:00+08:00
    reason: weather
    signal: 3
    source: PCG
    statedAt: 2026-03-01T15:30+08:00
`);
    const { code, stdout } = publish();
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('status.json');
    const status = JSON.parse(readFileSync(join(dist, 'status.json'), 'utf8'));
    expect(status.version).toBe(2);
    expect(status.suspensions).toEqual([expect.objectContaining({
      id: 'manila-gale', scope: 'ports', ids: ['manila'], from: '2026-03-02T06:00:00+08:00', until: '2026-03-04T06:00:00+08:00', signal: 3,
    })]);
    // Mon 2 Mar 20:00 Manila → Cebu was allowed to leave; Tue 3 Mar 19:00 Cebu → Manila is cancelled by the suspension;
    // the bus from Manila (a road leg) is not stopped.
    expect(status.sailings.map((s: Record<string, unknown>) => [s.route, s.date, s.dep, s.state, s.suspension])).toEqual([
      ['manila-cebu', '2026-03-02', '20:00', 'on-time', null],
      ['cebu-manila', '2026-03-03', '19:00', 'cancelled', 'manila-gale'],
    ]);
    expect(decode('trip-updates.pb').entity.map((e: { tripUpdate: { trip: { routeId: string; startDate: string; scheduleRelationship: string } } }) => e.tripUpdate.trip))
      .toEqual([
        expect.objectContaining({ routeId: 'manila-cebu', startDate: '20260302', scheduleRelationship: 'SCHEDULED' }),
        expect.objectContaining({ routeId: 'cebu-manila', startDate: '20260303', scheduleRelationship: 'CANCELED' }),
      ]);
    const alert = decode('alerts.pb').entity.find((e: { id: string }) => e.id === 'suspension.manila-gale');
    expect(alert.alert).toMatchObject({ informedEntity: [{ stopId: 'manila' }], effect: 'NO_SERVICE', severityLevel: 'SEVERE', cause: 'WEATHER' });
    expect(alert.alert.headerText.translation[0].text).toBe('Sailings suspended at Manila North Harbor');
    expect(alert.alert.descriptionText.translation[0].text).toBe(
      'Sailings suspended at Manila North Harbor from Mon 2 Mar, 6:00 AM until Wed 4 Mar, 6:00 AM PST.\nReason: Tropical Cyclone Wind Signal No. 3. Source: PCG, Sun 1 Mar, 3:30 PM PST.');
  });

  it('a suspension with two scopes and a window that ends before it starts → exit 1, each located, dist/ as it was', () => {
    writeFileSync(join(data, 'status.yaml'), `suspensions:
  - id: manila-gale
    ports: [manila]
    network: true
    from: 2026-03-04T06:00+08:00
    until: 2026-03-02T06:00+08:00
    reason: weather
    source: PCG
    statedAt: 2026-03-01T15:30+08:00
`);
    const { stdout } = publishRefused();
    expect(stdout).toContain(`${join(data, 'status.yaml')}:2:5  error  suspension_scope  suspension "manila-gale" names ports and network`);
    expect(stdout).toContain(`${join(data, 'status.yaml')}:6:12  error  suspension_window  suspension "manila-gale" ends (2026-03-02T06:00+08:00) before it starts`);
  });

  it('a status for a sailing that does not exist → exit 1, the located error, dist/ as it was', () => {
    writeFileSync(join(data, 'status.yaml'), STATUS.replace('2026-03-02', '2026-03-03'));
    const { stdout, stderr } = publishRefused();
    expect(stdout).toContain(`${join(data, 'status.yaml')}:5:10  error  status_unknown_sailing  manila-cebu has no 20:00 sailing on Tue 3 Mar 2026`);
    expect(stderr).toMatch(/^status:publish: nothing published — the data check above names each problem/);
  });

  it('timetables other than those dist/ was built from → refused, dist/ as it was', () => {
    const timetable = join(data, 'timetables', 'manila-cebu.yaml');
    writeFileSync(timetable, readFileSync(timetable, 'utf8').replace('dep: "20:00", arrDay: "+1", arr: "18:00"', 'dep: "21:00", arrDay: "+1", arr: "18:00"'));
    writeFileSync(join(data, 'status.yaml'), STATUS.replace('"20:00"', '"21:00"'));
    const { stderr } = publishRefused();
    expect(stderr).toContain('are not those');
    expect(stderr).toContain('run npm run build');
  });

  for (const [where, at, what] of [
    ['the second file cannot be put in place (a folder where gtfs-rt/trip-updates.json goes)', 'gtfs-rt/trip-updates.json', 'replace gtfs-rt/trip-updates.json'],
    ['the first file cannot be put in place (a folder where gtfs-rt/trip-updates.pb goes)', 'gtfs-rt/trip-updates.pb', 'replace gtfs-rt/trip-updates.pb'],
    ['a file cannot be staged (a folder where gtfs-rt/trip-updates.json.tmp would be written)', 'gtfs-rt/trip-updates.json.tmp', 'write gtfs-rt/trip-updates.json'],
  ] as const) {
    it(`${where} → one line saying so, exit 1, every published file as it was, no .tmp left`, () => {
      rmSync(join(dist, at), { force: true });
      mkdirSync(join(dist, at));
      const { stdout, stderr } = publishRefused();
      expect(stdout).not.toContain('status:publish:');
      expect(stderr).toMatch(new RegExp(`^status:publish: nothing published — could not ${what.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in .*: E[A-Z]+: [^\n]*\. .*dist/ is as it was\.\n$`));
    });
  }

  it('no built site (no status.json) → refused before anything is checked or written', () => {
    rmSync(join(dist, 'status.json'));
    const { stderr } = publishRefused();
    expect(stderr).toContain('status.json not found: publish into a built site (npm run build first)');
    expect(existsSync(join(out, 'graph.json'))).toBe(false);
  });
});

/**
 * The suspensions of data/status.yaml (src/pipeline/checks/suspensions.ts) and what the pipeline makes of them
 * (src/pipeline/sailing-status.ts over src/graph/suspension.ts): one scope, a window that ends after it starts and
 * lasts at most a month, its own id; every sea sailing it covers cancelled, a sailing's own entry standing above it;
 * and a suspension said as an advisory refused with a located error pointing to status.yaml.
 */
import { describe, expect, it } from 'vitest';
import { suspensionsCheck } from '../../../src/pipeline/checks/suspensions';
import { makeContext, makePort, makeTimetable, PORTS, runCheck } from '../builders';

// Manila → Cebu Mon and Thu 20:00; Cebu → Manila Tue 19:00; the bus Manila → Batangas daily; Batangas → Puerto
// Galera daily with no published time. 2026-03-02 is a Monday.
const ports = [...PORTS, makePort('puerto-galera')];
const timetables = [
  makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [{ days: ['Mon', 'Thu'], dep: '20:00', arrDay: '+1', arr: '08:00' }] }),
  makeTimetable('cebu-manila', 'cebu', 'manila', { trips: [{ days: ['Tue'], dep: '19:00', arrDay: '+1', arr: '07:00' }] }),
  makeTimetable('manila-batangas-road', 'manila', 'batangas', { mode: 'road', name: 'Bus', trips: [{ days: 'Daily', duration: { min: 2, max: 3 } }] }),
  makeTimetable('batangas-puerto-galera', 'batangas', 'puerto-galera', { trips: [{ days: 'Daily', duration: 1 }] }),
];
const suspension = (extra: Record<string, unknown> = {}) => ({
  id: 'manila-gale', ports: ['manila'], from: '2026-03-02T06:00+08:00', until: '2026-03-04T06:00+08:00', reason: 'weather',
  source: 'PCG', statedAt: '2026-03-01T15:40+08:00', ...extra,
});
const run = (suspensions: Record<string, unknown>[], extra: { advisories?: Record<string, unknown>[]; buildDate?: string } = {}) =>
  runCheck(suspensionsCheck, { ports, timetables, suspensions, advisories: extra.advisories }, { buildDate: extra.buildDate ?? '2026-03-01' });
const graphOf = (parts: { suspensions: Record<string, unknown>[]; status?: Record<string, unknown>[] }) =>
  makeContext({ ports, timetables, ...parts }, { buildDate: '2026-03-01' }).graph;
const rows = (graph: ReturnType<typeof graphOf>) => graph.status.map((s) => `${s.route} ${s.date} ${s.dep ?? 'day'} ${s.state} ${s.suspension ?? '-'}`);

describe('what a suspension cancels', () => {
  it('a port: every sea sailing from or to it leaving in the window, one cancelled entry each naming it; not the bus', () => {
    const graph = graphOf({ suspensions: [suspension()] });
    expect(rows(graph)).toEqual([
      'manila-cebu 2026-03-02 20:00 cancelled manila-gale',
      'cebu-manila 2026-03-03 19:00 cancelled manila-gale',
    ]);
    expect(graph.suspensions).toEqual([{
      id: 'manila-gale', scope: 'ports', ids: ['manila'], labels: ['Manila Port'], from: '2026-03-02T06:00:00+08:00',
      until: '2026-03-04T06:00:00+08:00', reason: 'weather', signal: null, note: null, source: 'PCG', statedAt: '2026-03-01T15:40:00+08:00',
      text: {
        title: 'Sailings suspended at Manila Port',
        window: 'from Mon 2 Mar, 6:00 AM until Wed 4 Mar, 6:00 AM PST',
        detail: 'Reason: bad weather. Source: PCG, Sun 1 Mar, 3:40 PM PST.',
      },
    }]);
  });

  it('the window is [from, until): a sailing at `until` leaves, one at `from` does not', () => {
    const at = (from: string, until: string) => rows(graphOf({ suspensions: [suspension({ from, until })] }));
    expect(at('2026-03-02T20:00+08:00', '2026-03-03T19:00+08:00')).toEqual(['manila-cebu 2026-03-02 20:00 cancelled manila-gale']);
  });

  it('a sailing\'s own entry (allowed to leave: on time) stands above the suspension', () => {
    const graph = graphOf({
      suspensions: [suspension()],
      status: [{ route: 'manila-cebu', date: '2026-03-02', dep: '20:00', state: 'on-time', source: 'PCG', statedAt: '2026-03-02T12:00+08:00' }],
    });
    expect(rows(graph)).toEqual(['manila-cebu 2026-03-02 20:00 on-time -', 'cebu-manila 2026-03-03 19:00 cancelled manila-gale']);
  });

  it('a route without published times: each day the window overlaps is cancelled, as the day\'s crossings', () => {
    const graph = graphOf({ suspensions: [suspension({ ports: undefined, routes: ['batangas-puerto-galera'], until: '2026-03-03T06:00+08:00' })] });
    expect(rows(graph)).toEqual(['batangas-puerto-galera 2026-03-02 day cancelled manila-gale', 'batangas-puerto-galera 2026-03-03 day cancelled manila-gale']);
  });

  it('the network: every sea route; two suspensions over one sailing: the first wins', () => {
    const graph = graphOf({ suspensions: [
      suspension({ ports: undefined, network: true, from: '2026-03-02T00:00+08:00', until: '2026-03-02T23:59+08:00', id: 'network' }),
      suspension(),
    ] });
    expect(rows(graph)).toEqual([
      'batangas-puerto-galera 2026-03-02 day cancelled network',
      'manila-cebu 2026-03-02 20:00 cancelled network',
      'cebu-manila 2026-03-03 19:00 cancelled manila-gale',
    ]);
  });
});

describe('suspension checks', () => {
  it('a valid suspension → no notice', () => {
    expect(run([suspension()])).toEqual([]);
  });

  it('no scope, two scopes, an empty list → suspension_scope at the entry', () => {
    const codes = (extra: Record<string, unknown>) => run([suspension(extra)]).map((f) => `${f.code} ${f.at.path.join('.')} ${f.message}`);
    expect(codes({ ports: undefined })).toEqual(['suspension_scope suspensions.0 suspension "manila-gale" names no scope — write ports: [port ids], routes: [route ids] or network: true']);
    expect(codes({ network: true })[0]).toMatch(/^suspension_scope suspensions\.0 suspension "manila-gale" names ports and network: a suspension has one scope/);
    expect(codes({ ports: [] })[0]).toMatch(/^suspension_scope suspensions\.0 suspension "manila-gale" has an empty ports list/);
  });

  it('until at or before from, or more than 31 days → suspension_window at until', () => {
    expect(run([suspension({ until: '2026-03-02T06:00+08:00' })])).toEqual([expect.objectContaining({
      code: 'suspension_window', severity: 'error', at: { file: 'data/status.yaml', path: ['suspensions', 0, 'until'] },
      message: 'suspension "manila-gale" ends (2026-03-02T06:00+08:00) before it starts (2026-03-02T06:00+08:00), so it covers nothing — correct until or from',
    })]);
    expect(run([suspension({ until: '2026-04-03T06:00+08:00' })]).map((f) => f.message))
      .toEqual(['suspension "manila-gale" lasts 32 days, more than the 31 a suspension may: correct until, or for a longer closure change the timetables']);
    expect(run([suspension({ until: '2026-04-02T06:00+08:00' })])).toEqual([]);
  });

  it('two with one id → suspension_duplicate at the second, pointing to the first', () => {
    expect(run([suspension(), suspension({ ports: ['cebu'] })])).toEqual([expect.objectContaining({
      code: 'suspension_duplicate', at: { file: 'data/status.yaml', path: ['suspensions', 1, 'id'] },
    })]);
  });

  it('a scope and window with no sailing → suspension_empty (warning); ended a week before the build date → suspension_stale', () => {
    expect(run([suspension({ ports: ['cebu'], from: '2026-03-04T00:00+08:00', until: '2026-03-04T12:00+08:00' })]))
      .toEqual([expect.objectContaining({ code: 'suspension_empty', severity: 'warning', context: { id: 'manila-gale', from: '2026-03-04T00:00+08:00', until: '2026-03-04T12:00+08:00' } })]);
    expect(run([suspension()], { buildDate: '2026-03-12' }).map((f) => `${f.code} ${f.severity}`)).toEqual(['suspension_stale warning']);
  });

  it('an advisory of severity suspension → advisory_suspension at its severity, saying where a suspension is written', () => {
    const advisory = {
      id: 'typhoon', title: 'Typhoon', message: 'No sailings.', severity: 'suspension', ports: ['batangas'],
      from: '2026-03-02T00:00+08:00', until: '2026-03-03T00:00+08:00', source: 'PCG',
    };
    expect(run([], { advisories: [advisory] })).toEqual([{
      code: 'advisory_suspension', severity: 'error', at: { file: 'data/advisories.yaml', path: ['advisories', 0, 'severity'] },
      message: 'advisory "typhoon" is a suspension: say it in data/status.yaml › suspensions (id, ports, routes or network: true, from, until, reason, source, statedAt) and publish it with npm run status:publish — it then cancels every sailing it covers on every page without a rebuild; keep advisories for info and warnings',
      context: { id: 'typhoon' },
    }]);
  });
});

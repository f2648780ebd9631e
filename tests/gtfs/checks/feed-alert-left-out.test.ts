import { describe, expect, it } from 'vitest';
import type { Advisory } from '../../../src/graph/types';
import { feedAlertLeftOut } from '../../../src/pipeline/checks/feed-alert-left-out';
import { alertsGraph } from '../realtime/fixture';
import { makeContext } from './context';

const advisory = (id: string, extra: Partial<Advisory>): Advisory => ({
  id, title: 'T', message: 'M', severity: 'info', ports: [], timetables: [],
  from: '2026-06-01T00:00+08:00', until: '2026-06-30T00:00+08:00', source: 'Operator', ...extra,
});
const run = (advisories: Advisory[], options: Parameters<typeof makeContext>[1] = {}) =>
  feedAlertLeftOut.run(makeContext(alertsGraph(advisories), options));

describe('feed_alert_left_out', () => {
  it('an advisory naming only a port and timetables outside gtfs.zip → info at the advisory, naming each', () => {
    const outriggers = advisory('outriggers', { ports: ['puerto-galera'], timetables: ['batangas-puerto-galera', 'manila-batangas-road'] });
    expect(run([advisory('fine', { ports: ['cebu'] }), outriggers])).toEqual([{
      code: 'feed_alert_left_out', severity: 'info',
      at: { file: 'data/advisories.yaml', path: ['advisories', 1] },
      message: 'advisory "outriggers" is not in the service alerts feed (/gtfs-rt/alerts.pb): port puerto-galera, ' +
        'timetable batangas-puerto-galera, timetable manila-batangas-road have no timed ferry sailing in the GTFS feed, so ' +
        'trip planners have nothing to attach it to; the site still shows it — nothing to do',
      context: { id: 'outriggers', ports: ['puerto-galera'], timetables: ['batangas-puerto-galera', 'manila-batangas-road'] },
    }]);
  });

  it('only a route whose sailings are all unconfirmed (not in gtfs.zip) → info, naming it', () => {
    expect(run([advisory('coron-return', { timetables: ['coron-manila'] })])).toEqual([expect.objectContaining({
      code: 'feed_alert_left_out', at: { file: 'data/advisories.yaml', path: ['advisories', 0] },
      message: expect.stringContaining('(/gtfs-rt/alerts.pb): timetable coron-manila has no timed ferry sailing in the GTFS feed'),
      context: { id: 'coron-return', ports: [], timetables: ['coron-manila'] },
    })]);
  });

  it.each([
    ['one id in gtfs.zip (a port, a published route, a route with some unconfirmed sailings)', [
      advisory('port', { ports: ['puerto-galera', 'batangas'] }),
      advisory('route', { timetables: ['manila-batangas-road', 'manila-coron'] }),
      advisory('partly-confirmed', { timetables: ['manila-cebu'] }),
    ]],
    ['no port and no timetable (the whole network: the alert names the agency)', [advisory('network', {})]],
    ['ended before the build date (advisory_expired says so)', [advisory('old', { ports: ['puerto-galera'], until: '2026-05-31T00:00+08:00' })]],
  ])('%s → no notice', (_, advisories) => {
    expect(run(advisories)).toEqual([]);
  });

  it('the advisories or the timetables failed to load → no notice', () => {
    const outriggers = [advisory('outriggers', { ports: ['puerto-galera'] })];
    expect(run(outriggers)).toHaveLength(1);
    expect(run(outriggers, { incomplete: ['advisories'] })).toEqual([]);
    expect(run(outriggers, { incomplete: ['timetables'] })).toEqual([]);
  });
});

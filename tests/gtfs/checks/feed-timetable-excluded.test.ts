import { describe, expect, it } from 'vitest';
import { feedTimetableExcluded } from '../../../src/pipeline/checks/feed-timetable-excluded';
import { fixtureGraph, makeTimetable } from '../builders';
import { makeContext } from './context';

describe('feed_timetable_excluded', () => {
  it('each route or sailing the feed leaves out → info at the route\'s first source timetable, saying why', () => {
    expect(feedTimetableExcluded.run(makeContext(fixtureGraph()))).toEqual([
      {
        code: 'feed_timetable_excluded', severity: 'info',
        at: { file: 'data/timetables/batangas-puerto-galera.yaml', path: ['timetables', 0] },
        message: '7 weekly sailings of route batangas-puerto-galera have no departure time and are not in the GTFS feed — give times if the operator publishes them',
        context: { timetable: 'batangas-puerto-galera', reason: 'no_departure_time', trips: 7 },
      },
      {
        code: 'feed_timetable_excluded', severity: 'info',
        at: { file: 'data/timetables/coron-manila.yaml', path: ['timetables', 0] },
        message: '2 weekly sailings of route coron-manila are not stated by every source of the route (the site shows them as unconfirmed) and are not in the GTFS feed — settle the route\'s sailings to publish them',
        context: { timetable: 'coron-manila', reason: 'unconfirmed', trips: 2 },
      },
      {
        code: 'feed_timetable_excluded', severity: 'info',
        at: { file: 'data/timetables/manila-batangas-road.yaml', path: ['timetables', 0] },
        message: 'route manila-batangas-road (road) is not in the GTFS feed, which publishes ferry sailings only (7 weekly sailings left out) — nothing to do',
        context: { timetable: 'manila-batangas-road', reason: 'not_ferry', trips: 7 },
      },
      {
        code: 'feed_timetable_excluded', severity: 'info',
        at: { file: 'data/timetables/manila-cebu.yaml', path: ['timetables', 0] },
        message: '7 weekly sailings of route manila-cebu are not stated by every source of the route (the site shows them as unconfirmed) and are not in the GTFS feed — settle the route\'s sailings to publish them',
        context: { timetable: 'manila-cebu', reason: 'unconfirmed', trips: 7 },
      },
    ]);
  });

  it('one unconfirmed sailing → said in the singular', () => {
    const graph = fixtureGraph();
    graph.routes = graph.routes.map((t) => (t.id === 'coron-manila'
      ? makeTimetable({
        id: 'coron-manila', from: 'coron', to: 'manila', sources: ['coron-manila', 'coron-manila-overview'],
        rows: [
          { days: ['Thu'], dep: '14:00', arr: { dayOffset: 1, time: '04:00' } },
          { days: ['Fri'], dep: '14:00', arr: { dayOffset: 1, time: '04:00' }, unconfirmed: true, sources: ['coron-manila-overview'] },
        ],
      })
      : t));
    const [finding] = feedTimetableExcluded.run(makeContext(graph)).filter((f) => f.context.timetable === 'coron-manila');
    expect(finding?.message).toBe('1 weekly sailing of route coron-manila is not stated by every source of the route (the site shows it as unconfirmed) and is not in the GTFS feed — settle the route\'s sailings to publish it');
  });

  it('the timetables failed to load → no notice', () => {
    expect(feedTimetableExcluded.run(makeContext(fixtureGraph(), { incomplete: ['timetables'] }))).toEqual([]);
  });
});

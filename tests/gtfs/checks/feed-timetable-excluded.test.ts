import { describe, expect, it } from 'vitest';
import { feedTimetableExcluded } from '../../../src/pipeline/checks/feed-timetable-excluded';
import { fixtureGraph, makeTimetable } from '../builders';
import { makeContext } from './context';

/** The info notice for a route the feed leaves out, at its first source timetable (named as the route). */
const excluded = (timetable: string, reason: string, trips: number, message: string) => ({
  code: 'feed_timetable_excluded', severity: 'info', at: { file: `data/timetables/${timetable}.yaml`, path: ['timetables', 0] },
  message, context: { timetable, reason, trips },
});

describe('feed_timetable_excluded', () => {
  it('each route or sailing the feed leaves out → info at the route\'s first source timetable, saying why', () => {
    expect(feedTimetableExcluded.run(makeContext(fixtureGraph()))).toEqual([
      excluded('batangas-puerto-galera', 'no_departure_time', 7, '7 weekly sailings of route batangas-puerto-galera have no departure time and are not in the GTFS feed — give times if the operator publishes them'),
      excluded('coron-manila', 'unconfirmed', 2, '2 weekly sailings of route coron-manila are not stated by every source of the route (the site shows them as unconfirmed) and are not in the GTFS feed — settle the route\'s sailings to publish them'),
      excluded('manila-batangas-road', 'not_ferry', 7, 'route manila-batangas-road (road) is not in the GTFS feed, which publishes ferry sailings only (7 weekly sailings left out) — nothing to do'),
      excluded('manila-cebu', 'unconfirmed', 7, '7 weekly sailings of route manila-cebu are not stated by every source of the route (the site shows them as unconfirmed) and are not in the GTFS feed — settle the route\'s sailings to publish them'),
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

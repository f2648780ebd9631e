import { describe, expect, it } from 'vitest';
import { feedTimetableExcluded } from '../../../src/pipeline/checks/feed-timetable-excluded';
import { fixtureGraph } from '../builders';
import { makeContext } from './context';

describe('feed_timetable_excluded', () => {
  it('each timetable or row the feed leaves out → info at the timetable, saying why', () => {
    expect(feedTimetableExcluded.run(makeContext(fixtureGraph()))).toEqual([
      {
        code: 'feed_timetable_excluded', severity: 'info',
        at: { file: 'data/timetables/batangas-puerto-galera.yaml', path: ['timetables', 0] },
        message: '7 weekly sailings of timetable batangas-puerto-galera have no departure time and are not in the GTFS feed — give times if the operator publishes them',
        context: { timetable: 'batangas-puerto-galera', reason: 'no_departure_time', trips: 7 },
      },
      {
        code: 'feed_timetable_excluded', severity: 'info',
        at: { file: 'data/timetables/manila-batangas-road.yaml', path: ['timetables', 0] },
        message: 'timetable manila-batangas-road (road) is not in the GTFS feed, which publishes ferry sailings only (7 weekly sailings left out) — nothing to do',
        context: { timetable: 'manila-batangas-road', reason: 'not_ferry', trips: 7 },
      },
      {
        code: 'feed_timetable_excluded', severity: 'info',
        at: { file: 'data/timetables/manila-cebu-overview.yaml', path: ['timetables', 0] },
        message: 'timetable manila-cebu-overview states the same route as manila-cebu, so the GTFS feed publishes only manila-cebu (stated arrivals first, then a destination page over a hub overview) and leaves out 7 weekly sailings — reconcile the two if manila-cebu is not the right one',
        context: { timetable: 'manila-cebu-overview', reason: 'duplicate_pair', trips: 7, published: 'manila-cebu' },
        related: [{ file: 'data/timetables/manila-cebu.yaml', path: ['timetables', 0] }],
      },
    ]);
  });

  it('the timetables failed to load → no notice', () => {
    expect(feedTimetableExcluded.run(makeContext(fixtureGraph(), { incomplete: ['timetables'] }))).toEqual([]);
  });
});

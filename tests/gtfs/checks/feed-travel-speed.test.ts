import { describe, expect, it } from 'vitest';
import { feedTravelSpeed } from '../../../src/pipeline/checks/feed-travel-speed';
import { fixtureGraph, makeTimetable } from '../builders';
import { makeContext } from './context';

describe('feed_travel_speed_implausible', () => {
  it('Manila → Coron (about 300 km) in 2 h 30 min → warning at the timetable, naming both ports', () => {
    const graph = fixtureGraph();
    graph.routes = graph.routes.map((t) => (t.id === 'manila-coron'
      ? makeTimetable({ id: 'manila-coron', from: 'manila', to: 'coron', rows: [{ days: ['Tue'], dep: '13:30', arr: { dayOffset: 0, time: '16:00' } }] })
      : t));
    const [finding, ...rest] = feedTravelSpeed.run(makeContext(graph));
    expect(rest).toEqual([]);
    expect(finding).toEqual({
      code: 'feed_travel_speed_implausible', severity: 'warning',
      at: { file: 'data/timetables/manila-coron.yaml', path: ['timetables', 0, 'trips'] },
      message: 'Manila Port to Coron Port would sail 302 km (straight line) in 2 h 30 min, 121 km/h, faster than a ferry\'s 60 km/h — check the times, the arrival day and the two ports\' coordinates',
      context: { timetable: 'manila-coron', km: 302, minutes: 150, kmh: 121 },
      related: [{ file: 'data/ports.yaml', path: ['ports', 4, 'coordinates'] }, { file: 'data/ports.yaml', path: ['ports', 2, 'coordinates'] }],
    });
  });

  it('the fixture sailings (13 h to Coron, 22 h and 49 h 30 min to and from Cebu) → no notice', () => {
    expect(feedTravelSpeed.run(makeContext(fixtureGraph()))).toEqual([]);
  });
});

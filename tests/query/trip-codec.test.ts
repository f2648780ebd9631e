/**
 * The trip codec carries a page's trips to the browser, where indexTrips indexes them: what the browser's filter,
 * next sailings and planner answer depends on the round trip losing nothing. On a small network with every kind of
 * trip: stated and estimated arrivals, own fares, an untimed road leg with stated hours, an unconfirmed sailing.
 */
import { describe, expect, it } from 'vitest';
import { compareDepartureOrder, packTrips, unpackTrips } from '../../src/query';
import { tripSetOf } from '../../src/query/trip-set';
import { tripsOf } from '../../src/graph/trips';
import { makeGraph } from './builders';

const graph = makeGraph({
  ports: ['manila', 'cebu', 'puerto-princesa', 'el-nido'],
  timetables: [
    { id: 'manila-cebu', from: 'manila', to: 'cebu', rows: [
      { days: ['Mon', 'Thu'], dep: '20:00', arr: { dayOffset: 1, time: '18:00' }, fare: { min: 2479, max: 2908 } },
      { days: 'Daily', dep: '08:00', duration: { min: 1200, max: 1320 }, unconfirmed: true },
    ] },
    { id: 'manila-puerto-princesa', from: 'manila', to: 'puerto-princesa', rows: [{ days: ['Tue'], dep: '13:30', duration: 1740 }] },
    { id: 'puerto-princesa-el-nido-road', from: 'puerto-princesa', to: 'el-nido', mode: 'road',
      rows: [{ days: 'Daily', dep: null, duration: { min: 300, max: 360 }, hours: { from: '05:00', to: '18:00' } }] },
  ],
});

describe('trip codec', () => {
  it('pack → JSON → unpack gives back every trip, field for field, in departure order', () => {
    const set = tripSetOf(graph.routes);
    const expected = graph.routes.flatMap((t) => tripsOf(t)).sort(compareDepartureOrder);
    expect(set.trips).toEqual(expected);
    const unpacked = unpackTrips(JSON.parse(JSON.stringify(packTrips(graph.routes))));
    expect(unpacked).toEqual(set);
    // An untimed trip's stated hours ride along (the road to El Nido: 05:00–18:00), and an unconfirmed sailing stays so.
    expect(unpacked.trips.find((t) => t.routeId === 'puerto-princesa-el-nido-road')!.window).toEqual({ min: 5 * 60, max: 18 * 60 });
    expect(unpacked.trips.filter((t) => !t.confirmed).map((t) => t.id)).toHaveLength(7);
  });

  it('a page packs only the timetables it asks for, with their ports and mode once each', () => {
    const packed = packTrips(graph.routes, ['manila-cebu', 'no-such-timetable']);
    expect(packed.routes).toEqual([{ id: 'manila-cebu', from: 'manila', to: 'cebu', mode: 'ferry' }]);
    const manilaCebu = graph.routes.find((t) => t.id === 'manila-cebu')!;
    expect(unpackTrips(packed).trips).toEqual(tripsOf(manilaCebu).slice().sort(compareDepartureOrder));
  });

  it('a row is packed once for all its weekdays: a tenth of the JSON of its Trip objects', () => {
    const set = tripSetOf(graph.routes);
    const packed = JSON.stringify(packTrips(graph.routes)).length;
    expect(packed * 10).toBeLessThan(JSON.stringify(set.trips).length);
    expect(packTrips(graph.routes).rows).toHaveLength(graph.routes.reduce((n, t) => n + t.rows.length, 0));
  });
});

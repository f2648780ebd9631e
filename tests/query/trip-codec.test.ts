/**
 * The trip codec carries a page's trips to the browser, where indexTrips indexes them: what the browser's filter,
 * next sailings and planner answer depends on the round trip losing nothing. On the shipped network.
 */
import { describe, expect, it } from 'vitest';
import { compareDepartureOrder, packTrips, tripSetOf, unpackTrips } from '../../src/query';
import { shippedGraph } from '../support/shipped-graph';

const graph = shippedGraph();

describe('trip codec on the shipped network', () => {
  it('pack → JSON → unpack gives back every trip, field for field, in departure order', () => {
    const set = tripSetOf(graph.timetables);
    const expected = graph.timetables.flatMap((t) => t.trips).sort(compareDepartureOrder);
    expect(set.trips).toEqual(expected);
    const unpacked = unpackTrips(JSON.parse(JSON.stringify(packTrips(set))));
    expect(unpacked).toEqual(set);
    // An untimed trip's stated hours ride along (the road to El Nido: 05:00–18:00).
    expect(unpacked.trips.find((t) => t.timetableId === 'puerto-princesa-el-nido')!.window).toEqual({ min: 5 * 60, max: 18 * 60 });
  });

  it('a page packs only the timetables it asks for, with their ports and mode once each', () => {
    const packed = packTrips(tripSetOf(graph.timetables, ['manila-cebu', 'no-such-timetable']));
    expect(packed.timetables).toEqual([{ id: 'manila-cebu', from: 'manila', to: 'cebu', mode: 'ferry' }]);
    const manilaCebu = graph.timetables.find((t) => t.id === 'manila-cebu')!;
    expect(unpackTrips(packed).trips).toEqual(manilaCebu.trips.slice().sort(compareDepartureOrder));
  });

  it('packed trips are nine numbers each (eleven with stated hours): a tenth of the JSON of the Trip objects', () => {
    const set = tripSetOf(graph.timetables);
    const packed = JSON.stringify(packTrips(set)).length;
    expect(packed * 5).toBeLessThan(JSON.stringify(set.trips).length);
  });
});

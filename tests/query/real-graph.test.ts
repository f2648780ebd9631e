/**
 * The engine on the shipped data (built by the pipeline in the test); the expected answers are the spec's own
 * statements (SPEC §9, destination schedule data).
 */
import { describe, expect, it } from 'vitest';
import { connections, departures, indexGraph, nextSailings, resolvePlace } from '../../src/query';
import { shippedGraph } from '../support/shipped-graph';

describe('query engine on the shipped data', () => {
  const graph = shippedGraph();
  const index = indexGraph(graph);
  // Sunday 22 November 2026, noon in Manila.
  const now = new Date('2026-11-22T04:00:00Z');

  it('Manila → El Nido: the ferry to Puerto Princesa, then the road to El Nido', () => {
    const r = connections(index, { from: 'Manila', to: 'El Nido', now });
    expect(r.problem).toBeNull();
    const best = r.journeys[0]!;
    expect(best.legs.map((l) => [l.from, l.to, l.mode])).toEqual([
      ['manila', 'puerto-princesa', 'ferry'],
      ['puerto-princesa', 'el-nido', 'road'],
    ]);
    expect(best.legs[1]!.departureTimed).toBe(false);
    expect(best.legs[1]!.departure.weekMinute - best.legs[0]!.arrival.weekMinute)
      .toBeGreaterThanOrEqual(graph.site.planner.minTransferMinutes);
  });

  it('Batangas → Odiongan from Sunday noon: the week’s sailings as the Odiongan page states them, in order', () => {
    const r = nextSailings(index, { from: 'Batangas', to: 'Odiongan', now, count: 10 });
    const pairs = r.sailings.map((s) => `${s.departure!.iso} → ${s.arrival!.iso}`);
    expect(pairs).toEqual(expect.arrayContaining([
      '2026-11-24T21:00:00+08:00 → 2026-11-25T07:00:00+08:00',
      '2026-11-26T18:00:00+08:00 → 2026-11-27T04:00:00+08:00',
      '2026-11-27T21:00:00+08:00 → 2026-11-28T07:00:00+08:00',
      '2026-11-28T18:00:00+08:00 → 2026-11-29T04:00:00+08:00',
    ]));
    const instants = r.sailings.map((s) => Date.parse(s.departure!.iso));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(instants[0]).toBeGreaterThanOrEqual(now.getTime());
  });

  it('the traveller words of the issue resolve to ports', () => {
    expect(['Boracay', 'Bohol', 'Roxas City', 'tagbilaran', '  CEBU '].map((w) => resolvePlace(index, w)))
      .toEqual(['caticlan', 'tagbilaran', 'roxas', 'tagbilaran', 'cebu']);
  });

  it('every port × day filter answers, and only with trips from that port on that day', () => {
    for (const port of graph.ports) {
      for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const) {
        for (const trip of departures(index, { from: port.id, days: day })) {
          expect([trip.from, trip.depDay]).toEqual([port.id, day]);
        }
      }
    }
  });
});

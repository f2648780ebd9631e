/**
 * The engine on the network fixture (tests/fixtures/network): the journeys the planner exists for, with the answers
 * the fixture's timetables give.
 */
import { describe, expect, it } from 'vitest';
import { connections, queryIndexOf, nextSailings } from '../../src/query';
import { resolvePlace } from '../../src/query/resolve';
import { fixtureGraph } from '../support/fixture-data';

describe('query engine on the network fixture', () => {
  const graph = fixtureGraph('network');
  const index = queryIndexOf(graph);
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

  it('Batangas → Roxas from Sunday noon: the Tuesday and Friday overnight sailings, in order', () => {
    const r = nextSailings(index, { from: 'Batangas', to: 'Roxas City', now, count: 4 });
    expect(r.sailings.map((s) => `${s.departure!.iso} → ${s.arrival!.iso}`)).toEqual([
      '2026-11-24T18:00:00+08:00 → 2026-11-25T08:00:00+08:00',
      '2026-11-27T18:00:00+08:00 → 2026-11-28T08:00:00+08:00',
      '2026-12-01T18:00:00+08:00 → 2026-12-02T08:00:00+08:00',
      '2026-12-04T18:00:00+08:00 → 2026-12-05T08:00:00+08:00',
    ]);
  });

  it('the traveller words resolve to ports: a place, an alias, a city, any case', () => {
    expect(['Boracay', 'Bohol', 'Roxas City', 'tagbilaran', '  CEBU ', 'Butuan'].map((w) => resolvePlace(index, w)))
      .toEqual(['caticlan', 'tagbilaran', 'roxas', 'tagbilaran', 'cebu', 'nasipit']);
  });
});

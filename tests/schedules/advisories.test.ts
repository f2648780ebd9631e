import { describe, expect, it } from 'vitest';
import type { Advisory } from '../../src/graph/types';
import { queryIndexOf } from '../../src/query/graph-index';
import { advisoryRows } from '../../src/site/schedules/advisories';
import { makeGraph, manila } from '../query/builders';

const graph = makeGraph({
  ports: ['batangas', 'odiongan', 'roxas'],
  timetables: [
    { id: 'batangas-odiongan', from: 'batangas', to: 'odiongan', rows: [
      { days: ['Tue', 'Fri'], dep: '21:00', arr: { dayOffset: 1, time: '07:00' } },
      { days: ['Thu', 'Sat'], dep: '18:00', arr: { dayOffset: 1, time: '04:00' } },
    ] },
    { id: 'batangas-roxas', from: 'batangas', to: 'roxas', rows: [{ days: ['Mon'], dep: '21:00', duration: 1080 }] },
  ],
});
const index = queryIndexOf(graph);
const odiongan = graph.routes.find((t) => t.id === 'batangas-odiongan')!;

function advisory(spec: Partial<Advisory>): Advisory {
  return {
    id: 'a', title: 'Gale warning', message: 'Trips may be cancelled.', severity: 'warning', source: 'test',
    from: '2026-11-26T00:00+08:00', until: '2026-11-27T00:00+08:00', ports: [], timetables: [], ...spec,
  } as Advisory;
}

describe('advisoryRows', () => {
  it('a one-day advisory marks only the rows that sail in its window', () => {
    const a = advisory({ timetables: ['batangas-odiongan'] }); // Thursday 26 Nov
    const rows = advisoryRows(index, odiongan, [a], manila('2026-11-26 08:00'));
    expect([...rows.keys()]).toEqual([1]);
    expect(rows.get(1)).toEqual([a]);
  });

  it('an advisory on a port marks every row sailing within three weeks', () => {
    const a = advisory({ ports: ['batangas'], from: '2026-11-20T00:00+08:00', until: '2026-12-15T00:00+08:00' });
    expect([...advisoryRows(index, odiongan, [a], manila('2026-11-24 08:00')).keys()].sort()).toEqual([0, 1]);
  });

  it('nothing before the advisory starts, after it ends, or for another route', () => {
    const a = advisory({ timetables: ['batangas-odiongan'] });
    expect(advisoryRows(index, odiongan, [a], manila('2026-11-25 23:00')).size).toBe(0);
    expect(advisoryRows(index, odiongan, [a], manila('2026-11-27 00:00')).size).toBe(0);
    expect(advisoryRows(index, odiongan, [advisory({ timetables: ['batangas-roxas'] })], manila('2026-11-26 08:00')).size).toBe(0);
  });
});

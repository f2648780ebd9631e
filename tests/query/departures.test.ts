import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { departures, type DeparturesQuery } from '../../src/query/departures';
import { makeGraph, makePort } from './builders';

const index = queryIndexOf(makeGraph({
  ports: [makePort('batangas', { aliases: ['Batangas City'] }), 'caticlan', 'odiongan', 'puerto-galera', 'manila'],
  timetables: [
    { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [{ days: 'Daily', dep: '23:30', duration: 540 }] },
    { id: 'batangas-odiongan', from: 'batangas', to: 'odiongan', rows: [
      { days: ['Fri', 'Tue'], dep: '21:00', arr: { dayOffset: 1, time: '07:00' } },
      { days: ['Thu'], dep: '06:00', arr: { dayOffset: 0, time: '16:00' } },
    ] },
    { id: 'batangas-puerto-galera', from: 'batangas', to: 'puerto-galera', rows: [{ days: 'Daily', dep: null, duration: 90 }] },
    { id: 'manila-caticlan', from: 'manila', to: 'caticlan', rows: [{ days: ['Fri'], dep: '08:00', duration: 900 }] },
  ],
}));
const ids = (trips: readonly { id: string }[]): string[] => trips.map((t) => t.id);

describe('departures', () => {
  it.each<[string, DeparturesQuery, string[]]>([
    ['by port and day → that day’s trips by time, the one with no departure time last', { from: 'batangas', days: 'Fri' }, [
      'batangas-odiongan.0.Fri', 'batangas-caticlan.0.Fri', 'batangas-puerto-galera.0.Fri',
    ]],
    ['several days → weekday order (Monday first) whatever order they are asked in', { from: 'batangas', to: 'odiongan', days: ['Fri', 'Tue', 'Thu'] }, [
      'batangas-odiongan.0.Tue', 'batangas-odiongan.1.Thu', 'batangas-odiongan.0.Fri',
    ]],
    ['between two ports, every day → the week in order', { from: 'batangas', to: 'odiongan' }, [
      'batangas-odiongan.0.Tue', 'batangas-odiongan.1.Thu', 'batangas-odiongan.0.Fri',
    ]],
    ['by destination only → trips from every origin into it', { to: 'caticlan', days: ['Fri'] }, ['manila-caticlan.0.Fri', 'batangas-caticlan.0.Fri']],
    ['an unknown port → nothing', { from: 'atlantis' }, []],
    ['no route between the ports → nothing', { from: 'odiongan', to: 'batangas' }, []],
  ])('%s', (_, query, expected) => {
    expect(ids(departures(index, query))).toEqual(expected);
  });

  it('a Daily row gives a trip on every day', () => {
    expect(departures(index, { from: 'batangas', to: 'caticlan' }).map((t) => t.depDay)).toEqual([
      'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun',
    ]);
  });

  it('traveller words work like the port id', () => {
    expect(departures(index, { from: 'Batangas City', to: 'ODIONGAN ' })).toEqual(departures(index, { from: 'batangas', to: 'odiongan' }));
  });

  it('no filter → all trips; an empty day list → none', () => {
    expect(departures(index)).toHaveLength(7 + 3 + 7 + 1);
    expect(departures(index, { days: [] })).toEqual([]);
  });

  it('trips at the same minute → by origin, destination, timetable, then trip id (a stable order for every build)', () => {
    const ties = queryIndexOf(makeGraph({
      ports: ['a', 'b', 'c'],
      timetables: [
        { id: 'z-first', from: 'b', to: 'c', rows: [{ days: ['Mon'], dep: '08:00', duration: 60 }] },
        { id: 'y', from: 'a', to: 'c', rows: [{ days: ['Mon'], dep: '08:00', duration: 60 }, { days: ['Mon'], dep: '08:00', duration: 90 }] },
        { id: 'x', from: 'a', to: 'c', rows: [{ days: ['Mon'], dep: '08:00', duration: 60 }] },
        { id: 'w', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '08:00', duration: 60 }] },
      ],
    }));
    expect(ids(departures(ties, { days: 'Mon' }))).toEqual(['w.0.Mon', 'x.0.Mon', 'y.0.Mon', 'y.1.Mon', 'z-first.0.Mon']);
  });
});

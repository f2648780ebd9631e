/**
 * A sailing at one of several times ("Tue, Fri 11 AM or 5:30 PM", which time on which day not stated) is one sailing
 * (graph/departure-options.ts): the engine lists it once a day, until its last time has gone, arriving as late as its
 * last time plus the travel time; the planner has the traveller at the port by its first time and connects only
 * what its latest arrival still makes; the codec carries its times to the browser.
 */
import { describe, expect, it } from 'vitest';
import { connections } from '../../src/query/connections';
import { queryIndexOf } from '../../src/query/graph-index';
import { nextSailings } from '../../src/query/next-sailings';
import { packTrips, unpackTrips } from '../../src/query';
import { tripSetOf } from '../../src/query/trip-set';
import { makeGraph, manila } from './builders';

const graph = makeGraph({
  ports: ['manila', 'iloilo', 'roxas'],
  timetables: [
    { id: 'manila-iloilo', from: 'manila', to: 'iloilo', rows: [{ days: ['Tue', 'Fri'], dep: '11:00', or: ['17:30'], duration: { min: 960, max: 960 } }] },
    { id: 'iloilo-roxas', from: 'iloilo', to: 'roxas', rows: [
      { days: ['Wed'], dep: '05:00', arr: { dayOffset: 0, time: '08:00' } },
      { days: ['Wed'], dep: '12:00', arr: { dayOffset: 0, time: '15:00' } },
    ] },
  ],
  planner: { minTransferMinutes: 60, maxChanges: 1 },
});
const index = queryIndexOf(graph);

describe('a sailing at one of several times', () => {
  it('next sailings: one a day, with both times, arriving from the first time plus the travel time to the last plus it', () => {
    const { sailings } = nextSailings(index, { from: 'manila', to: 'iloilo', now: manila('2026-11-23 08:00'), count: 2 });
    expect(sailings.map((s) => [s.date, s.departure!.time, s.departureOptions!.map((o) => o.time), s.arrival!.iso])).toEqual([
      ['2026-11-24', '11:00', ['11:00', '17:30'], '2026-11-25T09:30:00+08:00'],
      ['2026-11-27', '11:00', ['11:00', '17:30'], '2026-11-28T09:30:00+08:00'],
    ]);
  });

  it('next sailings: still listed after its first time, until its last has gone', () => {
    const at = (time: string) => nextSailings(index, { from: 'manila', to: 'iloilo', now: manila(`2026-11-24 ${time}`), count: 1 }).sailings[0]!.date;
    expect([at('12:00'), at('17:30'), at('17:31')]).toEqual(['2026-11-24', '2026-11-24', '2026-11-27']);
  });

  it('the planner: at the port by the first time, and a connection only its latest arrival still makes', () => {
    const r = connections(index, { from: 'manila', to: 'roxas', now: manila('2026-11-23 08:00') });
    const [ferry, onward] = r.journeys[0]!.legs;
    expect(ferry!.departure.moment!.iso).toBe('2026-11-24T11:00:00+08:00');
    expect(ferry!.departureOptions!.map((o) => o.time)).toEqual(['11:00', '17:30']);
    expect(ferry!.arrival.moment!.iso).toBe('2026-11-25T09:30:00+08:00');
    // The 05:00 boat fits the 11:00 time only; the 12:00 one fits either.
    expect(onward!.departure.moment!.iso).toBe('2026-11-25T12:00:00+08:00');
  });

  it('the codec carries every time of it, and the page\'s index answers as the whole network\'s', () => {
    const set = tripSetOf(graph.routes);
    const unpacked = unpackTrips(JSON.parse(JSON.stringify(packTrips(graph.routes))));
    expect(unpacked).toEqual(set);
    expect(unpacked.trips.filter((t) => t.depOptions).map((t) => [t.depDay, t.depOptions])).toEqual([['Tue', [660, 1050]], ['Fri', [660, 1050]]]);
  });
});

import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { nextSailings } from '../../src/query/next-sailings';
import type { QueryProblem } from '../../src/query/problems';
import { makeGraph, makePort, manila } from './builders';

const index = queryIndexOf(makeGraph({
  ports: [makePort('batangas', { aliases: ['Batangas City'] }), 'odiongan', 'caticlan', 'tagbilaran', 'el-nido', 'puerto-princesa', 'roxas'],
  places: [{ name: 'Siargao', port: null }],
  timetables: [
    { id: 'batangas-odiongan', from: 'batangas', to: 'odiongan', rows: [
      { days: ['Mon', 'Fri'], dep: '09:00', arr: { dayOffset: 0, time: '19:00' } },
      { days: ['Sat'], dep: '18:00', arr: { dayOffset: 1, time: '04:00' } },
    ] },
    // A stated arrival two days after departure.
    { id: 'batangas-tagbilaran', from: 'batangas', to: 'tagbilaran', rows: [
      { days: ['Sat'], dep: '01:00', arr: { dayOffset: 2, time: '20:30' } },
    ] },
    { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [{ days: 'Daily', dep: '23:30', duration: { min: 480, max: 540 } }] },
    { id: 'batangas-caticlan-overview', from: 'batangas', to: 'caticlan', rows: [{ days: 'Daily', dep: '23:30', duration: { min: 480, max: 540 } }] },
    { id: 'puerto-princesa-el-nido', from: 'puerto-princesa', to: 'el-nido', mode: 'road', rows: [
      { days: 'Daily', dep: null, duration: { min: 300, max: 360 } },
    ] },
  ],
}));
const when = (r: ReturnType<typeof nextSailings>): string[] =>
  r.sailings.map((s) => `${s.weekday} ${s.departure?.iso ?? `${s.date} (no time)`}`);

describe('nextSailings', () => {
  it('Sunday 23:00 in Manila → next Monday’s sailing, dated the next day', () => {
    const r = nextSailings(index, { from: 'batangas', to: 'odiongan', now: manila('2026-11-29 23:00'), count: 2 });
    expect(when(r)).toEqual(['Mon 2026-11-30T09:00:00+08:00', 'Fri 2026-12-04T09:00:00+08:00']);
    expect(r.sailings[0]!.minutesUntilDeparture).toBe(10 * 60);
    expect(r.problem).toBeNull();
  });

  it('Monday 01:00 Manila while UTC still says Sunday → Monday’s 09:00 sailing is 8 hours away', () => {
    const r = nextSailings(index, { from: 'batangas', to: 'odiongan', now: new Date('2026-11-22T17:00:00Z'), count: 1 });
    expect(r.sailings[0]).toMatchObject({ date: '2026-11-23', weekday: 'Mon', minutesUntilDeparture: 8 * 60 });
    expect(r.sailings[0]!.departure!.iso).toBe('2026-11-23T09:00:00+08:00');
  });

  it('a sailing that left a minute ago is skipped; one leaving this minute is kept', () => {
    const later = nextSailings(index, { from: 'batangas', to: 'odiongan', now: manila('2026-11-23 09:01'), count: 1 });
    expect(when(later)).toEqual(['Fri 2026-11-27T09:00:00+08:00']);
    const exact = nextSailings(index, { from: 'batangas', to: 'odiongan', now: manila('2026-11-23 09:00'), count: 1 });
    expect(exact.sailings[0]!.minutesUntilDeparture).toBe(0);
  });

  it.each<[string, string, string, object]>([
    ['an overnight arrival → next day, offset 1, stated (not estimated)', 'odiongan', '2026-11-28 00:00', {
      weekday: 'Sat', arrivalDayOffset: 1, arrivalEstimated: false, arrival: { iso: '2026-11-29T04:00:00+08:00', weekday: 'Sun', time: '04:00' },
    }],
    ['a two-day arrival → two Manila dates later', 'tagbilaran', '2026-11-23 12:00', {
      date: '2026-11-28', arrivalDayOffset: 2, arrival: { date: '2026-11-30', weekday: 'Mon', time: '20:30' },
    }],
    ['an estimated arrival uses the longest stated travel time and says it is estimated', 'caticlan', '2026-11-23 12:00', {
      arrivalEstimated: true, arrivalDayOffset: 1, arrival: { iso: '2026-11-24T08:30:00+08:00' },
    }],
  ])('%s', (_, to, now, sailing) => {
    expect(nextSailings(index, { from: 'batangas', to, now: manila(now), count: 1 }).sailings[0]).toMatchObject(sailing);
  });

  it('a Daily row → one sailing each day, across the end of the week', () => {
    const r = nextSailings(index, { from: 'batangas', to: 'caticlan', now: manila('2026-11-28 23:45'), count: 3 });
    expect(when(r)).toEqual([
      'Sun 2026-11-29T23:30:00+08:00', 'Mon 2026-11-30T23:30:00+08:00', 'Tue 2026-12-01T23:30:00+08:00',
    ]);
  });

  it('the same sailing in two timetables → listed once, naming the other timetable', () => {
    const r = nextSailings(index, { from: 'batangas', to: 'caticlan', now: manila('2026-11-23 12:00'), count: 1 });
    expect(r.sailings[0]).toMatchObject({ routeId: 'batangas-caticlan', alsoListedIn: ['batangas-caticlan-overview'] });
  });

  it('asking for one timetable → only its trips, not merged', () => {
    const r = nextSailings(index, { routeId: 'batangas-caticlan-overview', now: manila('2026-11-23 12:00'), count: 2 });
    expect(r.sailings.map((s) => s.tripId)).toEqual(['batangas-caticlan-overview.0.Mon', 'batangas-caticlan-overview.0.Tue']);
    expect(r.sailings[0]!.alsoListedIn).toEqual([]);
  });

  it('a trip with no departure time → listed for its day with no invented time', () => {
    const r = nextSailings(index, { from: 'puerto-princesa', to: 'el-nido', now: manila('2026-11-23 12:00'), count: 2 });
    expect(r.sailings[0]).toMatchObject({
      date: '2026-11-23', weekday: 'Mon', departure: null, arrival: null, minutesUntilDeparture: null,
      arrivalDayOffset: null, mode: 'road', durationMinutes: { min: 300, max: 360 },
    });
    expect(r.sailings[1]!.date).toBe('2026-11-24');
  });

  it('a trip with no departure time but stated hours → its window; today’s is left out once its last departure has gone', () => {
    const withHours = queryIndexOf(makeGraph({
      ports: ['puerto-princesa', 'el-nido'],
      timetables: [{ id: 'pp-el-nido', from: 'puerto-princesa', to: 'el-nido', mode: 'road', rows: [
        { days: 'Daily', dep: null, duration: { min: 300, max: 360 }, hours: { from: '05:00', to: '18:00' } },
      ] }],
    }));
    const ask = (now: Date) => nextSailings(withHours, { from: 'puerto-princesa', to: 'el-nido', now, count: 1 }).sailings[0]!;
    expect(ask(manila('2026-11-23 18:00'))).toMatchObject({ date: '2026-11-23', departure: null, window: { min: 300, max: 1080 } });
    expect(ask(manila('2026-11-23 18:01'))).toMatchObject({ date: '2026-11-24', window: { min: 300, max: 1080 } });
  });

  it('from a port only → every destination, in time order', () => {
    const r = nextSailings(index, { from: 'Batangas City', now: manila('2026-11-27 12:00'), count: 3 });
    expect(r.sailings.map((s) => `${s.to} ${s.departure!.iso}`)).toEqual([
      'caticlan 2026-11-27T23:30:00+08:00', 'tagbilaran 2026-11-28T01:00:00+08:00', 'odiongan 2026-11-28T18:00:00+08:00',
    ]);
  });

  it.each<[string, string, string, QueryProblem]>([
    ['unknown words → no sailings, unknown_place naming the field', 'Atlantis', 'odiongan', { code: 'unknown_place', field: 'from', input: 'Atlantis' }],
    ['a listed place with no port → place_not_served', 'batangas', 'Siargao', { code: 'place_not_served', field: 'to', input: 'Siargao' }],
    ['no direct service between known ports → no_service', 'odiongan', 'batangas', { code: 'no_service', from: 'odiongan', to: 'batangas' }],
    ['the same place twice → same_place', 'batangas', 'Batangas City', { code: 'same_place', port: 'batangas' }],
  ])('%s', (_, from, to, problem) => {
    expect(nextSailings(index, { from, to, now: manila('2026-11-23 12:00') })).toEqual({ sailings: [], problem });
  });
});

import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { connections, SLOWEST, type Journey } from '../../src/query/connections';
import { MINUTES_PER_DAY } from '../../src/time';
import type { PesoRange } from '../../src/graph/types';
import { makeGraph, makePort, manila, type TimetableSpec } from './builders';

const summary = (j: Journey): string[] =>
  j.legs.map((l) => `${l.from}>${l.to} ${l.departure.moment?.iso ?? `${l.departure.weekday} ${l.departure.time}`}`
    + ` → ${l.arrival.moment?.iso ?? `${l.arrival.weekday} ${l.arrival.time}`}`);

function indexOf(timetables: TimetableSpec[], ports = ['a', 'b', 'c', 'd']) {
  return queryIndexOf(makeGraph({ ports, timetables, planner: { minTransferMinutes: 120, maxChanges: 2 } }));
}

describe('connections', () => {
  it('a connection that leaves inside the transfer window is missed → the next one is taken', () => {
    const index = indexOf([
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '06:00', arr: { dayOffset: 0, time: '10:00' } }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [
        { days: ['Mon'], dep: '11:00', arr: { dayOffset: 0, time: '15:00' } },
        { days: ['Mon'], dep: '13:00', arr: { dayOffset: 0, time: '17:00' } },
      ] },
    ]);
    const r = connections(index, { from: 'a', to: 'c', now: manila('2026-11-23 00:00') });
    expect(summary(r.journeys[0]!)).toEqual([
      'a>b 2026-11-23T06:00:00+08:00 → 2026-11-23T10:00:00+08:00',
      'b>c 2026-11-23T13:00:00+08:00 → 2026-11-23T17:00:00+08:00',
    ]);
    expect(r.journeys[0]).toMatchObject({ changes: 1, total: { min: 11 * 60, max: 11 * 60 }, waitMinutes: 3 * 60 });
    expect(r.journeys[0]!.legs[1]!.waitBeforeMinutes).toBe(180);
  });

  it('a shorter transfer minimum → the tighter connection is made', () => {
    const index = indexOf([
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '06:00', arr: { dayOffset: 0, time: '10:00' } }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Mon', 'Wed'], dep: '11:00', arr: { dayOffset: 0, time: '15:00' } }] },
    ]);
    const strict = connections(index, { from: 'a', to: 'c', now: manila('2026-11-23 00:00') });
    expect(strict.journeys[0]!.arrival.moment!.iso).toBe('2026-11-25T15:00:00+08:00');
    const loose = connections(index, { from: 'a', to: 'c', now: manila('2026-11-23 00:00'), minTransferMinutes: 60 });
    expect(loose.journeys[0]!.arrival.moment!.iso).toBe('2026-11-23T15:00:00+08:00');
  });

  it('ferry then a road leg with no departure time → the road leg leaves once the transfer time has passed', () => {
    const index = queryIndexOf(makeGraph({
      ports: ['manila', 'puerto-princesa', 'el-nido'],
      timetables: [
        { id: 'manila-pp', from: 'manila', to: 'puerto-princesa', rows: [{ days: ['Mon', 'Thu'], dep: '20:00', duration: 26 * 60 }] },
        { id: 'pp-el-nido', from: 'puerto-princesa', to: 'el-nido', mode: 'road', rows: [
          { days: 'Daily', dep: null, duration: { min: 300, max: 360 } },
        ] },
      ],
    }));
    const r = connections(index, { from: 'manila', to: 'el-nido', now: manila('2026-11-23 12:00') });
    expect(r.problem).toBeNull();
    expect(r.journeys).toHaveLength(1);
    const [ferry, road] = r.journeys[0]!.legs;
    expect(ferry).toMatchObject({ mode: 'ferry', departureTimed: true, arrivalEstimated: true });
    expect(road).toMatchObject({ mode: 'road', departureTimed: false, waitBeforeMinutes: 120 });
    expect(summary(r.journeys[0]!)).toEqual([
      'manila>puerto-princesa 2026-11-23T20:00:00+08:00 → 2026-11-24T22:00:00+08:00',
      'puerto-princesa>el-nido 2026-11-25T00:00:00+08:00 → 2026-11-25T06:00:00+08:00',
    ]);
  });

  it.each<[string, TimetableSpec[], string, string, string, string[]]>([
    ['a road leg first → leave as late as still catches the ferry', [
      { id: 'manila-batangas', from: 'manila', to: 'batangas', mode: 'road', rows: [{ days: 'Daily', dep: null, duration: { min: 120, max: 180 } }] },
      { id: 'batangas-odiongan', from: 'batangas', to: 'odiongan', rows: [{ days: ['Tue'], dep: '22:00', arr: { dayOffset: 1, time: '07:00' } }] },
    ], 'manila', 'odiongan', '2026-11-23 09:00', [
      'manila>batangas 2026-11-24T17:00:00+08:00 → 2026-11-24T20:00:00+08:00',
      'batangas>odiongan 2026-11-24T22:00:00+08:00 → 2026-11-25T07:00:00+08:00',
    ]],
    ['a later but faster boat that arrives first → the faster boat, not the first to leave', [
      { id: 'a-b-slow', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '06:00', duration: 48 * 60 }] },
      { id: 'a-b-fast', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '12:00', duration: 120 }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Mon', 'Wed'], dep: '18:00', duration: 60 }] },
    ], 'a', 'c', '2026-11-23 00:00', [
      'a>b 2026-11-23T12:00:00+08:00 → 2026-11-23T14:00:00+08:00',
      'b>c 2026-11-23T18:00:00+08:00 → 2026-11-23T19:00:00+08:00',
    ]],
    ['a connection across the end of the week → Sunday night boat, Monday connection', [
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Sun'], dep: '22:00', arr: { dayOffset: 1, time: '04:00' } }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Mon'], dep: '08:00', duration: 120 }] },
    ], 'a', 'c', '2026-11-29 12:00', [
      'a>b 2026-11-29T22:00:00+08:00 → 2026-11-30T04:00:00+08:00',
      'b>c 2026-11-30T08:00:00+08:00 → 2026-11-30T10:00:00+08:00',
    ]],
  ])('%s', (_, timetables, from, to, now, legs) => {
    const ports = [...new Set(timetables.flatMap((t) => [t.from, t.to]))];
    expect(summary(connections(indexOf(timetables, ports), { from, to, now: manila(now) }).journeys[0]!)).toEqual(legs);
  });

  it('of two first boats that both make the connection → the later one (less waiting)', () => {
    const index = indexOf([
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '06:00', duration: 60 }, { days: ['Mon'], dep: '08:00', duration: 60 }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Mon'], dep: '14:00', duration: 60 }] },
    ]);
    const r = connections(index, { from: 'a', to: 'c', now: manila('2026-11-23 00:00') });
    expect(r.journeys[0]!.legs[0]!.departure.time).toBe('08:00');
  });

  it('more legs than the change limit allows → no journey, with the reason', () => {
    const index = indexOf([
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '06:00', duration: 60 }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Mon'], dep: '12:00', duration: 60 }] },
      { id: 'c-d', from: 'c', to: 'd', rows: [{ days: ['Mon'], dep: '18:00', duration: 60 }] },
    ]);
    expect(connections(index, { from: 'a', to: 'd', day: 'Mon' }).journeys).toHaveLength(1);
    const r = connections(index, { from: 'a', to: 'd', day: 'Mon', maxChanges: 1 });
    expect(r.journeys).toEqual([]);
    expect(r.problem).toEqual({ code: 'no_journey', from: 'a', to: 'd', maxChanges: 1 });
  });

  it('a weekday without an instant → a generic week: weekday and time, no calendar date', () => {
    const index = indexOf([
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon', 'Fri'], dep: '06:00', duration: 60 }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Sat'], dep: '12:00', duration: 60 }] },
    ]);
    const r = connections(index, { from: 'a', to: 'c', day: 'Thu' });
    expect(summary(r.journeys[0]!)).toEqual(['a>b Fri 06:00 → Fri 07:00', 'b>c Sat 12:00 → Sat 13:00']);
    expect(r.journeys[0]!.arrival).toMatchObject({ dayOffset: 2, moment: null });
  });

  it('a weekday with an instant → from that weekday’s next date', () => {
    const index = indexOf([{ id: 'a-b', from: 'a', to: 'b', rows: [{ days: 'Daily', dep: '06:00', duration: 60 }] }]);
    const r = connections(index, { from: 'a', to: 'b', now: manila('2026-11-23 12:00'), day: 'Wed' });
    expect(r.journeys[0]!.departure.moment!.iso).toBe('2026-11-25T06:00:00+08:00');
  });

  it('unknown words → no journey, unknown_place; the same port twice → same_place', () => {
    const index = indexOf([{ id: 'a-b', from: 'a', to: 'b', rows: [{ days: 'Daily', dep: '06:00', duration: 60 }] }]);
    expect(connections(index, { from: 'a', to: 'Atlantis', day: 'Mon' }).problem)
      .toEqual({ code: 'unknown_place', field: 'to', input: 'Atlantis' });
    expect(connections(index, { from: 'a', to: ' A ', day: 'Mon' }).problem).toEqual({ code: 'same_place', port: 'a' });
  });

  it('ports with no link at all → no_journey', () => {
    const index = queryIndexOf(makeGraph({ ports: [makePort('a'), makePort('z')], timetables: [
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: 'Daily', dep: '06:00', duration: 60 }] },
    ] }));
    expect(connections(index, { from: 'a', to: 'z', day: 'Mon' }).problem).toMatchObject({ code: 'no_journey' });
  });
});

/**
 * Untimed legs (no fixed departure) with stated hours: the engine offers them only inside the window, the journey
 * says when the traveller can leave, and the total is a range when travel times are ranges.
 */
describe('connections with an untimed leg and its stated hours', () => {
  const hours = { from: '05:00', to: '18:00' };
  /** The daily road leg of 5–6 h inside the stated hours. */
  const dailyRoad = [{ days: 'Daily' as const, dep: null, duration: { min: 300, max: 360 }, hours }];
  const palawan = (ferry: TimetableSpec['rows'], road: TimetableSpec['rows']) => queryIndexOf(makeGraph({
    ports: ['manila', 'puerto-princesa', 'el-nido'],
    planner: { minTransferMinutes: 120, maxChanges: 2 },
    timetables: [
      { id: 'manila-pp', from: 'manila', to: 'puerto-princesa', rows: ferry },
      { id: 'pp-el-nido', from: 'puerto-princesa', to: 'el-nido', mode: 'road', rows: road },
    ],
  }));

  it('the ferry lands at 02:30 → the road leg leaves at the window’s opening (05:00), not at 04:30 or midnight', () => {
    const index = palawan([{ days: ['Mon'], dep: '20:00', arr: { dayOffset: 1, time: '02:30' } }], dailyRoad);
    const r = connections(index, { from: 'manila', to: 'el-nido', now: manila('2026-11-23 12:00') });
    expect(summary(r.journeys[0]!)).toEqual([
      'manila>puerto-princesa 2026-11-23T20:00:00+08:00 → 2026-11-24T02:30:00+08:00',
      'puerto-princesa>el-nido 2026-11-24T05:00:00+08:00 → 2026-11-24T11:00:00+08:00',
    ]);
    const road = r.journeys[0]!.legs[1]!;
    expect(road).toMatchObject({ departureTimed: false, hours: { min: 300, max: 1080 }, waitBeforeMinutes: 150 });
    expect(road.leaveBetween!.earliest.moment!.iso).toBe('2026-11-24T05:00:00+08:00');
    expect(road.leaveBetween!.latest.moment!.iso).toBe('2026-11-24T18:00:00+08:00');
    expect(road.arrivalEarliest.moment!.iso).toBe('2026-11-24T10:00:00+08:00');
    // 20:00 → 10:00 or 11:00 the next day: the road's 5–6 h make the total a range.
    expect(r.journeys[0]!.total).toEqual({ min: 14 * 60, max: 15 * 60 });
  });

  it.each<[string, TimetableSpec['rows'], TimetableSpec['rows'], string, string]>([
    ['the ferry lands after the last departure → the road leg leaves at the next day’s opening',
      [{ days: ['Mon'], dep: '08:00', arr: { dayOffset: 0, time: '17:00' } }], dailyRoad,
      '2026-11-23 06:00', '2026-11-24T05:00:00+08:00'],
    ['a leg that runs only on Mondays, missed on Monday evening → the next Monday, a week on',
      [{ days: ['Mon'], dep: '06:00', arr: { dayOffset: 0, time: '17:00' } }], [{ days: ['Mon'], dep: null, duration: 300, hours }],
      '2026-11-23 00:00', '2026-11-30T05:00:00+08:00'],
  ])('%s', (_, ferry, road, now, departure) => {
    const r = connections(palawan(ferry, road), { from: 'manila', to: 'el-nido', now: manila(now) });
    expect(r.journeys[0]!.legs[1]!.departure.moment!.iso).toBe(departure);
  });

  it('an estimated ferry arrival (20–22 h) → a total range whose short end lets the road leave earlier', () => {
    const index = palawan([{ days: ['Mon'], dep: '08:00', duration: { min: 20 * 60, max: 22 * 60 } }], dailyRoad);
    const r = connections(index, { from: 'manila', to: 'el-nido', now: manila('2026-11-23 00:00') });
    const journey = r.journeys[0]!;
    // Planned on the long end: lands Tue 06:00, road 08:00 → 14:00. On the short end: lands 04:00, road 06:00 → 11:00.
    expect(summary(journey)[1]).toBe('puerto-princesa>el-nido 2026-11-24T08:00:00+08:00 → 2026-11-24T14:00:00+08:00');
    expect(journey.total).toEqual({ min: 27 * 60, max: 30 * 60 });
  });

  it('a road leg first → as late as still catches the ferry, but never after the window closes', () => {
    const index = queryIndexOf(makeGraph({
      ports: ['manila', 'batangas', 'caticlan'],
      timetables: [
        { id: 'manila-batangas', from: 'manila', to: 'batangas', mode: 'road', rows: [{ days: 'Daily', dep: null, duration: { min: 120, max: 180 }, hours }] },
        { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [
          { days: ['Tue'], dep: '22:00', duration: 480 }, { days: ['Thu'], dep: '23:30', duration: 480 },
        ] },
      ],
    }));
    const tuesday = connections(index, { from: 'manila', to: 'caticlan', now: manila('2026-11-23 09:00') }).journeys[0]!;
    // 22:00 − 2 h transfer − 3 h road = 17:00, inside the window; the traveller may leave from its opening.
    expect(tuesday.legs[0]!.departure.moment!.iso).toBe('2026-11-24T17:00:00+08:00');
    expect(tuesday.legs[0]!.leaveBetween!.earliest.moment!.iso).toBe('2026-11-24T05:00:00+08:00');
    expect(tuesday.legs[0]!.leaveBetween!.latest.moment!.iso).toBe('2026-11-24T17:00:00+08:00');
    const thursday = connections(index, { from: 'manila', to: 'caticlan', now: manila('2026-11-25 09:00') }).journeys[0]!;
    // 23:30 − 5 h = 18:30 would be after the last departure: 18:00.
    expect(thursday.legs[0]!.departure.moment!.iso).toBe('2026-11-26T18:00:00+08:00');
  });

  it('no stated hours → the whole day: the leave window spans it and the engine leaves when ready', () => {
    const index = palawan(
      [{ days: ['Mon'], dep: '20:00', arr: { dayOffset: 1, time: '02:30' } }],
      [{ days: 'Daily', dep: null, duration: { min: 300, max: 360 } }],
    );
    const road = connections(index, { from: 'manila', to: 'el-nido', now: manila('2026-11-23 12:00') }).journeys[0]!.legs[1]!;
    expect(road).toMatchObject({ hours: null, departureTimed: false });
    expect(road.departure.moment!.iso).toBe('2026-11-24T04:30:00+08:00');
    expect(road.leaveBetween!.latest.moment!.iso).toBe('2026-11-24T23:59:00+08:00');
  });
});

/**
 * What is offered: no journey another beats on departure, arrival and fare; none slower than SLOWEST allows against
 * the fastest; and a leg that starts across town is changed to with the trip there.
 */
describe('connections: what is offered', () => {
  const fare = (min: number, max: number) => ({ min, max });

  it('a one-hour crossing and a detour by two other ports → the detour is not offered (slower than 3 × the fastest)', () => {
    const index = indexOf([
      { id: 'a-d', from: 'a', to: 'd', rows: [{ days: 'Daily', dep: null, duration: { min: 60, max: 90 } }] },
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Wed'], dep: '20:00', duration: 14 * 60 }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Fri'], dep: '16:30', duration: 13 * 60 }] },
      { id: 'c-d', from: 'c', to: 'd', rows: [{ days: 'Daily', dep: null, duration: { min: 240, max: 300 } }] },
    ]);
    const query = { from: 'a', to: 'd', now: manila('2026-11-23 09:00'), limit: 5 };
    expect(connections(index, query).journeys.map((j) => j.ports.join('>'))).toEqual(['a>d']);
    // The bound is the only reason: asked to keep slow journeys, the engine finds the detour.
    expect(connections(index, { ...query, keepSlow: true }).journeys.map((j) => j.ports.join('>'))).toEqual(['a>d', 'a>b>c>d']);
  });

  it('a journey within 3 × the fastest but more than 2 days longer than it → not offered', () => {
    // Fastest 30 h: 3 × allows 90 h, +2 days only 78 h. The 80 h journey is dropped, the 70 h one kept.
    const index = indexOf([
      { id: 'a-d', from: 'a', to: 'd', rows: [{ days: ['Mon'], dep: '08:00', duration: 30 * 60 }] },
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Tue'], dep: '08:00', duration: 10 * 60 }] },
      { id: 'b-d', from: 'b', to: 'd', rows: [{ days: ['Tue'], dep: '20:00', duration: 58 * 60 }] },
      { id: 'a-c', from: 'a', to: 'c', rows: [{ days: ['Wed'], dep: '08:00', duration: 10 * 60 }] },
      { id: 'c-d', from: 'c', to: 'd', rows: [{ days: ['Wed'], dep: '20:00', duration: 68 * 60 }] },
    ]);
    const journeys = connections(index, { from: 'a', to: 'd', now: manila('2026-11-23 00:00'), limit: 5 }).journeys;
    expect(journeys.map((j) => [j.ports.join('>'), j.total.max / 60])).toEqual([['a>d', 30], ['a>b>d', 70]]);
    expect(SLOWEST.extraMinutes).toBe(2 * MINUTES_PER_DAY);
  });

  // Each case: the direct a → c sailing, then a → b and b → c, all from Monday 23 Nov 00:00.
  it.each<[string, TimetableSpec['rows'][number][], [string, number, PesoRange | null][]]>([
    ['journeys come by arrival; a direct sailing that arrives later still shows, after', [
      { days: ['Tue'], dep: '09:00', duration: 600 }, { days: ['Mon'], dep: '09:00', duration: 60 }, { days: ['Mon'], dep: '12:00', duration: 60 },
    ], [['a>b>c', 1, null], ['a>c', 0, null]]],
    ['a journey that leaves earlier, arrives later and changes more than another → dropped', [
      { days: ['Mon'], dep: '10:00', duration: 60 }, { days: ['Mon'], dep: '06:00', duration: 60 }, { days: ['Mon'], dep: '12:00', duration: 60 },
    ], [['a>c', 0, null]]],
    ['another leaves no earlier and arrives earlier for less → dropped, though it has fewer changes', [
      { days: ['Mon'], dep: '06:00', duration: 10 * 60, fare: fare(2000, 3000) },
      { days: ['Mon'], dep: '07:00', duration: 60, fare: fare(300, 500) }, { days: ['Mon'], dep: '10:00', duration: 60, fare: fare(300, 500) },
    ], [['a>b>c', 1, { min: 600, max: 1000 }]]],
    ['a journey that leaves earlier, arrives as late and changes more, but is cheaper → still offered', [
      { days: ['Mon'], dep: '06:00', duration: 4 * 60, fare: fare(2000, 3000) },
      { days: ['Mon'], dep: '05:00', duration: 60, fare: fare(300, 500) }, { days: ['Mon'], dep: '09:00', duration: 60, fare: fare(300, 500) },
    ], [['a>c', 0, { min: 2000, max: 3000 }], ['a>b>c', 1, { min: 600, max: 1000 }]]],
  ])('%s', (_, [ac, ab, bc], offered) => {
    const index = indexOf([
      { id: 'a-c', from: 'a', to: 'c', rows: [ac!] }, { id: 'a-b', from: 'a', to: 'b', rows: [ab!] }, { id: 'b-c', from: 'b', to: 'c', rows: [bc!] },
    ]);
    const journeys = connections(index, { from: 'a', to: 'c', now: manila('2026-11-23 00:00'), limit: 5 }).journeys;
    expect(journeys.map((j) => [j.ports.join('>'), j.changes, j.fare])).toEqual(offered);
  });

  it('a leg with no fare → the journey has no total fare, and a cheaper-looking part does not make it cheaper', () => {
    const index = indexOf([
      { id: 'a-c', from: 'a', to: 'c', rows: [{ days: ['Mon'], dep: '10:00', duration: 60, fare: fare(900, 1200) }] },
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '06:00', duration: 60, fare: fare(100, 200) }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Mon'], dep: '12:00', duration: 60 }] },
    ]);
    // a>b>c leaves earlier and arrives later: not dominated by time alone, but the direct one changes less and is
    // not known to cost more (a>b>c's fare is unknown): dropped.
    const journeys = connections(index, { from: 'a', to: 'c', now: manila('2026-11-23 00:00'), limit: 5, keepSlow: true }).journeys;
    expect(journeys.map((j) => [j.ports.join('>'), j.fare])).toEqual([['a>c', { min: 900, max: 1200 }]]);
    const b = indexOf([
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Mon'], dep: '06:00', duration: 60, fare: fare(100, 200) }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Mon'], dep: '12:00', duration: 60 }] },
    ]);
    expect(connections(b, { from: 'a', to: 'c', now: manila('2026-11-23 00:00') }).journeys[0]!.fare).toBeNull();
  });

  it('a bus that leaves from a terminal across town → the change allows the trip there, and the leg says so', () => {
    const index = queryIndexOf(makeGraph({
      ports: ['coron', 'manila', 'batangas'],
      timetables: [
        { id: 'coron-manila', from: 'coron', to: 'manila', rows: [{ days: ['Mon'], dep: '16:30', arr: { dayOffset: 1, time: '05:30' } }] },
        { id: 'manila-batangas', from: 'manila', to: 'batangas', mode: 'road', departsFrom: 'the bus terminals',
          crossTown: { min: 60, max: 120 }, rows: [{ days: 'Daily', dep: null, duration: { min: 120, max: 180 } }] },
      ],
    }));
    const journey = connections(index, { from: 'coron', to: 'batangas', now: manila('2026-11-23 00:00') }).journeys[0]!;
    // Lands 05:30; 2 h to change and 2 h across town: the bus leaves at 09:30, not 07:30.
    expect(summary(journey)[1]).toBe('manila>batangas 2026-11-24T09:30:00+08:00 → 2026-11-24T12:30:00+08:00');
    expect(journey.legs[1]).toMatchObject({ crossTown: { min: 60, max: 120 }, waitBeforeMinutes: 240 });
    expect(journey.legs[0]!.crossTown).toBeNull();
  });
});

/**
 * The planner's search with dated changes (src/query/changes.ts): a cancelled occurrence is never
 * offered — not as a leg, not when the journey is tightened — and the next one is; a one-off sailing (extra, or a
 * delayed one at its new time) is offered at its instant.
 */
import { describe, expect, it } from 'vitest';
import { connections, type Journey } from '../../src/query/connections';
import { queryIndexOf } from '../../src/query/graph-index';
import { tripsOf } from '../../src/graph/trips';
import { makeGraph, makeTimetable, manila } from './builders';

const index = queryIndexOf(makeGraph({
  ports: ['a', 'b', 'c'],
  timetables: [
    { id: 'a-b', from: 'a', to: 'b', rows: [{ days: 'Daily', dep: '06:00', arr: { dayOffset: 0, time: '10:00' } }] },
    { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Mon', 'Wed'], dep: '13:00', arr: { dayOffset: 0, time: '17:00' } }] },
  ],
  planner: { minTransferMinutes: 120, maxChanges: 2 },
}));
const legs = (j: Journey | undefined) => j?.legs.map((l) => `${l.from}>${l.to} ${l.departure.moment!.iso}${l.change ? ` (${l.change})` : ''}`);
const monday = manila('2026-11-23 00:00');
const at = (wall: string) => manila(wall).getTime();

describe('connections with dated changes', () => {
  it('without changes: Monday a→b 06:00, b→c 13:00', () => {
    expect(legs(connections(index, { from: 'a', to: 'c', now: monday }).journeys[0])).toEqual([
      'a>b 2026-11-23T06:00:00+08:00', 'b>c 2026-11-23T13:00:00+08:00',
    ]);
  });

  it('Monday\'s b→c cancelled → the journey waits for Wednesday\'s, leaving a→b as late as still makes it', () => {
    const r = connections(index, { from: 'a', to: 'c', now: monday, changes: { cancelled: [{ routeId: 'b-c', departs: at('2026-11-23 13:00') }], added: [] } });
    expect(legs(r.journeys[0])).toEqual(['a>b 2026-11-25T06:00:00+08:00', 'b>c 2026-11-25T13:00:00+08:00']);
  });

  it('the occurrence tightening would pick is cancelled → the one before it is kept', () => {
    // Monday's b→c cancelled and Wednesday's a→b cancelled: tightening cannot move the first leg to Wednesday.
    const r = connections(index, { from: 'a', to: 'c', now: monday, changes: {
      cancelled: [{ routeId: 'b-c', departs: at('2026-11-23 13:00') }, { routeId: 'a-b', departs: at('2026-11-25 06:00') }], added: [],
    } });
    expect(legs(r.journeys[0])).toEqual(['a>b 2026-11-24T06:00:00+08:00', 'b>c 2026-11-25T13:00:00+08:00']);
  });

  it('a weekly sailing cancelled two weeks running → the third week\'s', () => {
    const r = connections(index, { from: 'b', to: 'c', now: manila('2026-11-24 00:00'), changes: { cancelled: [
      { routeId: 'b-c', departs: at('2026-11-25 13:00') }, { routeId: 'b-c', departs: at('2026-11-30 13:00') },
      { routeId: 'b-c', departs: at('2026-12-02 13:00') },
    ], added: [] } });
    expect(legs(r.journeys[0])).toEqual(['b>c 2026-12-07T13:00:00+08:00']);
  });

  it('a one-off b→c (an extra sailing, or a delayed one at its new time) → offered at its instant, named by its change', () => {
    const trip = { ...tripsOf(makeTimetable({ id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Tue'], dep: '15:00', duration: 240 }] }))[0]!, row: -1 };
    const r = connections(index, { from: 'a', to: 'c', now: monday, changes: {
      cancelled: [{ routeId: 'b-c', departs: at('2026-11-23 13:00') }],
      added: [{ trip, departs: at('2026-11-24 15:00'), key: 'b-c 2026-11-24 15:00' }],
    } });
    expect(legs(r.journeys[0])).toEqual(['a>b 2026-11-24T06:00:00+08:00', 'b>c 2026-11-24T15:00:00+08:00 (b-c 2026-11-24 15:00)']);
  });

  it('changes without `now` (a generic week has no dates) → ignored', () => {
    const r = connections(index, { from: 'a', to: 'c', day: 'Mon', changes: { cancelled: [{ routeId: 'b-c', departs: at('2026-11-23 13:00') }], added: [] } });
    expect(r.journeys[0]!.legs.map((l) => `${l.departure.weekday} ${l.departure.time}`)).toEqual(['Mon 06:00', 'Mon 13:00']);
  });
});

describe('an untimed route\'s day cancelled (a route without published times under a suspension)', () => {
  const flexible = queryIndexOf(makeGraph({
    ports: ['a', 'b'],
    timetables: [{ id: 'a-b', from: 'a', to: 'b', rows: [{ days: 'Daily', dep: null, duration: 60, hours: { from: '06:00', to: '18:00' } }] }],
    planner: { minTransferMinutes: 60, maxChanges: 1 },
  }));
  const depart = (changes?: Parameters<typeof connections>[1]['changes']) =>
    connections(flexible, { from: 'a', to: 'b', now: manila('2026-11-23 08:00'), changes }).journeys[0]!.legs[0]!.departure;

  it('Monday\'s crossings cancelled → the first crossing offered is Tuesday\'s opening, 06:00', () => {
    expect(depart().moment!.iso).toBe('2026-11-23T08:00:00+08:00');
    expect(depart({ cancelled: [{ routeId: 'a-b', departs: at('2026-11-23 00:00'), day: true }], added: [] }).moment!.iso)
      .toBe('2026-11-24T06:00:00+08:00');
  });

  it('a timed occurrence at 00:00 of the same day does not stand for the untimed day', () => {
    expect(depart({ cancelled: [{ routeId: 'a-b', departs: at('2026-11-23 00:00') }], added: [] }).moment!.iso).toBe('2026-11-23T08:00:00+08:00');
  });
});

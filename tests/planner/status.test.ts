/**
 * The planner's answer with the status of dated sailings, `now` fixed: a cancelled sailing is not
 * offered, the answer says which one and why and offers the next one that leaves; a connection never uses a
 * cancelled leg; a delayed direct sailing is offered at its new time.
 */
import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { statusLookup } from '../../src/status/lookup';
import { plan } from '../../src/site/planner/plan';
import { makeGraph, manila } from '../query/builders';
import { makeStatus, makeSuspension, statusFile } from '../support/status';

const index = queryIndexOf(makeGraph({
  ports: ['batangas', 'caticlan', 'calapan', 'roxas'],
  timetables: [
    { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [
      { days: 'Daily', dep: '00:30', duration: { min: 480, max: 540 } }, { days: 'Daily', dep: '23:30', duration: { min: 480, max: 540 } },
    ] },
    { id: 'batangas-calapan', from: 'batangas', to: 'calapan', rows: [{ days: 'Daily', dep: '08:00', arr: { dayOffset: 0, time: '10:00' } }] },
    { id: 'calapan-roxas', from: 'calapan', to: 'roxas', rows: [{ days: ['Fri', 'Sat'], dep: '14:00', arr: { dayOffset: 0, time: '18:00' } }] },
  ],
  planner: { minTransferMinutes: 120, maxChanges: 2 },
}));
const route = { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan' };
const friday = manila('2026-11-27 18:00');
const dated = (s: { departure: { iso: string } | null }) => s.departure!.iso;

describe('plan with sailing status', () => {
  it('the next Batangas → Caticlan sailing cancelled → not offered; the answer names it, and the next one leads', () => {
    const lookup = statusLookup(statusFile([makeStatus(route, { date: '2026-11-27', dep: '23:30', state: 'cancelled', signal: 2 })]), index);
    const answer = plan(index, { from: 'batangas', to: 'caticlan', day: '' }, friday, [], lookup);
    expect(answer.problem).toBeNull();
    expect(answer.direct.map(dated)).toEqual(['2026-11-28T00:30:00+08:00', '2026-11-28T23:30:00+08:00', '2026-11-29T00:30:00+08:00']);
    expect(answer.cancelled.map((s) => [dated(s), s.status!.state, s.status!.signal])).toEqual([['2026-11-27T23:30:00+08:00', 'cancelled', 2]]);
    expect(answer.status).toBe(lookup);
  });

  it('without a status file → the cancelled sailing is offered as timetabled (the page shows what it knows)', () => {
    const answer = plan(index, { from: 'batangas', to: 'caticlan', day: '' }, friday);
    expect(answer.direct.map(dated)[0]).toBe('2026-11-27T23:30:00+08:00');
    expect(answer.cancelled).toEqual([]);
  });

  it('a connection whose leg is cancelled → the next one that leaves, and the cancelled leg is named', () => {
    const calapanRoxas = { id: 'calapan-roxas', from: 'calapan', to: 'roxas' };
    const lookup = statusLookup(statusFile([makeStatus(calapanRoxas, { date: '2026-11-27', dep: '14:00', state: 'cancelled', reason: 'technical' })]), index);
    const answer = plan(index, { from: 'batangas', to: 'roxas', day: 'Fri' }, manila('2026-11-26 12:00'), [], lookup);
    expect(answer.connections[0]!.legs.map((l) => `${l.routeId} ${l.departure.moment!.iso}`)).toEqual([
      'batangas-calapan 2026-11-28T08:00:00+08:00', 'calapan-roxas 2026-11-28T14:00:00+08:00',
    ]);
    expect(answer.cancelled.map((s) => `${s.routeId} ${dated(s)}`)).toEqual(['calapan-roxas 2026-11-27T14:00:00+08:00']);
  });

  it('a delayed direct sailing → offered at its new time, with its status', () => {
    const lookup = statusLookup(statusFile([makeStatus(route, { date: '2026-11-27', dep: '23:30', state: 'delayed', departs: '2026-11-28T02:00:00+08:00', reason: 'technical' })]), index);
    const answer = plan(index, { from: 'batangas', to: 'caticlan', day: '' }, friday, [], lookup);
    expect(answer.direct.slice(0, 2).map((s) => `${dated(s)} ${s.status?.state ?? ''}`)).toEqual([
      '2026-11-28T00:30:00+08:00 ', '2026-11-28T02:00:00+08:00 delayed',
    ]);
    expect(answer.cancelled).toEqual([]);
  });
});

describe('a route without published times cancelled for a day (a suspension over Batangas → Puerto Galera)', () => {
  const crossing = { id: 'batangas-puerto-galera', from: 'batangas', to: 'puerto-galera' };
  const galera = queryIndexOf(makeGraph({
    ports: ['batangas', 'puerto-galera'],
    timetables: [{ ...crossing, rows: [{ days: 'Daily', dep: null, duration: { min: 60, max: 90 } }] }],
    planner: { minTransferMinutes: 60, maxChanges: 1 },
  }));
  const saturday = manila('2026-11-28 09:00');
  const suspension = makeSuspension({ id: 'batangas-signal-3', from: '2026-11-28T00:00:00+08:00', until: '2026-11-30T00:00:00+08:00', signal: 3 });
  const lookup = statusLookup(statusFile([
    makeStatus(crossing, { date: '2026-11-28', dep: null, state: 'cancelled', signal: 3, suspension: suspension.id }),
    makeStatus(crossing, { date: '2026-11-29', dep: null, state: 'cancelled', signal: 3, suspension: suspension.id }),
  ], undefined, [suspension]), galera);

  it('no crossing is offered "today" under it: the first one offered is the day after it ends; the cancelled days are named, and the suspension said first', () => {
    const answer = plan(galera, { from: 'batangas', to: 'puerto-galera', day: '' }, saturday, [], lookup);
    expect(answer.direct.map((s) => `${s.date} ${s.departure === null ? 'any time' : s.departure.time}`)[0]).toBe('2026-11-30 any time');
    expect(answer.cancelled.map((s) => `${s.date} ${s.status!.dep ?? 'day'} ${s.status!.suspension}`)).toEqual([
      '2026-11-28 day batangas-signal-3', '2026-11-29 day batangas-signal-3',
    ]);
    expect(answer.suspensions.map((s) => s.id)).toEqual(['batangas-signal-3']);
  });

  it('without the status the crossing is offered today, as timetabled', () => {
    expect(plan(galera, { from: 'batangas', to: 'puerto-galera', day: '' }, saturday).direct[0]!.date).toBe('2026-11-28');
  });
});

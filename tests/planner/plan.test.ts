/**
 * The planner's question and answer (src/site/planner/plan.ts) with `now` fixed, TZ=UTC: the search start for a
 * chosen day, the URL round trip, place words from the data, and Manila → El Nido on the network fixture
 * (tests/fixtures/network).
 */
import { describe, expect, it } from 'vitest';
import { plan, plannerIndex } from '../../src/site/planner/plan';
import { askedDayText } from '../../src/site/planner/asked-day';
import { legFare, optionFare } from '../../src/site/planner/fare';
import { planParams, readPlanQuery, type PlanQuery } from '../../src/site/planner/plan-query';
import { select as plannerSlice } from '../../src/site/pages/PlannerPage.server';
import { queryIndexOf } from '../../src/query/graph-index';
import { makeGraph, manila } from '../query/builders';
import { fixtureGraph } from '../support/fixture-data';

const graph = fixtureGraph('network');
/** The index the planner page builds from its packed slice of the network fixture. */
const index = plannerIndex(JSON.parse(JSON.stringify(plannerSlice(graph).data)));

describe('where the search starts', () => {
  const monday0130 = new Date('2026-11-22T17:30:00Z'); // Mon 23 Nov 01:30 in Manila, still Sunday in UTC
  const searchStart = (now: Date, day: PlanQuery['day']) => plan(index, { from: 'Manila', to: 'Cebu', day }, now).start;
  it('any day or today → now', () => {
    expect(searchStart(monday0130, '')).toBe(monday0130);
    expect(searchStart(monday0130, 'today')).toBe(monday0130);
    expect(searchStart(monday0130, 'Mon')).toBe(monday0130);
  });
  it('another weekday → 00:00 PST of the next one, counted on the Manila calendar', () => {
    expect(searchStart(monday0130, 'Tue').toISOString()).toBe('2026-11-23T16:00:00.000Z'); // Tue 24 Nov 00:00 PST
    expect(searchStart(monday0130, 'Sun').toISOString()).toBe('2026-11-28T16:00:00.000Z'); // Sun 29 Nov 00:00 PST
  });
});

describe('the planner URL', () => {
  it('keeps the traveller’s words and the day, and reads them back', () => {
    const params = planParams({ from: ' Manila ', to: 'El Nido', day: 'Mon' });
    expect(params.toString()).toBe('from=Manila&to=El+Nido&day=mon');
    expect(readPlanQuery(params)).toEqual({ from: 'Manila', to: 'El Nido', day: 'Mon' });
    expect(readPlanQuery(new URLSearchParams('from=manila&day=funday'))).toEqual({ from: 'manila', to: '', day: '' });
  });
});

describe('plan on the network fixture, over the index the planner page builds from its packed slice', () => {
  const now = new Date('2026-11-22T04:00:00Z'); // Sunday 22 Nov, noon in Manila
  const minTransfer = graph.site.planner.minTransferMinutes;

  it('Manila → El Nido: no direct sailing; the ferry to Puerto Princesa, a wait, then the road', () => {
    const answer = plan(index, { from: 'manila', to: 'el-nido', day: '' }, now);
    expect(answer.problem).toBeNull();
    expect(answer.direct).toEqual([]);
    const first = answer.connections[0]!;
    expect(first.ports).toEqual(['manila', 'puerto-princesa', 'el-nido']);
    expect(first.legs.map((l) => l.mode)).toEqual(['ferry', 'road']);
    expect(first.legs[1]!.waitBeforeMinutes).toBeGreaterThanOrEqual(minTransfer);
    expect(first.total.max).toBe(first.arrival.weekMinute - first.departure.weekMinute);
    expect(first.legs[0]!.departure.moment!.iso >= '2026-11-22T12:00').toBe(true);
  });

  it('a chosen day starts the search on that Manila day', () => {
    const answer = plan(index, { from: 'Manila', to: 'Cebu', day: 'Fri' }, now);
    expect(answer.direct.length).toBeGreaterThan(0);
    expect(answer.direct[0]!.date >= '2026-11-27').toBe(true);
  });

  it('the traveller’s words resolve through the data: Boracay, Bohol, Roxas City, tagbilaran', () => {
    expect(plan(index, { from: 'Batangas', to: 'Boracay', day: '' }, now)).toMatchObject({ from: 'batangas', to: 'caticlan', problem: null });
    expect(plan(index, { from: 'Manila', to: 'Bohol', day: '' }, now)).toMatchObject({ to: 'tagbilaran', problem: null });
    expect(plan(index, { from: 'Roxas City', to: 'Batangas', day: '' }, now)).toMatchObject({ from: 'roxas', problem: null });
    expect(plan(index, { from: 'tagbilaran', to: 'Manila', day: '' }, now)).toMatchObject({ from: 'tagbilaran', problem: null });
  });

  it('direct sailings come first and are real dates, the connections have changes', () => {
    const answer = plan(index, { from: 'Batangas', to: 'Caticlan', day: '' }, now);
    // The daily 06:00 sailing from Monday (Sunday's left before noon); then by way of Roxas.
    expect(answer.direct.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(answer.connections.map((j) => [j.ports, j.changes])).toEqual([[['batangas', 'roxas', 'caticlan'], 1]]);
  });

  it('a return the operator does not publish (Caticlan → Batangas, Puerto Princesa → Manila) → no trips, and the other way is published', () => {
    for (const [from, to] of [['Caticlan', 'Batangas'], ['Puerto Princesa', 'Manila']] as const) {
      const answer = plan(index, { from, to, day: '' }, now);
      expect(answer.problem?.code, `${from} → ${to}`).toBe('no_journey');
      expect(answer.reversePublished, `${from} → ${to}`).toBe(true);
    }
    expect(plan(index, { from: 'Batangas', to: 'Caticlan', day: '' }, now).reversePublished).toBe(false);
  });

  it('unknown words, a listed place with no ferry, the same place, an empty field', () => {
    expect(plan(index, { from: 'Atlantis', to: 'Cebu', day: '' }, now).problem).toEqual({ code: 'unknown_place', field: 'from', input: 'Atlantis' });
    expect(plan(index, { from: 'Manila', to: 'Siargao', day: '' }, now).problem).toEqual({ code: 'place_not_served', field: 'to', input: 'Siargao' });
    expect(plan(index, { from: 'Manila', to: 'manila', day: '' }, now).problem).toEqual({ code: 'same_place', port: 'manila' });
    expect(plan(index, { from: 'Manila', to: ' ', day: '' }, now).problem).toEqual({ code: 'missing_place', field: 'to' });
  });
});

describe('routes whose days are not published', () => {
  // Batangas → Odiongan sails; Odiongan → Caticlan has a fare and no published days.
  const graph = makeGraph({
    ports: ['batangas', 'odiongan', 'caticlan'],
    places: [{ name: 'Batangas', port: 'batangas' }, { name: 'Odiongan', port: 'odiongan' }, { name: 'Caticlan', port: 'caticlan' }],
    timetables: [
      { id: 'batangas-odiongan', from: 'batangas', to: 'odiongan', rows: [{ days: ['Tue'], dep: '21:00', arr: { dayOffset: 1, time: '07:00' } }] },
      { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [{ days: ['Fri'], dep: '23:30', duration: { min: 480, max: 540 } }] },
    ],
  });
  const index = queryIndexOf(graph);
  const undated = [{ id: 'odiongan-caticlan', from: 'odiongan', to: 'caticlan', fare: { disputed: false as const, value: { min: 350, max: 556 }, statements: [] } }];
  const now = manila('2026-11-23 09:00'); // Monday

  it('a trip that needs one: offered after every timed answer, the dated sailing first, the undated leg said so', () => {
    const answer = plan(index, { from: 'Batangas', to: 'Caticlan', day: '' }, now, undated);
    expect(new Set(answer.direct.map((s) => s.tripId))).toEqual(new Set(['batangas-caticlan.0.Fri']));
    expect(answer.possible).toEqual([expect.objectContaining({ undated: undated[0], undatedFirst: false })]);
    expect(answer.possible[0]!.sailing).toMatchObject({ from: 'batangas', to: 'odiongan', date: '2026-11-24' });
    expect(answer.problem).toBeNull();
  });

  it('the undated route itself is the answer between its ends; without undated routes there is no answer', () => {
    expect(plan(index, { from: 'Odiongan', to: 'Caticlan', day: '' }, now, undated)).toMatchObject({ undated: undated[0], problem: null });
    expect(plan(index, { from: 'Odiongan', to: 'Caticlan', day: '' }, now).problem).toMatchObject({ code: 'no_journey' });
  });
});

describe('the asked day comes first', () => {
  // a → b sails on Wednesdays only; a → c has no direct sailing: a → b, then b → c on Thursdays.
  const graph = makeGraph({
    ports: ['a', 'b', 'c'],
    timetables: [
      { id: 'a-b', from: 'a', to: 'b', rows: [{ days: ['Wed'], dep: '12:00', duration: 18 * 60 }] },
      { id: 'b-c', from: 'b', to: 'c', rows: [{ days: ['Thu'], dep: '20:00', duration: 120 }] },
    ],
  });
  const index = queryIndexOf(graph);
  const sunday = manila('2026-11-29 08:10');
  const place = (id: string) => `${id} port`;

  it('a Friday asked of a Wednesday route → the answer says so first, with the Wednesdays before and after that are still ahead', () => {
    const answer = plan(index, { from: 'a', to: 'b', day: 'Fri' }, sunday);
    expect(answer.asked).toMatchObject({ weekday: 'Fri', date: '2026-12-04', directDays: ['Wed'], directServed: false, served: false });
    expect(askedDayText(answer, place)).toBe('No Friday sailing from a port to b port; it sails on Wednesdays.');
    expect(answer.asked!.earlierDirect!.date).toBe('2026-12-02');
    expect(answer.direct[0]!.date).toBe('2026-12-09');
  });

  it('the only sailing before the asked day has left → no earlier sailing; the day that has one → nothing said first', () => {
    const thursday = plan(index, { from: 'a', to: 'b', day: 'Fri' }, manila('2026-12-03 09:00'));
    expect(thursday.asked!.earlierDirect).toBeNull();
    expect(askedDayText(thursday, place)).toBe('No Friday sailing from a port to b port; it sails on Wednesdays.');
    const wednesday = plan(index, { from: 'a', to: 'b', day: 'Wed' }, sunday);
    expect(wednesday.asked).toMatchObject({ directServed: true, earlierDirect: null });
    expect(askedDayText(wednesday, place)).toBeNull();
  });

  it('any day asked → nothing about a day', () => {
    const answer = plan(index, { from: 'a', to: 'b', day: '' }, sunday);
    expect(answer.asked).toBeNull();
    expect(askedDayText(answer, place)).toBeNull();
  });

  it('no direct route, and no trip leaves on the asked day → said first, with the trip that leaves last before it', () => {
    const answer = plan(index, { from: 'a', to: 'c', day: 'Fri' }, sunday);
    expect(askedDayText(answer, place)).toBe('No trip from a port to c port leaves on Fri 4 Dec.');
    expect(answer.asked!.earlierJourney!.departure.moment!.date).toBe('2026-12-02');
    expect(answer.connections[0]!.departure.moment!.date).toBe('2026-12-09');
  });
});

describe('what each option costs', () => {
  const disputed = { disputed: true as const, options: [{ value: { min: 1800, max: 7000 }, statements: [] }, { value: { min: 2236, max: 2394 }, statements: [] }] };
  it('every leg with a range → their sum; a disputed or unknown leg → "from" the lowest fares known', () => {
    expect(optionFare([legFare({ min: 250, max: 400 }, 'x', {}), legFare({ min: 500, max: 800 }, 'y', {})])).toEqual({ total: { min: 750, max: 1200 } });
    expect(optionFare([legFare(null, 'pp', { pp: disputed }), legFare({ min: 500, max: 800 }, 'y', {})])).toEqual({ from: 2300 });
    expect(optionFare([legFare(null, 'bus', {}), legFare({ min: 500, max: 800 }, 'y', {})])).toEqual({ from: 500 });
    expect(optionFare([legFare(null, 'bus', {})])).toBeNull();
  });
});

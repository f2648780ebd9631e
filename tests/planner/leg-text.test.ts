/**
 * How a planned leg reads (src/site/planner/leg-text.ts), TZ=UTC and in two more zones under npm test: every time
 * comes from the engine's Manila readings. An untimed leg never shows a time the data does not give.
 */
import { describe, expect, it } from 'vitest';
import { connections } from '../../src/query/connections';
import { queryIndexOf } from '../../src/query/graph-index';
import { journeyTotal, legArrival, legDeparture } from '../../src/site/planner/leg-text';
import { select as plannerSlice } from '../../src/site/pages/PlannerPage.server';
import { plan, plannerIndex } from '../../src/site/planner/plan';
import { makeGraph, manila } from '../query/builders';
import { fixtureGraph } from '../support/fixture-data';

describe('Manila → El Nido on the network fixture (the road leg has stated hours, 05:00–18:00)', () => {
  const index = plannerIndex(JSON.parse(JSON.stringify(plannerSlice(fixtureGraph('network')).data)));
  const journey = plan(index, { from: 'Manila', to: 'El Nido', day: '' }, manila('2026-11-22 12:00')).connections[0]!;
  const [ferry, road] = journey.legs;

  it('the ferry: a fixed departure, an arrival estimated from the stated 26 h', () => {
    expect(legDeparture(ferry!)).toBe('Mon 23 Nov, 8:00 PM PST');
    expect(legArrival(ferry!)).toBe('Tue 24 Nov, 10:00 PM (+1 day, estimated)');
  });

  it('the road after a 10 PM landing: the next morning’s hours, not a computed midnight', () => {
    expect(legDeparture(road!)).toBe('Wed 25 Nov, between 5:00 AM and 6:00 PM PST (no fixed departure time)');
    expect(legArrival(road!)).toBe('5–6 h after you leave (leaving at 5:00 AM: between Wed 25 Nov, 10:00 AM and 11:00 AM PST)');
  });

  it('the total is a range: 5–6 h by road', () => {
    expect(journeyTotal(journey)).toBe('1 day 14 h – 1 day 15 h');
  });
});

describe('a road leg with no stated hours before a night ferry', () => {
  const index = queryIndexOf(makeGraph({
    ports: ['manila', 'batangas', 'caticlan'],
    timetables: [
      { id: 'manila-batangas', from: 'manila', to: 'batangas', mode: 'road', rows: [{ days: 'Daily', dep: null, duration: { min: 120, max: 180 } }] },
      { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [{ days: 'Daily', dep: '23:30', duration: 480 }] },
    ],
  }));

  it('searched from a day’s start → "any time until" the last moment that makes the ferry; no clock time for the arrival', () => {
    const road = connections(index, { from: 'manila', to: 'caticlan', now: manila('2026-11-24 00:00') }).journeys[0]!.legs[0]!;
    expect(legDeparture(road)).toBe('Tue 24 Nov, any time until 6:30 PM PST (no fixed departure time)');
    expect(legArrival(road)).toBe('2–3 h after you leave');
  });

  it('searched from noon → "between" now and that moment', () => {
    const road = connections(index, { from: 'manila', to: 'caticlan', now: manila('2026-11-24 12:00') }).journeys[0]!.legs[0]!;
    expect(legDeparture(road)).toBe('Tue 24 Nov, between 12:00 PM and 6:30 PM PST (no fixed departure time)');
  });

  it('alone, with nothing to limit it → "any time during the day"', () => {
    const alone = queryIndexOf(makeGraph({
      ports: ['manila', 'batangas'],
      timetables: [{ id: 'manila-batangas', from: 'manila', to: 'batangas', mode: 'road', rows: [{ days: 'Daily', dep: null, duration: 120 }] }],
    }));
    const road = connections(alone, { from: 'manila', to: 'batangas', now: manila('2026-11-24 00:00') }).journeys[0]!.legs[0]!;
    expect(legDeparture(road)).toBe('Tue 24 Nov, any time during the day (no fixed departure time)');
  });
});

describe('an estimated arrival window', () => {
  it('a stated 20–22 h → "between … and …", never "about"', () => {
    const index = queryIndexOf(makeGraph({
      ports: ['manila', 'cebu'],
      timetables: [{ id: 'manila-cebu', from: 'manila', to: 'cebu', rows: [{ days: ['Mon'], dep: '20:00', duration: { min: 1200, max: 1320 } }] }],
    }));
    const leg = connections(index, { from: 'manila', to: 'cebu', now: manila('2026-11-23 00:00') }).journeys[0]!.legs[0]!;
    expect(legArrival(leg)).toBe('Tue 24 Nov between 4:00 PM and 6:00 PM');
  });
});

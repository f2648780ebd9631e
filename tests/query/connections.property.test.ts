/**
 * Connections against a brute force: on small random networks, the engine's best arrival equals the earliest
 * arrival found by trying every chain of concrete trip instances over four weeks, and every journey it returns is
 * one a traveller could actually make (ports chain, transfer minimum kept, timed legs at their timetable times,
 * untimed legs inside their stated hours).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTES_PER_DAY, MINUTES_PER_WEEK, weekdayIndex, WEEKDAYS } from '../../src/time';
import type { Trip, Weekday } from '../../src/graph/types';
import { queryIndexOf } from '../../src/query/graph-index';
import { connections, SLOWEST } from '../../src/query/connections';
import { makeGraph, type TimetableSpec } from './builders';

// Few ports for many timetables: several timetables per hop, so later-but-faster boats occur.
const PORTS = ['a', 'b', 'c', 'd'];
const HORIZON = 4 * MINUTES_PER_WEEK;

const timetableArb = fc.record({
  from: fc.constantFrom(...PORTS),
  to: fc.constantFrom(...PORTS),
  untimed: fc.boolean(),
  dep: fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
  /** An untimed trip's stated hours (first and last departure, quarter hours), or none (the whole day). */
  hours: fc.option(fc.tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 0, max: 95 })).map(([x, y]) => [Math.min(x, y) * 15, Math.max(x, y) * 15] as const)),
  duration: fc.integer({ min: 30, max: 2 * MINUTES_PER_DAY }),
  days: fc.subarray([...WEEKDAYS], { minLength: 1 }),
}).filter((t) => t.from !== t.to);

type RawTimetable = typeof timetableArb extends fc.Arbitrary<infer T> ? T : never;

const hhmm = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function specs(raw: RawTimetable[]): TimetableSpec[] {
  return raw.map((t, i) => ({
    id: `t${String(i).padStart(2, '0')}`, from: t.from, to: t.to, mode: t.untimed ? 'road' : 'ferry',
    rows: [{
      days: t.days as Weekday[], dep: t.untimed ? null : hhmm(t.dep), duration: t.duration,
      ...(t.untimed && t.hours ? { hours: { from: hhmm(t.hours[0]), to: hhmm(t.hours[1]) } } : {}),
    }],
  }));
}

/** Earliest arrival at `to` with at most `maxLegs` legs, trying every chain of trip instances (no port twice). */
function bruteForce(trips: Trip[], from: string, to: string, start: number, maxLegs: number, transfer: number): number | null {
  let best: number | null = null;
  const walk = (port: string, ready: number, legs: number, seen: Set<string>): void => {
    if (legs === maxLegs) return;
    for (const trip of trips) {
      if (trip.from !== port || seen.has(trip.to)) continue;
      const earliest = legs === 0 ? ready : ready + transfer;
      for (let week = 0; week * MINUTES_PER_WEEK < HORIZON; week++) {
        const dayStart = week * MINUTES_PER_WEEK + weekdayIndex(trip.depDay) * MINUTES_PER_DAY;
        // Timed: that minute. Untimed: any minute of its hours that day (the whole day without), the earliest not before `earliest`.
        const open = dayStart + (trip.window?.min ?? 0);
        const close = dayStart + (trip.window?.max ?? MINUTES_PER_DAY - 1);
        const dep = trip.depMinute !== null ? dayStart + trip.depMinute : Math.max(open, earliest);
        if (dep < earliest || (trip.depMinute === null && dep > close)) continue;
        const arr = dep + trip.durationMinutes.max;
        if (trip.to === to) {
          if (best === null || arr < best) best = arr;
        } else {
          walk(trip.to, arr, legs + 1, new Set([...seen, trip.to]));
        }
        break; // later instances of the same trip only arrive later
      }
    }
  };
  walk(from, start, 0, new Set([from]));
  return best;
}

describe('connections against a brute force', () => {
  it('same best arrival, and every journey is one a traveller could make', () => {
    fc.assert(fc.property(
      fc.array(timetableArb, { minLength: 1, maxLength: 12 }),
      fc.constantFrom(...PORTS), fc.constantFrom(...PORTS),
      fc.integer({ min: 0, max: MINUTES_PER_WEEK - 1 }),
      fc.integer({ min: 0, max: 2 }),
      (raw, from, to, startMinute, maxChanges) => {
        fc.pre(from !== to);
        const transfer = 120;
        const index = queryIndexOf(makeGraph({ ports: PORTS, timetables: specs(raw), planner: { minTransferMinutes: transfer, maxChanges } }));
        const day = WEEKDAYS[Math.floor(startMinute / MINUTES_PER_DAY)]!;
        const start = weekdayIndex(day) * MINUTES_PER_DAY; // a weekday without an instant starts at 00:00
        const result = connections(index, { from, to, day, limit: 50, keepSlow: true });
        const trips = index.trips.slice();
        const expected = bruteForce(trips, from, to, start, maxChanges + 1, transfer);

        expect(result.journeys[0]?.arrival.weekMinute ?? null).toBe(expected);
        // What a traveller is offered: a subset, none slower than the bound against the fastest offered.
        const shown = connections(index, { from, to, day, limit: 50 }).journeys;
        const fastest = Math.min(...shown.map((j) => j.total.max));
        for (const journey of shown) {
          expect(result.journeys.map((j) => j.ports.join('>'))).toContain(journey.ports.join('>'));
          expect(journey.total.max).toBeLessThanOrEqual(Math.min(SLOWEST.times * fastest, fastest + SLOWEST.extraMinutes));
        }
        for (const journey of result.journeys) {
          expect(journey.legs.length).toBeLessThanOrEqual(maxChanges + 1);
          expect(journey.legs[0]!.from).toBe(from);
          expect(journey.legs.at(-1)!.to).toBe(to);
          expect(journey.legs[0]!.departure.weekMinute).toBeGreaterThanOrEqual(start);
          journey.legs.forEach((leg, i) => {
            const trip = trips.find((t) => t.id === leg.tripId)!;
            expect(leg.arrival.weekMinute - leg.departure.weekMinute).toBe(trip.durationMinutes.max);
            expect(leg.departure.weekday).toBe(trip.depDay);
            if (trip.depMinute !== null) expect(leg.departure.minuteOfDay).toBe(trip.depMinute);
            else {
              const [open, close] = [trip.window?.min ?? 0, trip.window?.max ?? MINUTES_PER_DAY - 1];
              expect(leg.departure.minuteOfDay).toBeGreaterThanOrEqual(open);
              expect(leg.departure.minuteOfDay).toBeLessThanOrEqual(close);
              const { earliest, latest } = leg.leaveBetween!;
              expect(earliest.weekMinute).toBeLessThanOrEqual(leg.departure.weekMinute);
              expect(latest.weekMinute).toBeGreaterThanOrEqual(leg.departure.weekMinute);
              expect(earliest.minuteOfDay).toBeGreaterThanOrEqual(open);
              expect(latest.minuteOfDay).toBeLessThanOrEqual(close);
            }
            if (i > 0) {
              expect(leg.from).toBe(journey.legs[i - 1]!.to);
              expect(leg.departure.weekMinute - journey.legs[i - 1]!.arrival.weekMinute).toBeGreaterThanOrEqual(transfer);
            }
          });
        }
      },
    ), { numRuns: 300, seed: 20261122 });
  });
});

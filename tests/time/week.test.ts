/**
 * Property tests of the time model (src/time): every departure and every true travel time, written the
 * way a maintainer would (a weekday arrival or "+N"), must give back that travel time — across Sunday → Monday and
 * over several days. No clock, no time zone: TZ must not matter (run with TZ=UTC and others).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrivalDayOffset, derivedDurationMinutes, formatDuration, formatTime12, formatTime24, hoursToMinutes, minuteOfWeek,
  MINUTES_PER_DAY, MINUTES_PER_WEEK, parseTime, weekdayAt, weekdayIndex, WEEKDAYS, type Weekday,
} from '../../src/time';

const weekday = fc.constantFrom(...WEEKDAYS);
const minuteOfDay = fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 });

/** Where a trip of `duration` minutes leaving `day` at `dep` arrives: weekday, days later and time of day. */
function arrival(day: Weekday, dep: number, duration: number) {
  const total = dep + duration;
  const days = Math.floor(total / MINUTES_PER_DAY);
  return { weekday: weekdayAt(weekdayIndex(day) + days), days, time: total % MINUTES_PER_DAY };
}

/** "8:30 PM" → 1230: the inverse of formatTime12, written independently. */
function parse12(text: string): number {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)!;
  return ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
}

describe('time model properties', () => {
  it('a weekday arrival gives back any travel time from 1 minute to a full week, across the week boundary', () => {
    fc.assert(fc.property(weekday, minuteOfDay, fc.integer({ min: 1, max: MINUTES_PER_WEEK }), (day, dep, duration) => {
      const a = arrival(day, dep, duration);
      expect(derivedDurationMinutes(day, dep, a.weekday, a.time)).toBe(duration);
    }));
  });

  it('a "+N" arrival gives back any travel time literally, multi-day included', () => {
    fc.assert(fc.property(weekday, minuteOfDay, fc.integer({ min: 0, max: MINUTES_PER_WEEK }), (day, dep, duration) => {
      const a = arrival(day, dep, duration);
      fc.pre(a.days <= 7);
      expect(derivedDurationMinutes(day, dep, `+${a.days}`, a.time)).toBe(duration);
      expect(arrivalDayOffset(day, `+${a.days}`)).toBe(a.days);
    }));
  });

  it('Sunday night to Monday morning is a few hours, not minus six days', () => {
    expect(derivedDurationMinutes('Sun', parseTime('22:00'), 'Mon', parseTime('06:00'))).toBe(8 * 60);
    expect(arrivalDayOffset('Sun', 'Mon')).toBe(1);
    expect(arrivalDayOffset('Sat', 'Tue')).toBe(3);
  });

  it('the offset to an arrival weekday k days later is k (mod 7), and 0 for the same weekday', () => {
    fc.assert(fc.property(weekday, fc.integer({ min: 0, max: 6 }), (day, k) => {
      expect(arrivalDayOffset(day, weekdayAt(weekdayIndex(day) + k))).toBe(k);
    }));
  });

  it('weekdayAt wraps any integer into the week, and inverts weekdayIndex', () => {
    fc.assert(fc.property(weekday, fc.integer({ min: -1000, max: 1000 }), (day, weeks) => {
      expect(weekdayAt(weekdayIndex(day) + 7 * weeks)).toBe(day);
    }));
  });

  it('minute of the week stays inside the week and orders Monday first', () => {
    fc.assert(fc.property(weekday, minuteOfDay, (day, m) => {
      const w = minuteOfWeek(day, m);
      expect(w).toBeGreaterThanOrEqual(0);
      expect(w).toBeLessThan(MINUTES_PER_WEEK);
      expect(Math.floor(w / MINUTES_PER_DAY)).toBe(weekdayIndex(day));
    }));
  });

  it('24-hour format round-trips through parseTime, zero-padded', () => {
    fc.assert(fc.property(minuteOfDay, (m) => {
      const text = formatTime24(m);
      expect(text).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(parseTime(text)).toBe(m);
    }));
  });

  it('12-hour format round-trips, with 12:00 AM at midnight and 12:00 PM at noon', () => {
    fc.assert(fc.property(minuteOfDay, (m) => {
      const text = formatTime12(m);
      expect(text).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);
      expect(parse12(text)).toBe(m);
    }));
    expect(formatTime12(0)).toBe('12:00 AM');
    expect(formatTime12(720)).toBe('12:00 PM');
    expect(formatTime12(810)).toBe('1:30 PM');
  });

  it('formatting wraps minutes outside the day instead of printing 24:00 or negative times', () => {
    fc.assert(fc.property(fc.integer({ min: -3 * MINUTES_PER_WEEK, max: 3 * MINUTES_PER_WEEK }), (m) => {
      const wrapped = ((m % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
      expect(formatTime24(m)).toBe(formatTime24(wrapped));
      expect(formatTime12(m)).toBe(formatTime12(wrapped));
    }));
  });

  it('stated hours convert to whole minutes, ranges kept in order', () => {
    expect(hoursToMinutes(1.5)).toEqual({ min: 90, max: 90 });
    expect(hoursToMinutes({ min: 20, max: 22 })).toEqual({ min: 1200, max: 1320 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 168 * 4 }), (quarters) => {
      const { min, max } = hoursToMinutes(quarters / 4);
      expect(min).toBe(quarters * 15);
      expect(max).toBe(min);
    }));
  });

  it('durations read as hours and minutes', () => {
    expect(formatDuration(810)).toBe('13 h 30 min');
    expect(formatDuration(1440)).toBe('24 h');
    expect(formatDuration(45)).toBe('45 min');
  });
});

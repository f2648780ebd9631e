import { describe, expect, it } from 'vitest';
import { manilaDate, manilaMoment, manilaWeekday, manilaWeekStartMs } from '../../src/time';

describe('Manila wall clock from an instant', () => {
  it('17:00 UTC on Sunday is already Monday 01:00 in Manila → Monday, the next calendar date', () => {
    const now = new Date('2026-11-22T17:00:00Z');
    expect(manilaWeekday(now)).toBe('Mon');
    expect(manilaDate(now)).toBe('2026-11-23');
    expect(manilaMoment(now.getTime())).toEqual({
      iso: '2026-11-23T01:00:00+08:00', date: '2026-11-23', year: 2026, month: 11, day: 23, weekday: 'Mon',
      minuteOfDay: 60, time: '01:00',
    });
  });

  it('15:59 UTC on Sunday is still Sunday 23:59 in Manila', () => {
    const now = new Date('2026-11-22T15:59:00Z');
    expect(manilaWeekday(now)).toBe('Sun');
    expect(manilaMoment(now.getTime()).time).toBe('23:59');
  });

  it('the Manila week starts Monday 00:00 PST (Sunday 16:00 UTC), whatever the instant in that week', () => {
    const monday = Date.parse('2026-11-22T16:00:00Z');
    expect(manilaWeekStartMs(Date.parse('2026-11-22T17:00:00Z'))).toBe(monday);
    expect(manilaWeekStartMs(Date.parse('2026-11-29T15:59:00Z'))).toBe(monday);
    expect(manilaWeekStartMs(Date.parse('2026-11-29T16:00:00Z'))).toBe(monday + 7 * 86_400_000);
  });

  it('a year boundary in Manila before it in UTC → the new year', () => {
    expect(manilaMoment(Date.parse('2026-12-31T16:30:00Z')).date).toBe('2027-01-01');
  });
});

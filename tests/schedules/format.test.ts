/**
 * The words of a concrete sailing (src/site/schedules/format.ts), with `now` fixed and TZ=UTC, on sailings the
 * engine computes from a tiny timetable — so the dates are the engine's and only the wording is under test.
 */
import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { nextSailings } from '../../src/query/next-sailings';
import { manilaDaysUntil, relativeDay } from '../../src/time';
import { formatArrival, formatNextSailing } from '../../src/site/schedules/format';
import { makeGraph, manila } from '../query/builders';

const index = queryIndexOf(makeGraph({
  ports: ['manila', 'cebu', 'tagbilaran', 'el-nido', 'puerto-princesa', 'batangas', 'caticlan', 'cagayan-de-oro'],
  timetables: [
    { id: 'manila-cebu', from: 'manila', to: 'cebu', rows: [{ days: ['Mon', 'Fri'], dep: '20:00', arr: { dayOffset: 1, time: '16:00' } }] },
    { id: 'manila-tagbilaran', from: 'manila', to: 'tagbilaran', rows: [{ days: ['Sat'], dep: '01:00', arr: { dayOffset: 2, time: '20:30' } }] },
    { id: 'pp-el-nido', from: 'puerto-princesa', to: 'el-nido', mode: 'road', rows: [{ days: 'Daily', dep: null, duration: { min: 300, max: 360 } }] },
    { id: 'el-nido-pp', from: 'el-nido', to: 'puerto-princesa', mode: 'road', rows: [{ days: ['Tue'], dep: '09:00', duration: { min: 300, max: 360 } }] },
    // The real Batangas → Caticlan rows (8–9 h) and Manila → Cagayan de Oro (28–32 h), whose window crosses midnight.
    { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [
      { days: 'Daily', dep: '00:30', duration: { min: 480, max: 540 } }, { days: 'Daily', dep: '23:30', duration: { min: 480, max: 540 } },
    ] },
    { id: 'manila-cdo', from: 'manila', to: 'cagayan-de-oro', rows: [{ days: ['Mon', 'Wed', 'Sat'], dep: '18:00', duration: { min: 1680, max: 1920 } }] },
    { id: 'batangas-pp', from: 'batangas', to: 'puerto-princesa', rows: [{ days: ['Tue', 'Fri'], dep: '19:00', duration: { min: 1440, max: 1440 } }] },
  ],
}));
const next = (from: string, to: string, now: Date) => nextSailings(index, { from, to, now, count: 1 }).sailings[0]!;

describe('formatNextSailing', () => {
  it('a sailing later the same Manila day → "today"', () => {
    const now = manila('2026-11-23 10:00'); // Monday
    expect(formatNextSailing(next('manila', 'cebu', now), now)).toBe('Mon 23 Nov, 8:00 PM PST — today');
  });

  it('Sunday 23:00 in Manila → Monday’s sailing, "tomorrow" (week wrap-around)', () => {
    const now = manila('2026-11-29 23:00');
    expect(formatNextSailing(next('manila', 'cebu', now), now)).toBe('Mon 30 Nov, 8:00 PM PST — tomorrow');
  });

  it('a Manila date that is still "yesterday" in UTC counts from the Manila date', () => {
    const now = new Date('2026-11-22T17:30:00Z'); // Mon 23 Nov 01:30 in Manila, Sun 22 Nov in UTC
    expect(formatNextSailing(next('manila', 'cebu', now), now)).toBe('Mon 23 Nov, 8:00 PM PST — today');
  });

  it('after Monday’s departure → Friday, "in 4 days"', () => {
    const now = manila('2026-11-23 20:01');
    expect(formatNextSailing(next('manila', 'cebu', now), now)).toBe('Fri 27 Nov, 8:00 PM PST — in 4 days');
  });

  it('across a month and year end', () => {
    const now = manila('2026-12-29 12:00'); // Tuesday
    expect(formatNextSailing(next('manila', 'cebu', now), now)).toBe('Fri 1 Jan, 8:00 PM PST — in 3 days');
  });

  it('a departure in the small hours says to be at the port the evening before', () => {
    const now = manila('2026-11-27 00:00'); // Friday
    expect(formatNextSailing(next('batangas', 'caticlan', now), now)).toBe('Fri 27 Nov, 12:30 AM PST (be at the port Thursday night) — today');
  });

  it('a trip with no fixed time and no stated hours → its day, "any time during the day", never an invented time', () => {
    const now = manila('2026-11-23 10:00');
    expect(formatNextSailing(next('puerto-princesa', 'el-nido', now), now))
      .toBe('Mon 23 Nov, any time during the day (no fixed departure time) — today');
  });

  it('a trip with no fixed time and stated hours → "between" its first and last departure', () => {
    const withHours = queryIndexOf(makeGraph({
      ports: ['puerto-princesa', 'el-nido'],
      timetables: [{ id: 'pp-el-nido', from: 'puerto-princesa', to: 'el-nido', mode: 'road', rows: [
        { days: 'Daily', dep: null, duration: { min: 300, max: 360 }, hours: { from: '05:00', to: '18:00' } },
      ] }],
    }));
    const first = (now: Date) => nextSailings(withHours, { from: 'puerto-princesa', to: 'el-nido', now, count: 1 }).sailings[0]!;
    const morning = manila('2026-11-23 10:00');
    expect(formatNextSailing(first(morning), morning)).toBe('Mon 23 Nov, between 5:00 AM and 6:00 PM PST (no fixed departure time) — today');
    // After the last departure of the day, today's is gone: tomorrow's is next.
    const evening = manila('2026-11-23 18:01');
    expect(formatNextSailing(first(evening), evening)).toBe('Tue 24 Nov, between 5:00 AM and 6:00 PM PST (no fixed departure time) — tomorrow');
  });
});

describe('formatArrival', () => {
  it('an overnight arrival → "+1 day"', () => {
    expect(formatArrival(next('manila', 'cebu', manila('2026-11-23 10:00')))).toBe('arrives Tue 24 Nov, 4:00 PM (+1 day)');
  });

  it('a two-day crossing → the real arrival date and "+2 days"', () => {
    expect(formatArrival(next('manila', 'tagbilaran', manila('2026-11-23 10:00')))).toBe('arrives Mon 30 Nov, 8:30 PM (+2 days)');
  });

  it('a stated travel time range → a window on the arrival date, never "about"; none without a departure time', () => {
    expect(formatArrival(next('el-nido', 'puerto-princesa', manila('2026-11-23 10:00')))).toBe('arrives Tue 24 Nov between 2:00 PM and 3:00 PM');
    expect(formatArrival(next('batangas', 'caticlan', manila('2026-11-23 10:00')))).toBe('arrives Tue 24 Nov between 7:30 AM and 8:30 AM');
    expect(formatArrival(next('puerto-princesa', 'el-nido', manila('2026-11-23 10:00')))).toBeNull();
  });

  it('a window across midnight names both dates', () => {
    expect(formatArrival(next('manila', 'cagayan-de-oro', manila('2026-11-23 10:00'))))
      .toBe('arrives between Tue 24 Nov, 10:00 PM and Wed 25 Nov, 2:00 AM');
  });

  it('one stated travel time → one arrival time, said to be estimated', () => {
    expect(formatArrival(next('batangas', 'puerto-princesa', manila('2026-11-23 10:00')))).toBe('arrives Wed 25 Nov, 7:00 PM (+1 day, estimated)');
  });
});

describe('relative days', () => {
  it('"today", "tomorrow", "in N days" from the Manila calendar', () => {
    expect([0, 1, 2, 6].map(relativeDay)).toEqual(['today', 'tomorrow', 'in 2 days', 'in 6 days']);
    expect(manilaDaysUntil('2026-11-23', new Date('2026-11-22T16:00:00Z'))).toBe(0); // 00:00 Monday in Manila
    expect(manilaDaysUntil('2026-11-23', new Date('2026-11-22T15:59:59Z'))).toBe(1); // 23:59:59 Sunday in Manila
  });
});

/**
 * Which dated sailing a route shows when a day is chosen, and which date its Book Tickets link carries, on a
 * tiny timetable shaped like Batangas → Caticlan (daily 00:30 and 23:30). `now` is fixed; the suite
 * runs with TZ=UTC (and in two more zones), so every date must be the Manila one.
 */
import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { MIN_LEAD_DAYS } from '../../src/site/booking/dates';
import { bookingChoice, nextSailingOn } from '../../src/site/schedules/sailing-choice';
import { makeGraph, manila } from '../query/builders';

const index = queryIndexOf(makeGraph({
  ports: ['batangas', 'caticlan', 'manila', 'cebu'],
  timetables: [
    { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan', rows: [
      { days: 'Daily', dep: '00:30', duration: { min: 480, max: 540 } }, { days: 'Daily', dep: '23:30', duration: { min: 480, max: 540 } },
    ] },
    { id: 'manila-cebu', from: 'manila', to: 'cebu', rows: [{ days: ['Mon', 'Fri'], dep: '20:00', arr: { dayOffset: 1, time: '16:00' } }] },
  ],
}));
const MONDAY_0730 = manila('2026-11-23 07:30');

describe('nextSailingOn', () => {
  it.each<[string, string, Parameters<typeof nextSailingOn>[2], Date, string | null]>([
    ['no day chosen → the next sailing from now', 'batangas-caticlan', null, MONDAY_0730, '2026-11-23T23:30:00+08:00'],
    ['this Friday → Friday\'s first sailing, not the next one overall (on Mon 23 Nov at 11:30 PM)', 'batangas-caticlan', 'Fri', MONDAY_0730,
      '2026-11-27T00:30:00+08:00'],
    ['today counts while a sailing is still ahead', 'batangas-caticlan', 'Mon', MONDAY_0730, '2026-11-23T23:30:00+08:00'],
    ['today after the last one → next week\'s', 'batangas-caticlan', 'Mon', manila('2026-11-23 23:31'), '2026-11-30T00:30:00+08:00'],
    ['today after the last one → next week\'s', 'manila-cebu', 'Mon', manila('2026-11-23 20:01'), '2026-11-30T20:00:00+08:00'],
    ['a day the route does not sail → none', 'manila-cebu', 'Wed', MONDAY_0730, null],
  ])('%s (%s)', (_, timetable, day, now, departure) => {
    expect(nextSailingOn(index, timetable, day, now)?.departure!.iso ?? null).toBe(departure);
  });
});

describe('bookingChoice', () => {
  it('a sailing two days or more ahead → its own date', () => {
    const friday = nextSailingOn(index, 'batangas-caticlan', 'Fri', MONDAY_0730)!;
    expect(bookingChoice(index, friday, 'Fri', MONDAY_0730, MIN_LEAD_DAYS)).toEqual({ date: '2026-11-27', tooSoon: false, earliest: '2026-11-25' });
  });

  it('a sailing sooner than online booking opens → too soon, and the first bookable sailing of the route', () => {
    const tonight = nextSailingOn(index, 'batangas-caticlan', null, MONDAY_0730)!;
    expect(bookingChoice(index, tonight, null, MONDAY_0730, MIN_LEAD_DAYS)).toEqual({ date: '2026-11-25', tooSoon: true, earliest: '2026-11-25' });
  });

  it('with a day chosen, the first bookable sailing on that weekday', () => {
    const monday = nextSailingOn(index, 'batangas-caticlan', 'Mon', MONDAY_0730)!;
    expect(bookingChoice(index, monday, 'Mon', MONDAY_0730, MIN_LEAD_DAYS)).toEqual({ date: '2026-11-30', tooSoon: true, earliest: '2026-11-25' });
    const cebu = nextSailingOn(index, 'manila-cebu', null, MONDAY_0730)!; // Mon 23 Nov 20:00
    expect(bookingChoice(index, cebu, null, MONDAY_0730, MIN_LEAD_DAYS).date).toBe('2026-11-27');
  });

  it('the earliest day follows the Manila calendar, not the machine\'s (17:30 UTC Sunday is Monday in Manila)', () => {
    const now = new Date('2026-11-22T17:30:00Z');
    const s = nextSailingOn(index, 'batangas-caticlan', null, now)!;
    expect(s.date).toBe('2026-11-23');
    expect(bookingChoice(index, s, null, now, MIN_LEAD_DAYS).earliest).toBe('2026-11-25');
  });
});

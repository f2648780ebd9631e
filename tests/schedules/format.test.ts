/**
 * The words of a concrete sailing (src/site/schedules/format.ts), with `now` fixed and TZ=UTC, on sailings the
 * engine computes from a tiny timetable — so the dates are the engine's and only the wording is under test.
 */
import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { nextSailings } from '../../src/query/next-sailings';
import { manilaDaysUntil, relativeDay } from '../../src/time';
import { formatNextSailing } from '../../src/site/schedules/format';
import { sailingArrival } from '../../src/site/format/arrival';
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
  it.each([
    ['a sailing later the same Manila day → "today"', 'manila', 'cebu', manila('2026-11-23 10:00'), 'Mon 23 Nov, 8:00 PM PST — today'],
    ['Sunday 23:00 in Manila → Monday’s sailing, "tomorrow" (week wrap-around)', 'manila', 'cebu', manila('2026-11-29 23:00'),
      'Mon 30 Nov, 8:00 PM PST — tomorrow'],
    // Mon 23 Nov 01:30 in Manila, Sun 22 Nov in UTC.
    ['a Manila date that is still "yesterday" in UTC counts from the Manila date', 'manila', 'cebu', new Date('2026-11-22T17:30:00Z'),
      'Mon 23 Nov, 8:00 PM PST — today'],
    ['after Monday’s departure → Friday, "in 4 days"', 'manila', 'cebu', manila('2026-11-23 20:01'), 'Fri 27 Nov, 8:00 PM PST — in 4 days'],
    ['across a month and year end', 'manila', 'cebu', manila('2026-12-29 12:00'), 'Fri 1 Jan, 8:00 PM PST — in 3 days'],
    ['a departure in the small hours says to be at the port the evening before', 'batangas', 'caticlan', manila('2026-11-27 00:00'),
      'Fri 27 Nov, 12:30 AM PST (be at the port Thursday night) — today'],
    ['a trip with no fixed time and no stated hours → its day, "any time during the day", never an invented time', 'puerto-princesa', 'el-nido',
      manila('2026-11-23 10:00'), 'Mon 23 Nov, any time during the day (no fixed departure time) — today'],
  ])('%s', (_, from, to, now, words) => {
    expect(formatNextSailing(next(from, to, now), now)).toBe(words);
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

describe('sailingArrival', () => {
  it.each([
    ['an overnight arrival → "+1 day"', 'manila', 'cebu', 'arrives Tue 24 Nov, 4:00 PM (+1 day)'],
    ['a two-day crossing → the real arrival date and "+2 days"', 'manila', 'tagbilaran', 'arrives Mon 30 Nov, 8:30 PM (+2 days)'],
    ['a stated travel time range → a window on the arrival date, never "about"', 'el-nido', 'puerto-princesa',
      'arrives Tue 24 Nov between 2:00 PM and 3:00 PM'],
    ['a stated travel time range → a window on the arrival date, never "about"', 'batangas', 'caticlan', 'arrives Tue 24 Nov between 7:30 AM and 8:30 AM'],
    ['no arrival without a departure time', 'puerto-princesa', 'el-nido', null],
    ['a window across midnight names both dates', 'manila', 'cagayan-de-oro', 'arrives between Tue 24 Nov, 10:00 PM and Wed 25 Nov, 2:00 AM'],
    ['one stated travel time → one arrival time, said to be estimated', 'batangas', 'puerto-princesa', 'arrives Wed 25 Nov, 7:00 PM (+1 day, estimated)'],
  ])('%s (%s → %s)', (_, from, to, words) => {
    expect(sailingArrival(next(from, to, manila('2026-11-23 10:00')))).toBe(words);
  });
});

describe('relative days', () => {
  it('"today", "tomorrow", "in N days" from the Manila calendar', () => {
    expect([0, 1, 2, 6].map(relativeDay)).toEqual(['today', 'tomorrow', 'in 2 days', 'in 6 days']);
    expect(manilaDaysUntil('2026-11-23', new Date('2026-11-22T16:00:00Z'))).toBe(0); // 00:00 Monday in Manila
    expect(manilaDaysUntil('2026-11-23', new Date('2026-11-22T15:59:59Z'))).toBe(1); // 23:59:59 Sunday in Manila
  });
});

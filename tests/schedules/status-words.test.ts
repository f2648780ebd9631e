/**
 * How a status reads (src/status/words.ts) and what the booking panel says about the chosen day
 * (src/site/status/booking-note.ts): the same words in every browser zone (this suite runs in three).
 */
import { describe, expect, it } from 'vitest';
import { ageText, asOfText } from '../../src/status/as-of';
import { delayText, reasonText, sailingText } from '../../src/status/words';
import { bookingStatuses } from '../../src/site/status/booking-note';
import { manila } from '../query/builders';
import { makeStatus, statusFile } from '../support/status';
import type { StatusFile } from '../../src/status/file';

const route = { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan' };

describe('status words', () => {
  it('the reason: a wind signal names itself; otherwise the reason in words', () => {
    expect(reasonText({ reason: 'weather', signal: 2 })).toBe('Tropical Cyclone Wind Signal No. 2');
    expect(reasonText({ reason: 'technical', signal: null })).toBe('a technical problem');
    expect(reasonText({ reason: null, signal: null })).toBeNull();
  });

  it('a delay: both times, the new day named when it is another, and how much later', () => {
    expect(delayText({ date: '2026-11-27', dep: '23:30', departs: '2026-11-28T01:45:00+08:00' }))
      .toBe('Fri 27 Nov, 11:30 PM → now Sat 28 Nov, 1:45 AM PST (2 h 15 min later)');
    expect(delayText({ date: '2026-11-27', dep: '23:30', departs: '2026-11-27T23:55:00+08:00' }))
      .toBe('Fri 27 Nov, 11:30 PM → now 11:55 PM PST (25 min later)');
    expect(delayText({ date: '2026-11-27', dep: '23:30', departs: null })).toBeNull();
  });

  it('the timetabled sailing: its day and time in PST; a route without published times, the day\'s crossings', () => {
    expect(sailingText({ date: '2026-11-27', dep: '23:30' })).toBe('Fri 27 Nov, 11:30 PM PST');
    expect(sailingText({ date: '2026-11-28', dep: null })).toBe('Sat 28 Nov, every crossing of the day');
  });

  it('"as of": the time alone today in Manila, with the date on another day; the age', () => {
    expect(asOfText('2026-11-24T15:40:00+08:00', manila('2026-11-24 23:59'))).toBe('3:40 PM PST');
    // 00:10 in Manila on the 25th is still the 24th in UTC: the date is Manila's.
    expect(asOfText('2026-11-24T15:40:00+08:00', manila('2026-11-25 00:10'))).toBe('Tue 24 Nov, 3:40 PM PST');
    // In another year (a file written by a machine with a wrong clock), the year too.
    expect(asOfText('2099-12-02T13:30:00+08:00', manila('2026-11-25 00:10'))).toBe('Wed 2 Dec 2099, 1:30 PM PST');
    expect(asOfText('2025-12-31T23:30:00+08:00', manila('2026-01-01 00:10'))).toBe('Wed 31 Dec 2025, 11:30 PM PST');
    expect(ageText('2026-11-24T15:40:00+08:00', manila('2026-11-24 17:45'))).toBe('2 h 5 min ago');
    expect(ageText('2026-11-24T15:40:00+08:00', manila('2026-11-24 15:40'))).toBe('under a minute ago');
  });
});

describe('the booking panel\'s statuses for the chosen day', () => {
  const places = [{ name: 'Batangas', port: 'batangas' }, { name: 'Caticlan', port: 'caticlan' }, { name: 'Siargao', port: null }];
  const file = statusFile([
    makeStatus(route, { date: '2026-11-28', dep: '00:30', state: 'on-time' }),
    makeStatus(route, { date: '2026-11-27', dep: '23:30', state: 'cancelled' }),
    makeStatus(route, { date: '2026-11-27', dep: '00:30', state: 'on-time' }),
    makeStatus(route, { date: '2026-11-27', dep: '12:00', state: 'delayed', departs: '2026-11-27T14:00:00+08:00' }),
  ]);

  it.each<[string, StatusFile | null, string, string, string | undefined, string[]]>([
    ['the places as typed (any case, spaces around) → their ports', file, ' BATANGAS', '  caticlan ', '2026-11-28', ['00:30 on-time']],
    ['a place with no port → nothing', file, 'Batangas', 'Siargao', '2026-11-28', []],
    ['the route on that date: cancelled first, then delayed, then the rest by departure; other days left out', file, 'Batangas', 'Caticlan',
      '2026-11-27', ['23:30 cancelled', '12:00 delayed', '00:30 on-time']],
    ['the other direction → nothing', file, 'Caticlan', 'Batangas', '2026-11-27', []],
    ['an unknown place → nothing', file, 'Atlantis', 'Caticlan', '2026-11-27', []],
    ['no date → nothing', file, 'Batangas', 'Caticlan', undefined, []],
    ['no status file → nothing', null, 'Batangas', 'Caticlan', '2026-11-27', []],
  ])('%s', (_, statuses, from, to, date, shown) => {
    expect(bookingStatuses(statuses, places, from, to, date).map((s) => `${s.dep} ${s.state}`)).toEqual(shown);
  });
});

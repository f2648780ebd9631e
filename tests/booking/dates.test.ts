import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/time';
import {
  clampReturn, dayToLocalDate, defaultDeparture, formatDisplay, localDateToDay, minDeparture,
  minReturn, todayInManila,
} from '../../src/site/booking/dates';

// 17:30 UTC on 22 Nov is already 01:30 on 23 Nov in Manila (UTC+8): "today" must follow Manila, not UTC,
// not the test machine (this file also runs under TZ=America/Los_Angeles and TZ=Pacific/Kiritimati).
const AFTER_MANILA_MIDNIGHT = new Date('2026-11-22T17:30:00Z');
const BEFORE_MANILA_MIDNIGHT = new Date('2026-11-22T15:59:59Z');

describe('today in Asia/Manila', () => {
  it('a Manila midnight that is still "yesterday" in UTC → the Manila date', () => {
    expect(todayInManila(AFTER_MANILA_MIDNIGHT)).toBe('2026-11-23');
  });

  it('one second before Manila midnight → still the previous day', () => {
    expect(todayInManila(BEFORE_MANILA_MIDNIGHT)).toBe('2026-11-22');
    expect(todayInManila(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });
});

describe('departure', () => {
  it('defaults to today + 2 in Manila: 11/25/2026 just after Manila midnight', () => {
    expect(defaultDeparture(AFTER_MANILA_MIDNIGHT)).toBe('2026-11-25');
    expect(formatDisplay(defaultDeparture(AFTER_MANILA_MIDNIGHT))).toBe('11/25/2026');
  });

  it('the earliest selectable day is the default', () => {
    expect(minDeparture(BEFORE_MANILA_MIDNIGHT)).toBe('2026-11-24');
  });

  it('crosses month and year ends and a leap day', () => {
    expect(defaultDeparture(new Date('2026-12-30T20:00:00Z'))).toBe('2027-01-02');
    expect(defaultDeparture(new Date('2028-02-27T03:00:00Z'))).toBe('2028-02-29');
  });
});

describe('return', () => {
  it.each([
    ['is limited by the departure when there is one', '2026-11-28', '2026-11-28'],
    ['is limited by today in Manila when there is no departure', undefined, '2026-11-23'],
  ])('%s', (_, departure, earliest) => expect(minReturn(departure, AFTER_MANILA_MIDNIGHT)).toBe(earliest));

  it('moving the departure past the return clears the return (decision: clear, never move)', () => {
    expect(clampReturn('2026-12-02', '2026-12-01')).toBeUndefined();
  });

  it('a return on or after the departure is kept; a same-day return is allowed', () => {
    expect(clampReturn('2026-12-01', '2026-12-01')).toBe('2026-12-01');
    expect(clampReturn('2026-11-25', '2026-12-01')).toBe('2026-12-01');
    expect(clampReturn('2026-11-25', undefined)).toBeUndefined();
  });
});

describe('day values', () => {
  it('formats MM/dd/yyyy for the form', () => {
    expect(formatDisplay('2027-01-02')).toBe('01/02/2027');
  });

  it('adds days without a local zone or DST shifting them', () => {
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // US DST start
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02'); // US DST end
  });

  it('round-trips through the calendar widget\'s local Date in any zone', () => {
    for (const day of ['2026-03-08', '2026-11-01', '2026-12-31', '2028-02-29']) {
      expect(localDateToDay(dayToLocalDate(day))).toBe(day);
    }
  });
});

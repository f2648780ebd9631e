/**
 * The date a Book Tickets link carries (?date=yyyy-MM-dd) is untrusted input: taken only when it is
 * a real day from the earliest day online booking takes to a year ahead; otherwise the default,
 * with a reason that never echoes unreadable text and names the year of a day in another year. Runs in three zones
 * (scripts/test-all.sh).
 */
import { describe, expect, it } from 'vitest';
import { linkedDateMessage, linkedDeparture } from '../../src/site/booking/link-date';

/** Monday 23 Nov 2026, 01:30 in Manila — still Sunday 22 Nov in UTC and west of it. */
const NOW = new Date('2026-11-22T17:30:00Z');

describe('linkedDeparture', () => {
  it('no date in the link → nothing to take', () => {
    expect(linkedDeparture(null, NOW)).toBeNull();
    expect(linkedDeparture('  ', NOW)).toBeNull();
  });

  it('a real day from the earliest bookable one (today + 2 in Manila) on → taken', () => {
    expect(linkedDeparture('2026-11-27', NOW)).toEqual({ date: '2026-11-27', problem: null });
    expect(linkedDeparture('2026-11-25', NOW)).toEqual({ date: '2026-11-25', problem: null });
    expect(linkedDeparture(' 2027-01-04 ', NOW)).toEqual({ date: '2027-01-04', problem: null });
  });

  it('a day before it → the default, marked too soon', () => {
    expect(linkedDeparture('2026-11-24', NOW)).toEqual({ date: '2026-11-25', problem: 'too_soon', given: '2026-11-24' });
    expect(linkedDateMessage(linkedDeparture('2026-11-24', NOW), NOW))
      .toBe('Tue 24 Nov is too soon to book online, so the departure is set to Wed 25 Nov, the earliest date you can book here.');
  });

  it('a day more than a year ahead → the default, marked too late; the message names the years and the last bookable day', () => {
    expect(linkedDeparture('2027-11-23', NOW)).toEqual({ date: '2027-11-23', problem: null });
    expect(linkedDeparture('2027-11-24', NOW)).toEqual({ date: '2026-11-25', problem: 'too_late', given: '2027-11-24' });
    expect(linkedDateMessage(linkedDeparture('9999-12-31', NOW), NOW))
      .toBe('Fri 31 Dec 9999 is more than a year ahead, too far to book online, so the departure is set to Wed 25 Nov; you can book up to Tue 23 Nov 2027.');
  });

  it('a day of an earlier year → "in the past", with its year, never as if it were this year\'s', () => {
    expect(linkedDeparture('2025-12-20', NOW)).toEqual({ date: '2026-11-25', problem: 'too_soon', given: '2025-12-20' });
    expect(linkedDateMessage(linkedDeparture('2025-12-20', NOW), NOW))
      .toBe('Sat 20 Dec 2025 is in the past, so the departure is set to Wed 25 Nov, the earliest date you can book here.');
  });

  it('the earliest bookable day in the next year → named with its year', () => {
    const lateDecember = new Date('2026-12-30T04:00:00Z'); // Wed 30 Dec 2026, noon in Manila
    expect(linkedDateMessage(linkedDeparture('2026-12-31', lateDecember), lateDecember))
      .toBe('Thu 31 Dec is too soon to book online, so the departure is set to Fri 1 Jan 2027, the earliest date you can book here.');
  });

  it('text that is not a real yyyy-MM-dd day → the default; the message does not repeat the text', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '27/11/2026', '2026-11-27T10:00', '<script>', '9'.repeat(5000)]) {
      const linked = linkedDeparture(bad, NOW);
      expect(linked).toEqual({ date: '2026-11-25', problem: 'not_a_date', given: null });
      expect(linkedDateMessage(linked, NOW)).toBe('The date in your link could not be read, so the departure is set to Wed 25 Nov; change it if you need another day.');
    }
  });

  it('a taken date needs no message', () => {
    expect(linkedDateMessage(linkedDeparture('2026-11-27', NOW), NOW)).toBeNull();
    expect(linkedDateMessage(null, NOW)).toBeNull();
  });
});

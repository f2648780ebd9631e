/**
 * The date a Book Tickets link carries (?date=yyyy-MM-dd) is untrusted input (issue 17 item 2): taken only when it is
 * a real day not before the earliest day online booking takes; otherwise the default, with a reason that never
 * echoes unreadable text. Runs in three zones (scripts/test-all.sh).
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
    expect(linkedDateMessage(linkedDeparture('2026-11-24', NOW)))
      .toBe('Tue 24 Nov is too soon to book online, so the departure is set to Wed 25 Nov, the earliest date you can book here.');
  });

  it('text that is not a real yyyy-MM-dd day → the default; the message does not repeat the text', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '27/11/2026', '2026-11-27T10:00', '<script>', '9'.repeat(5000)]) {
      const linked = linkedDeparture(bad, NOW);
      expect(linked).toEqual({ date: '2026-11-25', problem: 'not_a_date', given: null });
      expect(linkedDateMessage(linked)).toBe('The date in your link could not be read, so the departure is set to Wed 25 Nov; change it if you need another day.');
    }
  });

  it('a taken date needs no message', () => {
    expect(linkedDateMessage(linkedDeparture('2026-11-27', NOW))).toBeNull();
    expect(linkedDateMessage(null)).toBeNull();
  });
});

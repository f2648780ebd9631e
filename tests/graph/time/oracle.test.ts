/**
 * The time model computes Manila time by fixed-offset arithmetic (src/graph/time/index.ts says why). This test
 * holds it against an independent implementation — date-fns-tz, which reads the zone database through Intl — over
 * instants spread across 2000–2100 (leap days, year ends, the UTC/Manila date line at 16:00 UTC), so a slip in the
 * integer calendar math or the offset shows here, in whatever zone the tests run (TZ=UTC and two others).
 * Why 2000: the Philippines last kept daylight saving in 1990 (this test found 1978 and 1990 at +09:00), and
 * date-fns-tz itself misreads instants near the day Pacific/Kiritimati skipped (31 December 1994) when the machine
 * runs in that zone.
 */
import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays, epochDayOf, formatInstant, formatLongDate, formatMonthDayYear, formatTime12, isIsoDay, MANILA_TZ,
  manilaDate, manilaMoment, manilaWeekday, manilaWeekStartMs, manilaYear,
} from '../../../src/graph/time';

const FROM = Date.UTC(2000, 0, 1);
const TO = Date.UTC(2100, 11, 31);
const instants = fc.oneof(
  fc.integer({ min: FROM, max: TO }),
  // Around the Manila midnight (16:00 UTC), where the two calendars disagree.
  fc.tuple(fc.integer({ min: 0, max: 36_500 }), fc.integer({ min: -120_000, max: 120_000 }))
    .map(([day, ms]) => FROM + day * 86_400_000 + 16 * 3_600_000 + ms),
);
const RUNS = { numRuns: 2000 };

describe('Manila readings agree with date-fns-tz', () => {
  it('date, weekday, year, time of day and offset of any instant', () => {
    fc.assert(fc.property(instants, (ms) => {
      const at = new Date(ms);
      const moment = manilaMoment(ms);
      expect(manilaDate(at)).toBe(formatInTimeZone(at, MANILA_TZ, 'yyyy-MM-dd'));
      expect(manilaWeekday(at)).toBe(formatInTimeZone(at, MANILA_TZ, 'EEE'));
      expect(manilaYear(at)).toBe(Number(formatInTimeZone(at, MANILA_TZ, 'yyyy')));
      expect(moment.iso.replace(/T(\d\d:\d\d)\+/, 'T$1:00+')).toBe(formatInTimeZone(at, MANILA_TZ, "yyyy-MM-dd'T'HH:mm:ssXXX"));
      expect(formatTime12(moment.minuteOfDay)).toBe(formatInTimeZone(at, MANILA_TZ, 'h:mm a'));
      expect(formatInstant(moment.iso)).toBe(formatInTimeZone(at, MANILA_TZ, 'EEE d MMM, h:mm a'));
    }), RUNS);
  });

  it('the Manila week starts on Monday 00:00 PST', () => {
    fc.assert(fc.property(instants, (ms) => {
      const start = new Date(manilaWeekStartMs(ms));
      expect(formatInTimeZone(start, MANILA_TZ, 'EEE HH:mm:ss')).toBe('Mon 00:00:00');
      expect(ms - start.getTime()).toBeGreaterThanOrEqual(0);
      expect(ms - start.getTime()).toBeLessThan(7 * 86_400_000);
    }), RUNS);
  });
});

describe('calendar days agree with date-fns-tz', () => {
  it('day arithmetic, long and form dates', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 36_500 }), fc.integer({ min: -800, max: 800 }), (day, n) => {
      const noonUtc = new Date(FROM + day * 86_400_000 + 4 * 3_600_000); // noon in Manila
      const iso = formatInTimeZone(noonUtc, MANILA_TZ, 'yyyy-MM-dd');
      expect(epochDayOf(iso)).toBe(FROM / 86_400_000 + day);
      expect(isIsoDay(iso)).toBe(true);
      expect(addDays(iso, n)).toBe(formatInTimeZone(new Date(noonUtc.getTime() + n * 86_400_000), MANILA_TZ, 'yyyy-MM-dd'));
      expect(formatLongDate(iso)).toBe(formatInTimeZone(noonUtc, MANILA_TZ, 'MMMM d, yyyy'));
      expect(formatMonthDayYear(iso)).toBe(formatInTimeZone(noonUtc, MANILA_TZ, 'MM/dd/yyyy'));
    }), RUNS);
  });

  it('days that do not exist are refused, leap years right', () => {
    expect(['2024-02-29', '2000-02-29', '2026-12-31'].map(isIsoDay)).toEqual([true, true, true]);
    expect(['2025-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-1'].map(isIsoDay))
      .toEqual([false, false, false, false, false, false]);
  });
});

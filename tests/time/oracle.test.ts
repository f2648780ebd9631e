/**
 * The time model computes Manila time by fixed-offset arithmetic (src/time/index.ts says why). This test
 * holds it against independent implementations over instants spread across 2000–2100 (leap days, year ends, the
 * UTC/Manila date line at 16:00 UTC), so a slip in the integer calendar math or the offset shows here, in whatever
 * zone the tests run (TZ=UTC and two others).
 * - Instants are read with Intl.DateTimeFormat in Asia/Manila (the zone database, no machine zone involved).
 *   date-fns-tz is not the oracle there: formatInTimeZone builds a machine-local Date with Manila's wall time, so a
 *   wall time inside the machine zone's daylight-saving gap comes out an hour late (2008-03-09 02:00 Manila read as
 *   03:00 with TZ=America/Los_Angeles, found by this test).
 * - Calendar days (noon in Manila, never inside a gap) are checked against date-fns-tz.
 * Why 2000: the Philippines last kept daylight saving in 1990 (this test found 1978 and 1990 at +09:00), and
 * date-fns-tz itself misreads instants near the day Pacific/Kiritimati skipped (31 December 1994) when the machine
 * runs in that zone.
 */
import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays, epochDayOf, formatInstant, formatLongDate, formatMonthDayYear, formatTime12, isIsoDay,
  manilaDate, manilaMoment, manilaWeekday, manilaWeekStartMs, manilaYear,
} from '../../src/time';

const FROM = Date.UTC(2000, 0, 1);
const TO = Date.UTC(2100, 11, 31);
const instants = fc.oneof(
  fc.integer({ min: FROM, max: TO }),
  // Around the Manila midnight (16:00 UTC), where the two calendars disagree.
  fc.tuple(fc.integer({ min: 0, max: 36_500 }), fc.integer({ min: -120_000, max: 120_000 }))
    .map(([day, ms]) => FROM + day * 86_400_000 + 16 * 3_600_000 + ms),
);
const RUNS = { numRuns: 2000 };
const MANILA_TZ = 'Asia/Manila';

/** An instant's Manila wall clock as the zone database gives it. */
const manilaClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MANILA_TZ, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric',
  hour: '2-digit', minute: '2-digit', second: '2-digit',
});
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function intlManila(at: Date) {
  const part = (type: Intl.DateTimeFormatPartTypes) => manilaClock.formatToParts(at).find((p) => p.type === type)!.value;
  const [year, month, day] = [Number(part('year')), MONTHS.indexOf(part('month')) + 1, Number(part('day'))];
  const [hour, minute, second] = [Number(part('hour')), Number(part('minute')), Number(part('second'))];
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const time12 = `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  return {
    date, year, weekday: part('weekday'), time12, clock: `${pad(hour)}:${pad(minute)}:${pad(second)}`,
    iso: `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}+08:00`,
    instant: `${part('weekday')} ${day} ${part('month')}, ${time12}`,
  };
}

describe('Manila readings agree with the zone database (Intl)', () => {
  it('date, weekday, year, time of day and offset of any instant', () => {
    fc.assert(fc.property(instants, (ms) => {
      const at = new Date(ms);
      const moment = manilaMoment(ms);
      const expected = intlManila(at);
      expect(manilaDate(at)).toBe(expected.date);
      expect(manilaWeekday(at)).toBe(expected.weekday);
      expect(manilaYear(at)).toBe(expected.year);
      expect(moment.iso.replace(/T(\d\d:\d\d)\+/, 'T$1:00+')).toBe(expected.iso);
      expect(formatTime12(moment.minuteOfDay)).toBe(expected.time12);
      expect(formatInstant(moment.iso)).toBe(expected.instant);
    }), RUNS);
  });

  it('the Manila week starts on Monday 00:00 PST', () => {
    fc.assert(fc.property(instants, (ms) => {
      const start = intlManila(new Date(manilaWeekStartMs(ms)));
      expect(`${start.weekday} ${start.clock}`).toBe('Mon 00:00:00');
      expect(ms - manilaWeekStartMs(ms)).toBeGreaterThanOrEqual(0);
      expect(ms - manilaWeekStartMs(ms)).toBeLessThan(7 * 86_400_000);
    }), RUNS);
  });

  it('the instant that date-fns-tz reads an hour late in Los Angeles is read right', () => {
    expect(intlManila(new Date(1204999200000)).iso).toBe('2008-03-09T02:00:00+08:00');
    expect(manilaMoment(1204999200000).iso).toBe('2008-03-09T02:00:00+08:00');
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

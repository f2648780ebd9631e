/**
 * Instants ↔ Manila wall clock, by plain +08:00 arithmetic.
 *
 * Why not date-fns-tz: Asia/Manila is UTC+8 all year and has had no daylight saving since 1978, so shifting the
 * epoch by 8 hours and reading the UTC fields gives the Manila wall clock exactly, with no zone database in the
 * browser bundle and no dependence on the machine's or visitor's zone (tests run with TZ=UTC).
 * Coupling that can bite: if the Philippines ever adopts DST, this file (only) must switch to a zone library.
 *
 * Week positions: "week minutes" count from Monday 00:00 PST of a reference week (week 0) and may run past one
 * week (10080) for sailings in later weeks. The graph's `depMinuteOfWeek` is the same scale within week 0.
 */
import { MINUTES_PER_DAY, MINUTES_PER_WEEK, weekdayAt } from '../graph/time';
import type { Weekday } from '../graph/types';

export const MANILA_OFFSET_MINUTES = 8 * 60;
export const MS_PER_MINUTE = 60_000;
const OFFSET_MS = MANILA_OFFSET_MINUTES * MS_PER_MINUTE;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/** A Manila wall-clock reading of one instant, ready for the UI to format. */
export interface ManilaMoment {
  /** "2026-11-23T20:00:00+08:00" — the instant, with Manila's offset (JSON-LD, <time datetime>). */
  iso: string;
  /** "2026-11-23", the Manila calendar date. */
  date: string;
  year: number;
  /** 1 … 12 */
  month: number;
  day: number;
  weekday: Weekday;
  /** Minutes since Manila midnight, 0 … 1439. */
  minuteOfDay: number;
  /** "20:00" */
  time: string;
}

/** A Manila calendar day. */
export interface ManilaDay {
  /** Days since 1970-01-01 (Manila calendar). */
  epochDay: number;
  date: string;
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
}

/** "00" … "99" and "00:00" … "23:59" by table: a sailing's two readings are on the next-sailings hot path. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : String(n)));
const TIMES = Array.from({ length: MINUTES_PER_DAY }, (_, m) => `${TWO_DIGITS[Math.floor(m / 60)]}:${TWO_DIGITS[m % 60]}`);
const WEEKDAY_FROM_THURSDAY = ['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed'] as const satisfies readonly Weekday[];

/**
 * The Manila calendar day `epochDay` days after 1970-01-01: pure integer arithmetic (H. Hinnant's
 * civil_from_days), no Date object — the same on every machine, and several times faster.
 */
export function manilaDay(epochDay: number): ManilaDay {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return {
    epochDay,
    date: `${String(year).padStart(4, '0')}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`,
    year, month, day,
    weekday: WEEKDAY_FROM_THURSDAY[((epochDay % 7) + 7) % 7]!,
  };
}

/** The Manila calendar day (days since 1970-01-01) an instant falls on. */
export function manilaEpochDay(epochMs: number): number {
  return Math.floor((epochMs + OFFSET_MS) / MS_PER_DAY);
}

/** A reading at a whole minute of a known day (seconds 0): what a timetable time becomes. */
export function momentOn(day: ManilaDay, minuteOfDay: number): ManilaMoment {
  const time = TIMES[minuteOfDay]!;
  return {
    iso: `${day.date}T${time}:00+08:00`, date: day.date, year: day.year, month: day.month, day: day.day,
    weekday: day.weekday, minuteOfDay, time,
  };
}

/** The Manila reading of an epoch-millisecond instant. */
export function manilaMoment(epochMs: number): ManilaMoment {
  const epochDay = manilaEpochDay(epochMs);
  const msOfDay = epochMs + OFFSET_MS - epochDay * MS_PER_DAY;
  const minuteOfDay = Math.floor(msOfDay / MS_PER_MINUTE);
  const seconds = Math.floor((msOfDay - minuteOfDay * MS_PER_MINUTE) / 1000);
  const moment = momentOn(manilaDay(epochDay), minuteOfDay);
  if (seconds !== 0) moment.iso = `${moment.date}T${moment.time}:${TWO_DIGITS[seconds]}+08:00`;
  return moment;
}

/** The Manila weekday of an instant ("Today" in PST). */
export function manilaWeekday(now: Date): Weekday {
  return manilaMoment(now.getTime()).weekday;
}

/** The Manila calendar date ("2026-11-23") of an instant. */
export function manilaDate(now: Date): string {
  return manilaMoment(now.getTime()).date;
}

/** Epoch ms of Monday 00:00 PST of the Manila week that contains `epochMs`. */
export function manilaWeekStartMs(epochMs: number): number {
  const wallMs = epochMs + OFFSET_MS;
  const wallMidnight = Math.floor(wallMs / MS_PER_DAY) * MS_PER_DAY;
  const mondayIndex = (new Date(wallMidnight).getUTCDay() + 6) % 7;
  return wallMidnight - mondayIndex * MS_PER_DAY - OFFSET_MS;
}

/** Whole week minutes from `weekStartMs` to `epochMs`, rounded up: a 19:59:30 "now" can still catch 20:00, not 19:59. */
export function weekMinutesCeil(weekStartMs: number, epochMs: number): number {
  return Math.ceil((epochMs - weekStartMs) / MS_PER_MINUTE);
}

/** Epoch ms of a week-minute position. */
export function weekMinuteToMs(weekStartMs: number, weekMinute: number): number {
  return weekStartMs + weekMinute * MS_PER_MINUTE;
}

/** Weekday and minute of day of a week-minute position (any week). */
export function weekPosition(weekMinute: number): { weekday: Weekday; minuteOfDay: number; dayIndex: number } {
  const inWeek = ((weekMinute % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  const dayIndex = Math.floor(inWeek / MINUTES_PER_DAY);
  return { weekday: weekdayAt(dayIndex), minuteOfDay: inWeek - dayIndex * MINUTES_PER_DAY, dayIndex };
}

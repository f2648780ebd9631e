/**
 * Instants ↔ the Manila calendar, by plain +08:00 arithmetic (see index.ts for why no zone library).
 *
 * An instant is epoch milliseconds (or a Date); a Manila calendar day is a "yyyy-MM-dd" string (`IsoDay`, which
 * compares correctly as text and goes into URLs unchanged) or its epoch-day number. "Week minutes" count from
 * Monday 00:00 PST of a reference week (week.ts).
 */
import { MANILA_OFFSET_MINUTES } from './zone';
import { MINUTES_PER_DAY, weekdayAt, weekdayIndex, type Weekday } from './week';

export const MS_PER_MINUTE = 60_000;
const OFFSET_MS = MANILA_OFFSET_MINUTES * MS_PER_MINUTE;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/** 'yyyy-MM-dd' — a calendar day with no time and no zone. */
export type IsoDay = string;

/** A Manila wall-clock reading of one instant, ready for the UI to format. */
export interface ManilaMoment {
  /** "2026-11-23T20:00:00+08:00" — the instant, with Manila's offset (JSON-LD, <time datetime>). */
  iso: string;
  /** "2026-11-23", the Manila calendar date. */
  date: IsoDay;
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
  date: IsoDay;
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
}

/** "00" … "99" and "00:00" … "23:59" by table: a sailing's two readings are on the next-sailings hot path. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : String(n)));
const TIMES = /* @__PURE__ */ Array.from({ length: MINUTES_PER_DAY }, (_, m) => `${TWO_DIGITS[Math.floor(m / 60)]}:${TWO_DIGITS[m % 60]}`);
/** 1970-01-01 was a Thursday. */
const THURSDAY_INDEX = 3;

/** 1230 → "20:30" (24-hour, zero-padded; any minute count is taken within its day). */
export function formatTime24(minuteOfDay: number): string {
  return TIMES[((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY]!;
}

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
    weekday: weekdayAt(epochDay + THURSDAY_INDEX),
  };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a "yyyy-MM-dd" day (days_from_civil); throws on text that is not a day that exists. */
export function epochDayOf(day: IsoDay): number {
  const m = ISO_DAY.exec(day);
  if (!m) throw new RangeError(`not a yyyy-MM-dd day: ${JSON.stringify(day)}`);
  const y0 = Number(m[1]);
  const month = Number(m[2]);
  const d = Number(m[3]);
  const y = month <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const epochDay = era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
  // Month 13 or 30 February would roll over into another day: refuse rather than guess.
  if (month < 1 || month > 12 || d < 1 || manilaDay(epochDay).date !== day) {
    throw new RangeError(`no such calendar day: ${JSON.stringify(day)}`);
  }
  return epochDay;
}

/** Whether the text is a day that exists ("2026-02-30" is not). */
export function isIsoDay(value: string): boolean {
  try {
    epochDayOf(value);
    return true;
  } catch {
    return false;
  }
}

const MANILA_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?\+08:00$/;

/**
 * Whether the text is a real instant written in Manila time with its offset: "2026-11-25T06:00+08:00" (seconds
 * optional) with an hour 00–23, minutes and seconds 00–59 and a day that exists. A pattern alone would let T99:00
 * through (Date.parse gives NaN) or 30 February (rolls over to 1 March).
 */
export function isManilaInstant(text: string): boolean {
  const m = MANILA_INSTANT.exec(text);
  return m !== null && isIsoDay(m[1]!) && Number(m[2]) <= 23 && Number(m[3]) <= 59 && Number(m[4] ?? 0) <= 59;
}

/** Calendar arithmetic on days: no zone or daylight saving can shift it. */
export function addDays(day: IsoDay, n: number): IsoDay {
  return manilaDay(epochDayOf(day) + n).date;
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

/** The Manila reading of an instant. */
export function manilaMoment(instant: number | Date): ManilaMoment {
  const epochMs = typeof instant === 'number' ? instant : instant.getTime();
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
  return manilaDay(manilaEpochDay(now.getTime())).weekday;
}

/** Today as a traveller in the Philippines sees it ("2026-11-23"), whatever the machine's or browser's zone. */
export function manilaDate(now: Date): IsoDay {
  return manilaDay(manilaEpochDay(now.getTime())).date;
}

/** The calendar year in Manila at an instant. */
export function manilaYear(now: Date): number {
  return manilaDay(manilaEpochDay(now.getTime())).year;
}

/** Whole Manila calendar days from `now` to `day` (0 = today in Manila). */
export function manilaDaysUntil(day: IsoDay, now: Date): number {
  return epochDayOf(day) - manilaEpochDay(now.getTime());
}

/** The instant a Manila day starts, as JSON-LD writes it: "2025-10-28" → "2025-10-28T00:00:00+08:00". */
export function manilaStartOfDay(day: IsoDay): string {
  epochDayOf(day);
  return `${day}T00:00:00+08:00`;
}

/** Epoch ms of 00:00 PST of a Manila day. */
export function manilaDayStartMs(day: IsoDay): number {
  return epochDayOf(day) * MS_PER_DAY - OFFSET_MS;
}

/** Epoch ms of 00:00 PST of the next `weekday` on or after `now`'s Manila day (today when it is that day). */
export function manilaMidnightOfNext(weekday: Weekday, now: Date): number {
  const today = manilaEpochDay(now.getTime());
  const ahead = (weekdayIndex(weekday) - weekdayIndex(manilaDay(today).weekday) + 7) % 7;
  return (today + ahead) * MS_PER_DAY - OFFSET_MS;
}

/** Epoch ms of Monday 00:00 PST of the Manila week that contains `epochMs`. */
export function manilaWeekStartMs(epochMs: number): number {
  const epochDay = manilaEpochDay(epochMs);
  const mondayIndex = weekdayIndex(manilaDay(epochDay).weekday);
  return (epochDay - mondayIndex) * MS_PER_DAY - OFFSET_MS;
}

/** Whole week minutes from `weekStartMs` to `epochMs`, rounded up: a 19:59:30 "now" can still catch 20:00, not 19:59. */
export function weekMinutesCeil(weekStartMs: number, epochMs: number): number {
  return Math.ceil((epochMs - weekStartMs) / MS_PER_MINUTE);
}

/** Epoch ms of a week-minute position. */
export function weekMinuteToMs(weekStartMs: number, weekMinute: number): number {
  return weekStartMs + weekMinute * MS_PER_MINUTE;
}

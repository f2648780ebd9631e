/**
 * Every time, day and duration as text, spelt one way on every page, in every message of the data check and in
 * every export: "8:30 PM", "Tue, Fri", "Mon, Tue, Thu–Sun", "13 h 30 min", "20–22 h", "Fri 27 Nov, 8:00 PM".
 */
import type { ManilaMoment } from './calendar';
import { epochDayOf, manilaDay, manilaMoment } from './calendar';
import {
  MINUTES_PER_DAY, parseTime, WEEKDAY_NAMES, sortDays, weekdayIndex, type SailingDays, type Weekday,
} from './week';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTHS_LONG = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December',
] as const;

// ─── clock times ────────────────────────────────────────────────────────────────────────────────

/** 1230 → "8:30 PM"; 0 → "12:00 AM"; 720 → "12:00 PM" (the spec's 12-hour style). */
export function formatTime12(minuteOfDay: number): string {
  const m = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** A status's departure as its file states it, "20:30" → "8:30 PM" (a timetable's times are minutes: formatTime12). */
export function formatClock(hhmm: string): string {
  return formatTime12(parseTime(hhmm));
}

/** Several departure times of one route: [660, 1050] → "11:00 AM or 5:30 PM" (in day order, no repeats). */
export function formatTimeList(minutes: readonly number[]): string {
  return [...new Set(minutes)].sort((a, b) => a - b).map(formatTime12).join(' or ');
}

// ─── durations ──────────────────────────────────────────────────────────────────────────────────

export interface DurationStyle {
  /** Count whole days ("1 day 9 h 20 min") — for journeys; timetables say "33 h 20 min" as the spec does. */
  days?: boolean;
}

/** 810 → "13 h 30 min"; 1440 → "24 h"; 45 → "45 min"; with days: 2000 → "1 day 9 h 20 min", 0 → "0 min". */
export function formatDuration(minutes: number, style: DurationStyle = {}): string {
  const days = style.days ? Math.floor(minutes / MINUTES_PER_DAY) : 0;
  const h = Math.floor((minutes - days * MINUTES_PER_DAY) / 60);
  const m = minutes % 60;
  const parts = [days ? `${days} ${days === 1 ? 'day' : 'days'}` : '', h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 min';
}

/** { 1200, 1320 } → "20–22 h"; { 60, 90 } → "1 h–1 h 30 min"; { 780, 780 } → "13 h". */
export function formatDurationRange(range: { min: number; max: number }): string {
  if (range.min === range.max) return formatDuration(range.min);
  if (range.min % 60 === 0 && range.max % 60 === 0) return `${range.min / 60}–${range.max / 60} h`;
  return `${formatDuration(range.min)}–${formatDuration(range.max)}`;
}

/** Spoken form: "20 to 22 hours", "13 hours 30 minutes" (screen readers read "h" as a letter). */
export function spokenDuration(range: { min: number; max: number }): string {
  const one = (minutes: number): string => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    const hours = h === 1 ? '1 hour' : `${h} hours`;
    const mins = m === 1 ? '1 minute' : `${m} minutes`;
    if (h === 0) return mins;
    return m === 0 ? hours : `${hours} ${mins}`;
  };
  if (range.min === range.max) return one(range.min);
  if (range.min % 60 === 0 && range.max % 60 === 0) return `${range.min / 60} to ${range.max / 60} hours`;
  return `${one(range.min)} to ${one(range.max)}`;
}

/**
 * Decimal hours, as the data check's messages and decision facts state travel times: 1230 → "20.5 h", a range
 * → "20–22 h". (Decision facts in data/decisions.yaml quote this text: changing it would make them stale.)
 */
export function formatHoursDecimal(minutes: { min: number; max: number } | number): string {
  const h = (m: number) => String(Math.round((m / 60) * 10) / 10);
  if (typeof minutes === 'number') return `${h(minutes)} h`;
  return minutes.min === minutes.max ? `${h(minutes.min)} h` : `${h(minutes.min)}–${h(minutes.max)} h`;
}

// ─── days ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Runs of consecutive weekdays. Departure days are put in Monday-first order; arrival days (`inGivenOrder`) keep the
 * order of the departures they belong to, so Sat, Sun +1 reads "Sun, Mon" (and a run may cross Sunday → Monday).
 */
function runs(days: readonly Weekday[], inGivenOrder: boolean): Weekday[][] {
  const out: Weekday[][] = [];
  for (const day of inGivenOrder ? [...new Set(days)] : sortDays(days)) {
    const last = out.at(-1);
    if (last && (weekdayIndex(last.at(-1)!) + 1) % 7 === weekdayIndex(day)) last.push(day);
    else out.push([day]);
  }
  return out;
}

/**
 * 'Daily' → "Daily"; [Fri, Tue] → "Tue, Fri"; all seven → "Daily"; [Mon, Tue, Thu, Fri, Sat, Sun] → "Mon, Tue, Thu–Sun".
 * `inGivenOrder` keeps the list's order (for arrival days shifted from departures).
 */
export function formatDays(days: SailingDays, inGivenOrder = false): string {
  if (days === 'Daily' || new Set(days).size === 7) return 'Daily';
  return runs(days, inGivenOrder)
    .flatMap((run) => (run.length >= 3 ? [`${run[0]}–${run.at(-1)}`] : run))
    .join(', ');
}

/** The same, with full names, for screen readers and title attributes: "Tuesday, Friday", "Thursday to Sunday". */
export function spokenDays(days: SailingDays, inGivenOrder = false): string {
  if (days === 'Daily' || new Set(days).size === 7) return 'Daily';
  return runs(days, inGivenOrder)
    .flatMap((run) =>
      run.length >= 3 ? [`${WEEKDAY_NAMES[run[0]!]} to ${WEEKDAY_NAMES[run.at(-1)!]}`] : run.map((d) => WEEKDAY_NAMES[d]))
    .join(', ');
}

/** 0 → null (same day); 1 → "+1 day"; 2 → "+2 days". */
export function dayOffsetLabel(offset: number): string | null {
  if (offset <= 0) return null;
  return offset === 1 ? '+1 day' : `+${offset} days`;
}

/** 0 → "today", 1 → "tomorrow", 5 → "in 5 days" (a past day reads "N days ago", which no caller should need). */
export function relativeDay(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 1 ? `in ${days} days` : `${-days} days ago`;
}

// ─── dates ──────────────────────────────────────────────────────────────────────────────────────

/** A Manila date: "Fri 27 Nov". */
export function formatDay(day: Pick<ManilaMoment, 'weekday' | 'day' | 'month'>): string {
  return `${day.weekday} ${day.day} ${MONTHS_SHORT[day.month - 1]}`;
}

/**
 * "2026-11-27" → "Fri 27 Nov". Given `today`, a day in another year names it ("Sat 20 Dec 2025"), so a date a
 * reader did not choose (a link's) is never mistaken for this year's.
 */
export function formatIsoDay(day: string, today?: string): string {
  const text = formatDay(manilaDay(epochDayOf(day)));
  return today !== undefined && today.slice(0, 4) !== day.slice(0, 4) ? `${text} ${Number(day.slice(0, 4))}` : text;
}

/** "Fri 27 Nov, 8:00 PM". */
export function formatMoment(moment: ManilaMoment): string {
  return `${formatDay(moment)}, ${formatTime12(moment.minuteOfDay)}`;
}

/** An ISO instant with an offset ("2026-11-26T18:00+08:00") → "Thu 26 Nov, 6:00 PM", in Manila whatever the zone. */
export function formatInstant(instant: string): string {
  return formatMoment(manilaMoment(Date.parse(instant)));
}

/** "2025-10-28" → "October 28, 2025". */
export function formatLongDate(day: string): string {
  const { year, month, day: d } = manilaDay(epochDayOf(day));
  return `${MONTHS_LONG[month - 1]} ${d}, ${year}`;
}

/** "2026-11-27" → "11/27/2026" (the booking form's date display, MM/dd/yyyy). */
export function formatMonthDayYear(day: string): string {
  const { year, month, day: d } = manilaDay(epochDayOf(day));
  return `${String(month).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

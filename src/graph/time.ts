/**
 * The time model. Every schedule time is a wall-clock time in Asia/Manila (UTC+8, no DST).
 * A weekly position is "minutes since Monday 00:00 PST" (0 … 10079). Durations are derived from
 * departure and arrival, never typed. Real instants appear only at the edges (next sailings,
 * JSON-LD, GTFS) and always through an explicit zone — nothing here reads the clock.
 */
import { WEEKDAYS, type Weekday } from '../schema/weekdays';

export const MANILA_TZ = 'Asia/Manila';
export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday',
};

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: Weekday): number {
  return WEEKDAYS.indexOf(day);
}

export function weekdayAt(index: number): Weekday {
  return WEEKDAYS[((index % 7) + 7) % 7]!;
}

/** "20:30" → 1230. The caller has validated the pattern. */
export function parseTime(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** 1230 → "20:30". */
export function formatTime24(minuteOfDay: number): string {
  const m = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 1230 → "8:30 PM"; 0 → "12:00 AM"; 720 → "12:00 PM" (the spec's 12-hour style). */
export function formatTime12(minuteOfDay: number): string {
  const m = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export function minuteOfWeek(day: Weekday, minuteOfDay: number): number {
  return weekdayIndex(day) * MINUTES_PER_DAY + minuteOfDay;
}

export type ArrivalDay = Weekday | `+${number}`;

/**
 * Days between the departure day and a stated arrival day. A weekday arrival is the next such
 * weekday on or after the departure day (same weekday = same day); `+N` is taken literally.
 */
export function arrivalDayOffset(depDay: Weekday, arrDay: ArrivalDay): number {
  if (arrDay.startsWith('+')) return Number(arrDay.slice(1));
  return (weekdayIndex(arrDay as Weekday) - weekdayIndex(depDay) + 7) % 7;
}

/**
 * Derived duration in minutes from a departure and a stated arrival. A weekday arrival that lands
 * at or before the departure on the same weekday wraps by a week (the only reading that is not
 * negative); the result is in (0, 7 days] for weekday arrivals. `+N` arrivals are literal and may be
 * ≤ 0 or over a week — the time-model checks report those.
 */
export function derivedDurationMinutes(depDay: Weekday, dep: number, arrDay: ArrivalDay, arr: number): number {
  const offset = arrivalDayOffset(depDay, arrDay);
  const minutes = offset * MINUTES_PER_DAY + arr - dep;
  if (!arrDay.startsWith('+') && minutes <= 0) return minutes + MINUTES_PER_WEEK;
  return minutes;
}

/** 810 → "13 h 30 min"; 1440 → "24 h". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A stated hours value (`18` or `{ min: 20, max: 22 }`) as minutes. */
export function hoursToMinutes(hours: number | { min: number; max: number }): { min: number; max: number } {
  if (typeof hours === 'number') return { min: Math.round(hours * 60), max: Math.round(hours * 60) };
  return { min: Math.round(hours.min * 60), max: Math.round(hours.max * 60) };
}

/**
 * The weekly timetable's arithmetic. A weekly position is "minutes since Monday 00:00 PST" (0 … 10079 within the
 * week; later weeks continue the count). Durations are derived from departure and arrival, never typed.
 */
/** The weekday names as the data writes them, Monday first. (No zod here: this module runs in the browser.) */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday',
};

/** Sailing days as the data states them: `Daily` or a list of weekdays. */
export type SailingDays = 'Daily' | readonly Weekday[];

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: Weekday): number {
  return WEEKDAYS.indexOf(day);
}

export function weekdayAt(index: number): Weekday {
  return WEEKDAYS[((index % 7) + 7) % 7]!;
}

/** Unique days in week order (Monday first). */
export function sortDays(days: readonly Weekday[]): Weekday[] {
  return [...new Set(days)].sort((a, b) => weekdayIndex(a) - weekdayIndex(b));
}

/** All the days of a sailing-days value, in week order ('Daily' → all seven). */
export function expandDays(days: SailingDays): Weekday[] {
  return days === 'Daily' ? [...WEEKDAYS] : sortDays(days);
}

/**
 * Each departure day (in week order) moved `offset` days later, in the departures' order:
 * ([Tue, Sat], 1) → [Wed, Sun]; ([Sun, Sat], 1) → [Sun, Mon] (Saturday's arrival first).
 */
export function shiftDays(days: readonly Weekday[], offset: number): Weekday[] {
  return sortDays(days).map((d) => weekdayAt(weekdayIndex(d) + offset));
}

/** "20:30" → 1230. The caller has validated the pattern. */
export function parseTime(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

export function minuteOfWeek(day: Weekday, minuteOfDay: number): number {
  return weekdayIndex(day) * MINUTES_PER_DAY + minuteOfDay;
}

/** Weekday and minute of day of a week-minute position (any week). */
export function weekPosition(weekMinute: number): { weekday: Weekday; minuteOfDay: number; dayIndex: number } {
  const inWeek = ((weekMinute % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  const dayIndex = Math.floor(inWeek / MINUTES_PER_DAY);
  return { weekday: weekdayAt(dayIndex), minuteOfDay: inWeek - dayIndex * MINUTES_PER_DAY, dayIndex };
}

/** A clock time some minutes after a departure: how many days later, and the minute of that day. */
export interface DayTime { dayOffset: number; minuteOfDay: number }

export function addMinutes(depMinuteOfDay: number, minutes: number): DayTime {
  const total = depMinuteOfDay + minutes;
  return { dayOffset: Math.floor(total / MINUTES_PER_DAY), minuteOfDay: ((total % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY };
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

/** A stated hours value (`18` or `{ min: 20, max: 22 }`) as minutes. */
export function hoursToMinutes(hours: number | { min: number; max: number }): { min: number; max: number } {
  if (typeof hours === 'number') return { min: Math.round(hours * 60), max: Math.round(hours * 60) };
  return { min: Math.round(hours.min * 60), max: Math.round(hours.max * 60) };
}

/** Minutes between two ranges; 0 when they overlap. */
export function gapMinutes(a: { min: number; max: number }, b: { min: number; max: number }): number {
  return Math.max(0, a.min - b.max, b.min - a.max);
}

/** The span of several ranges, e.g. every row of a timetable; null when empty. */
export function spanOfDurations(ranges: readonly { min: number; max: number }[]): { min: number; max: number } | null {
  if (ranges.length === 0) return null;
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) };
}

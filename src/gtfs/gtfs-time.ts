/**
 * GTFS's own time and date notation. A stop time counts from noon minus 12 h of the service day — midnight for
 * Asia/Manila, which has no DST — so an arrival two days after an evening departure is written past 24:00:00
 * (`20:00` + 48 h 30 min → `68:30:00`), never wrapped.
 */
import { WEEKDAYS, type Weekday } from '../time';

/** Minutes after the service day's midnight → "HH:MM:SS" (hours may exceed 23). */
export function formatGtfsTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`GTFS time needs whole non-negative minutes, got ${minutes}`);
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** "HH:MM:SS" (hours may exceed 23) → seconds after midnight, or null when malformed. */
export function parseGtfsTime(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** "2026-01-31" (the data's yyyy-MM-dd) → "20260131". */
export function toGtfsDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** "20260131" → true when it names a real calendar day. */
export function isGtfsDate(text: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A stable, readable service id for a set of sailing days: "daily" for all seven, otherwise the days in week order
 * ("mon-wed-fri"). The same pattern always gets the same id, so calendar.txt has one row per pattern.
 */
export function serviceIdFor(days: Iterable<Weekday>): string {
  const set = new Set(days);
  if (set.size === WEEKDAYS.length) return 'daily';
  return WEEKDAYS.filter((day) => set.has(day)).map((day) => day.toLowerCase()).join('-');
}

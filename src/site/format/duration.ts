/**
 * Travel times for display: "13 h", "1 h 30 min", "20–22 h". Built on the time model's formatDuration so a
 * derived duration reads the same everywhere.
 */
import { formatDuration, hoursToMinutes } from '../../graph/time';
import type { MinuteRange } from '../../graph/types';

/** { 1200, 1320 } → "20–22 h"; { 60, 90 } → "1 h–1 h 30 min"; { 780, 780 } → "13 h". */
export function formatDurationRange(range: MinuteRange): string {
  if (range.min === range.max) return formatDuration(range.min);
  if (range.min % 60 === 0 && range.max % 60 === 0) return `${range.min / 60}–${range.max / 60} h`;
  return `${formatDuration(range.min)}–${formatDuration(range.max)}`;
}

/** A stated hours value from the data (`18` or `{ min: 20, max: 22 }`) → "18 h" / "20–22 h". */
export function formatHours(hours: number | { min: number; max: number }): string {
  return formatDurationRange(hoursToMinutes(hours));
}

/** Spoken form: "20 to 22 hours", "13 hours 30 minutes" (screen readers read "h" as a letter). */
export function spokenDuration(range: MinuteRange): string {
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

/** The span of several ranges, e.g. every row of a timetable; null when empty. */
export function spanOfDurations(ranges: readonly MinuteRange[]): MinuteRange | null {
  if (ranges.length === 0) return null;
  return {
    min: Math.min(...ranges.map((r) => r.min)),
    max: Math.max(...ranges.map((r) => r.max)),
  };
}

/** The Day control's values: a weekday or "today" (in Asia/Manila), as the `day` URL parameter carries them. */
import type { Weekday } from '../../graph/types';
import { manilaWeekday, WEEKDAYS } from '../../time';

export type DayChoice = Weekday | 'today';

/** Monday first. */
export const DAY_OPTIONS: readonly Weekday[] = WEEKDAYS;

/** "fri" → "Fri", "today" → "today"; anything else → "" (any day). */
export function parseDay(value: string | null): DayChoice | '' {
  if (!value) return '';
  const v = value.trim().toLowerCase();
  if (v === 'today') return 'today';
  return WEEKDAYS.find((d) => d.toLowerCase() === v) ?? '';
}

/** The weekday a choice means at `now`: "today" is the Manila weekday (it may still be yesterday in UTC). */
export function resolveDay(day: DayChoice | '', now: Date): Weekday | null {
  if (day === '') return null;
  return day === 'today' ? manilaWeekday(now) : day;
}

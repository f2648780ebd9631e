/**
 * Sailing days for display. "Daily", "Tue", "Mon, Wed, Fri", and runs of three or more consecutive days
 * compressed as the spec writes them ("Mon, Tue, Thu–Sun").
 */
import { WEEKDAY_NAMES, weekdayAt, weekdayIndex } from '../../graph/time';
import type { Weekday } from '../../graph/types';

export type SailingDays = 'Daily' | readonly Weekday[];

function sorted(days: readonly Weekday[]): Weekday[] {
  return [...new Set(days)].sort((a, b) => weekdayIndex(a) - weekdayIndex(b));
}

/**
 * Runs of consecutive weekdays. Departure days are put in Monday-first order; arrival days (`inGivenOrder`) keep the
 * order of the departures they belong to, so Sat, Sun +1 reads "Sun, Mon" (and a run may cross Sunday → Monday).
 */
function runs(days: readonly Weekday[], inGivenOrder: boolean): Weekday[][] {
  const out: Weekday[][] = [];
  for (const day of inGivenOrder ? [...new Set(days)] : sorted(days)) {
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

/**
 * Each departure day (in week order) moved `offset` days later, in the departures' order:
 * ([Tue, Sat], 1) → [Wed, Sun]; ([Sun, Sat], 1) → [Sun, Mon] (Saturday's arrival first).
 */
export function shiftDays(days: readonly Weekday[], offset: number): Weekday[] {
  return sorted(days).map((d) => weekdayAt(weekdayIndex(d) + offset));
}

/** 0 → null (same day); 1 → "+1 day"; 2 → "+2 days". */
export function dayOffsetLabel(offset: number): string | null {
  if (offset <= 0) return null;
  return offset === 1 ? '+1 day' : `+${offset} days`;
}

/** Spoken form of the offset: "next day", "2 days later". */
export function spokenDayOffset(offset: number): string | null {
  if (offset <= 0) return null;
  return offset === 1 ? 'next day' : `${offset} days later`;
}

/** All the days of a sailing-days value, in week order ('Daily' → all seven). */
export function expandDays(days: SailingDays): Weekday[] {
  if (days === 'Daily') return Array.from({ length: 7 }, (_, i) => weekdayAt(i));
  return sorted(days);
}

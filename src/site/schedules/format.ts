/**
 * Words for concrete sailings ("Fri 27 Nov, 8:00 PM PST — in 2 days"). Pure: `now` is passed in, every date and
 * time comes from the engine's Manila readings (ManilaMoment), so the text is the same in every browser zone.
 */
import { formatTime12 } from '../../graph/time';
import type { ManilaMoment } from '../../query/manila-time';
import type { Sailing } from '../../query/next-sailings';
import { ZONE_LABEL } from '../format/times';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MS_PER_DAY = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Days since 1970-01-01 of a "yyyy-MM-dd" calendar date. */
function epochDayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / MS_PER_DAY;
}

/** Whole Manila calendar days from `now` to `date` (0 = today in Manila, whatever the browser's zone). */
export function manilaDaysUntil(date: string, now: Date): number {
  return epochDayOf(date) - Math.floor((now.getTime() + MANILA_OFFSET_MS) / MS_PER_DAY);
}

/** 0 → "today", 1 → "tomorrow", 5 → "in 5 days" (a past day reads "N days ago", which no caller should need). */
export function relativeDay(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 1 ? `in ${days} days` : `${-days} days ago`;
}

/** A Manila date: "Fri 27 Nov". */
export function formatDay(moment: Pick<ManilaMoment, 'weekday' | 'day' | 'month'>): string {
  return `${moment.weekday} ${moment.day} ${MONTHS[moment.month - 1]}`;
}

/** "Fri 27 Nov, 8:00 PM". */
export function formatMoment(moment: ManilaMoment): string {
  return `${formatDay(moment)}, ${formatTime12(moment.minuteOfDay)}`;
}

/** The Manila date of a sailing as a reading ("2026-11-27" + weekday) for an untimed one. */
function sailingDay(sailing: Sailing): Pick<ManilaMoment, 'weekday' | 'day' | 'month'> {
  const [, month, day] = sailing.date.split('-').map(Number);
  return { weekday: sailing.weekday, day: day!, month: month! };
}

/** "Fri 27 Nov, 8:00 PM PST — in 2 days"; an untimed sailing: "Fri 27 Nov (time not stated) — in 2 days". */
export function formatNextSailing(sailing: Sailing, now: Date): string {
  const when = sailing.departure
    ? `${formatMoment(sailing.departure)} ${ZONE_LABEL}`
    : `${formatDay(sailingDay(sailing))} (time not stated)`;
  return `${when} — ${relativeDay(manilaDaysUntil(sailing.date, now))}`;
}

/** "arrives Sun 29 Nov, 2:30 PM (+2 days)"; "arrives about …" for an arrival counted from a stated travel time. */
export function formatArrival(sailing: Sailing): string | null {
  if (!sailing.arrival) return null;
  const offset = sailing.arrivalDayOffset ?? 0;
  const days = offset === 0 ? '' : offset === 1 ? ' (+1 day)' : ` (+${offset} days)`;
  return `arrives ${sailing.arrivalEstimated ? 'about ' : ''}${formatMoment(sailing.arrival)}${days}`;
}

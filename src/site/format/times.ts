/**
 * Clock times and arrivals for the timetables. Every time is Philippine Standard Time; the 12-hour text comes from
 * the time model (formatTime12) so "8:30 PM" is spelt one way on every page.
 */
import { formatTime12, MINUTES_PER_DAY, parseTime } from '../../graph/time';
import type { MinuteRange, TimetableRow } from '../../graph/types';
import { dayOffsetLabel, formatDays, shiftDays, spokenDays, type SailingDays } from './days';

/** The zone label printed beside times (all schedule times are Asia/Manila). */
export const ZONE_LABEL = 'PST';
export const ZONE_NAME = 'Philippine Standard Time';

/** "20:30" → "8:30 PM". */
export function formatClock(hhmm: string): string {
  return formatTime12(parseTime(hhmm));
}

/** Several departure times of one route: ["11:00", "17:30"] → "11:00 AM or 5:30 PM" (sorted, no repeats). */
export function formatClockList(times: readonly string[]): string {
  return [...new Set(times)].sort().map(formatClock).join(' or ');
}

/** A moment after a departure: how many days later and the clock time then. */
export interface DayTime { dayOffset: number; minuteOfDay: number }

export function addMinutes(depHHMM: string, minutes: number): DayTime {
  const total = parseTime(depHHMM) + minutes;
  return { dayOffset: Math.floor(total / MINUTES_PER_DAY), minuteOfDay: total % MINUTES_PER_DAY };
}

/**
 * What the Arrival Day and Arrival Time cells say for one row. `estimated` is true when the data gives no arrival
 * and the window comes from the stated travel time; `null` when there is no departure time to count from.
 */
export interface ArrivalDisplay {
  /** "Wed", "Wed, Sat", "Wed or Thu", "Next day". */
  day: string;
  /** Full names for assistive tech: "Wednesday", "Wednesday, Saturday". */
  spokenDay: string;
  /** "2:30 AM" or a window "9:00 AM–11:00 AM". */
  time: string;
  /** "+1 day", "+1–2 days", or null on the same day. */
  offset: string | null;
  estimated: boolean;
}

/** The day word(s) for arrivals `offset` days after the departure days. 'Daily' cannot be shifted to weekdays. */
function arrivalDayText(days: SailingDays, offset: number): { day: string; spoken: string } {
  if (days === 'Daily') {
    const word = offset === 0 ? 'Same day' : offset === 1 ? 'Next day' : `${offset} days later`;
    return { day: word, spoken: word };
  }
  const shifted = shiftDays(days, offset);
  return { day: formatDays(shifted, true), spoken: spokenDays(shifted, true) };
}

/** 1–1 → "+1 day"; 0–1 → "up to +1 day"; 1–2 → "+1–2 days". */
function offsetRangeLabel(min: number, max: number): string | null {
  if (min === max) return dayOffsetLabel(min);
  if (min === 0) return `up to ${dayOffsetLabel(max)}`;
  return `+${min}–${max} days`;
}

export function arrivalDisplay(row: Pick<TimetableRow, 'days' | 'dep' | 'arr' | 'durationMinutes'>): ArrivalDisplay | null {
  if (row.arr) {
    const { day, spoken } = arrivalDayText(row.days, row.arr.dayOffset);
    return { day, spokenDay: spoken, time: formatClock(row.arr.time), offset: dayOffsetLabel(row.arr.dayOffset), estimated: false };
  }
  if (!row.dep) return null;
  return estimatedArrival(row.days, row.dep, row.durationMinutes);
}

/** The arrival window a stated travel time gives: departure + min … departure + max. */
export function estimatedArrival(days: SailingDays, dep: string, duration: MinuteRange): ArrivalDisplay {
  const early = addMinutes(dep, duration.min);
  const late = addMinutes(dep, duration.max);
  const time = early.dayOffset === late.dayOffset && early.minuteOfDay === late.minuteOfDay
    ? formatTime12(early.minuteOfDay)
    : `${formatTime12(early.minuteOfDay)}–${formatTime12(late.minuteOfDay)}`;
  const first = arrivalDayText(days, early.dayOffset);
  const last = arrivalDayText(days, late.dayOffset);
  const sameDay = early.dayOffset === late.dayOffset;
  return {
    day: sameDay ? first.day : `${first.day} or ${last.day}`,
    spokenDay: sameDay ? first.spoken : `${first.spoken} or ${last.spoken}`,
    time,
    offset: offsetRangeLabel(early.dayOffset, late.dayOffset),
    estimated: true,
  };
}

/**
 * What a timetable row's Arrival Day and Arrival Time cells say. Every time is Philippine Standard Time and every
 * word comes from the time model (src/graph/time), so "8:30 PM" and "Tue, Fri" are spelt one way on every page.
 */
import {
  addMinutes, dayOffsetLabel, formatClock, formatDays, formatTime12, parseTime, shiftDays, spokenDays,
  type SailingDays,
} from '../../graph/time';
import type { MinuteRange, TimetableRow } from '../../graph/types';

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
  const early = addMinutes(parseTime(dep), duration.min);
  const late = addMinutes(parseTime(dep), duration.max);
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

/**
 * How arrivals and small-hours departures are worded, one way everywhere: the timetable cells,
 * the next-sailing lines, the planner and the calendar export all call this module. Every time is Philippine
 * Standard Time and every word comes from the time model (src/time), so "8:30 PM" and "Tue, Fri" are spelt
 * one way on every page.
 *
 * Three rules a traveller cannot misread:
 * - An arrival counted from a stated travel time is a window, "between 3:00 AM and 3:00 PM" — never "about".
 * - A window that crosses midnight is not a list of days joined by "or" ("Tue, Thu, Sun or Wed, Fri, Mon"): each
 *   departure day (of a Daily row too) gets its own pattern, "between Tue 10:00 PM and Wed 2:00 AM".
 * - A departure in the small hours says when to be at the port: "Fri 12:30 AM — be at the port Thursday night".
 *
 * API (pure; `now` is never needed):
 * - arrivalPatterns(row)             → one ArrivalPattern per table row to show (usually one; one per departure day
 *                                      when the window crosses midnight); [] when the row has no time to count from.
 * - departureNight(days, 30)         → "be at the port the night before" / "… Thursday night", or null.
 * - sailingDeparture(moment)         → "Fri 27 Nov, 12:30 AM PST (be at the port Thursday night)".
 * - sailingArrival(sailing)          → "arrives Fri 27 Nov between 8:30 AM and 9:30 AM", "arrives between Tue 24 Nov,
 *                                      10:00 PM and Wed 25 Nov, 2:00 AM", "arrives Sun 29 Nov, 2:30 PM (+2 days)".
 * - arrivalWindow(early, late)       → the window of two readings: "Fri 27 Nov between 8:30 AM and 9:30 AM".
 */
import {
  addMinutes, dayOffsetLabel, epochDayOf, formatDurationRange, formatDay, formatDays, formatMoment, formatTime12, manilaMoment,
  expandDays, MS_PER_MINUTE, shiftDays, spokenDays, WEEKDAY_NAMES, weekdayAt, weekdayIndex, ZONE_LABEL,
  type ManilaMoment, type SailingDays, type Weekday,
} from '../../time';
import type { MinuteRange, RouteRow } from '../../graph/types';

/**
 * Departures from midnight until this minute of the day are "small hours": a traveller who must be at the port
 * hours before (policies: at least 2 h) sets off the evening before, so the page names that evening.
 */
const SMALL_HOURS_END_MINUTE = 5 * 60;

/** What one table row says about its arrival. */
export interface ArrivalPattern {
  /** The departure days this pattern covers: the row's days, or one of them when the row is split. */
  days: SailingDays;
  /** Arrival Day cell: "Wed", "Wed, Sat", "Next day", "Tue–Wed" (a window across midnight). */
  day: string;
  /** Full names for assistive tech: "Wednesday", "Tuesday to Wednesday". */
  spokenDay: string;
  /** Arrival Time cell: "2:30 AM", "between 3:00 AM and 3:00 PM", "between Tue 10:00 PM and Wed 2:00 AM". */
  time: string;
  /** "+1 day", "+1–2 days", or null on the same day. */
  offset: string | null;
  /** true when counted from a stated travel time rather than a stated arrival. */
  estimated: boolean;
}

/** 0 → "Same day", 1 → "Next day", 3 → "3 days later": a 'Daily' row has no weekday to shift. */
function offsetWord(offset: number): string {
  return offset === 0 ? 'Same day' : offset === 1 ? 'Next day' : `${offset} days later`;
}

/** The day word(s) for arrivals `offset` days after the departure days. */
function arrivalDayText(days: SailingDays, offset: number): { day: string; spoken: string } {
  if (days === 'Daily') return { day: offsetWord(offset), spoken: offsetWord(offset) };
  const shifted = shiftDays(days, offset);
  return { day: formatDays(shifted, true), spoken: spokenDays(shifted, true) };
}

/** 1–1 → "+1 day"; 0–1 → "up to +1 day"; 1–2 → "+1–2 days". */
function offsetRangeLabel(min: number, max: number): string | null {
  if (min === max) return dayOffsetLabel(min);
  if (min === 0) return `up to ${dayOffsetLabel(max)}`;
  return `+${min}–${max} days`;
}

/** A "Daily" row's day cell already says "Next day": no "+1 day" badge beside it saying the same. */
function offsetBadge(days: SailingDays, label: string | null): string | null {
  return days === 'Daily' ? null : label;
}

function shifted(day: Weekday, offset: number): Weekday {
  return weekdayAt(weekdayIndex(day) + offset);
}

/**
 * The patterns one timetable row shows; [] when there is neither an arrival nor a departure time to count from. A
 * sailing at one of several times arrives between its first time plus the shortest travel time and its last plus
 * the longest; when that window spans two days ("12:30 AM or 11:30 PM"), one pattern says so — "Same day or next
 * day", "8–9 h after it leaves" — rather than a window a day long on every departure day.
 */
export function arrivalPatterns(row: Pick<RouteRow, 'days' | 'dep' | 'arr' | 'durationMinutes'> & Partial<Pick<RouteRow, 'depOptions'>>): ArrivalPattern[] {
  if (row.arr) {
    const { day, spoken } = arrivalDayText(row.days, row.arr.dayOffset);
    return [{
      days: row.days, day, spokenDay: spoken, time: formatTime12(row.arr.minute), offset: offsetBadge(row.days, dayOffsetLabel(row.arr.dayOffset)),
      estimated: false,
    }];
  }
  if (row.dep === null) return [];
  if (!row.depOptions) return estimatedPatterns(row.days, row.dep, row.durationMinutes);
  const last = row.depOptions.at(-1)!;
  const early = addMinutes(row.dep, row.durationMinutes.min).dayOffset;
  const late = addMinutes(last, row.durationMinutes.max).dayOffset;
  if (early === late) return estimatedPatterns(row.days, row.dep, { min: row.durationMinutes.min, max: last - row.dep + row.durationMinutes.max });
  const day = `${offsetWord(early)} or ${offsetWord(late).toLowerCase()}`;
  return [{ days: row.days, day, spokenDay: day, time: `${formatDurationRange(row.durationMinutes)} after it leaves`, offset: null, estimated: true }];
}

/** The arrival a stated travel time gives: departure + min … departure + max, as one or more patterns. */
function estimatedPatterns(days: SailingDays, dep: number, duration: MinuteRange): ArrivalPattern[] {
  const early = addMinutes(dep, duration.min);
  const late = addMinutes(dep, duration.max);
  const offset = offsetRangeLabel(early.dayOffset, late.dayOffset);
  const from = formatTime12(early.minuteOfDay);
  const to = formatTime12(late.minuteOfDay);
  if (early.dayOffset === late.dayOffset) {
    const { day, spoken } = arrivalDayText(days, early.dayOffset);
    return [{ days, day, spokenDay: spoken, time: from === to ? from : `between ${from} and ${to}`, offset: offsetBadge(days, offset), estimated: true }];
  }
  // Across midnight: one pattern per departure day, in week order ('Daily' too), so no reader has to pair two
  // lists of days or work out which evening a "next day or the day after" belongs to.
  return expandDays(days).map((d) => {
    const a = shifted(d, early.dayOffset);
    const b = shifted(d, late.dayOffset);
    return {
      days: [d], day: `${a}–${b}`, spokenDay: `${WEEKDAY_NAMES[a]} to ${WEEKDAY_NAMES[b]}`,
      time: `between ${a} ${from} and ${b} ${to}`, offset, estimated: true,
    };
  });
}

/** "be at the port Thursday night" for a Friday 00:30 departure; "the night before" for several days or Daily. */
export function departureNight(days: SailingDays, dep: number): string | null {
  if (dep >= SMALL_HOURS_END_MINUTE) return null;
  const list = days === 'Daily' ? [] : [...new Set(days)];
  if (list.length !== 1) return 'be at the port the night before';
  return `be at the port ${WEEKDAY_NAMES[shifted(list[0]!, -1)]} night`;
}

/**
 * A concrete departure: "Fri 27 Nov, 12:30 AM PST (be at the port Thursday night)"; "Mon 23 Nov, 8:00 PM PST"; a
 * sailing at one of several times, `options`: "Tue 24 Nov, 11:00 AM or 5:30 PM PST".
 */
export function sailingDeparture(moment: ManilaMoment, options?: readonly ManilaMoment[] | null): string {
  const night = departureNight([moment.weekday], moment.minuteOfDay);
  const when = options ? `${formatDay(moment)}, ${options.map((o) => formatTime12(o.minuteOfDay)).join(' or ')}` : formatMoment(moment);
  return `${when} ${ZONE_LABEL}${night ? ` (${night})` : ''}`;
}

/** The window: "Fri 27 Nov between 8:30 AM and 9:30 AM" on one date, "between Tue 24 Nov, 10:00 PM and Wed 25 Nov, 2:00 AM" across dates. */
function arrivalWindow(early: ManilaMoment, late: ManilaMoment): string {
  if (early.date === late.date) return `${formatDay(late)} between ${formatTime12(early.minuteOfDay)} and ${formatTime12(late.minuteOfDay)}`;
  return `between ${formatMoment(early)} and ${formatMoment(late)}`;
}

/** What a concrete sailing or planner leg needs for its arrival line. */
export interface TimedSailing {
  departure: ManilaMoment | null;
  /** A sailing at one of several times: each of them (`departure` is the first); the arrival counts from the last. */
  departureOptions?: readonly ManilaMoment[] | null;
  durationMinutes: MinuteRange;
  /** true when only a travel time is stated (then a range is a window, a single figure an estimate). */
  arrivalEstimated: boolean;
}

/**
 * "arrives Tue 24 Nov, 4:00 PM (+1 day)"; a stated travel time of one figure "arrives Wed 25 Nov, 7:00 PM
 * (+1 day, estimated)"; a window on one date "arrives Fri 27 Nov between 8:30 AM and 9:30 AM" (the date says the
 * day); a window across dates "arrives between Tue 24 Nov, 10:00 PM and Wed 25 Nov, 2:00 AM". Null without a
 * departure time.
 */
export function sailingArrival(sailing: TimedSailing): string | null {
  const { departure, durationMinutes } = sailing;
  if (!departure) return null;
  const start = Date.parse(departure.iso);
  const last = sailing.departureOptions ? Date.parse(sailing.departureOptions.at(-1)!.iso) : start;
  const early = manilaMoment(start + durationMinutes.min * MS_PER_MINUTE);
  const late = manilaMoment(last + durationMinutes.max * MS_PER_MINUTE);
  if (durationMinutes.min !== durationMinutes.max || last !== start) return `arrives ${arrivalWindow(early, late)}`;
  const notes = [dayOffsetLabel(epochDayOf(late.date) - epochDayOf(departure.date)), sailing.arrivalEstimated ? 'estimated' : null];
  const said = notes.filter(Boolean).join(', ');
  return `arrives ${formatMoment(late)}${said ? ` (${said})` : ''}`;
}

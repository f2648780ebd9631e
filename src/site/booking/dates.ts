/**
 * Date rules of the search panel, as the spec states them. Pure: every rule takes `now` (an instant) and answers in
 * calendar days of Asia/Manila, whatever zone the browser or the test machine is in.
 *
 * A day is an ISO calendar date string 'yyyy-MM-dd' (`IsoDay`): it has no zone, compares correctly as a string and
 * goes into the hand-off address unchanged. Only the calendar widget needs `Date` objects; the two converters at
 * the bottom are the single place where a day becomes a local `Date` and back.
 */
import { addDays, epochDayOf, formatMonthDayYear, manilaDate, manilaDay, type IsoDay } from '../../time';

export { isIsoDay, type IsoDay } from '../../time';
/** The departure may not be earlier than two days from today (graph/lead-time.ts; its words: components/LeadTimeRule.tsx). */
import { MIN_LEAD_DAYS } from '../../graph/lead-time';
export { MIN_LEAD_DAYS } from '../../graph/lead-time';
/**
 * The latest departure the panel offers or takes from a link: a year ahead. Operators publish timetables a season
 * ahead, and a date further out (9999-12-31 in a link) is a typing or link mistake the booking site would only
 * answer with no sailings.
 */
const MAX_LEAD_DAYS = 365;

/** Today as a traveller in the Philippines sees it — not the browser's zone, not the build machine's. */
export function todayInManila(now: Date): IsoDay {
  return manilaDate(now);
}

/** The earliest departure the calendar offers (and the panel's default). */
export function minDeparture(now: Date): IsoDay {
  return addDays(todayInManila(now), MIN_LEAD_DAYS);
}

/** The latest departure the calendar offers and a link may carry. */
export function maxDeparture(now: Date): IsoDay {
  return addDays(todayInManila(now), MAX_LEAD_DAYS);
}

/** Departure defaults to two days after today, which is also the earliest allowed. */
export function defaultDeparture(now: Date): IsoDay {
  return minDeparture(now);
}

/**
 * The return calendar disables dates before the departure, or before today when no departure is set.
 * A same-day return is allowed (the rule is "may not precede").
 */
export function minReturn(departure: IsoDay | undefined, now: Date): IsoDay {
  return departure ?? todayInManila(now);
}

/**
 * Keeps the pair possible after the departure moved. Decision: a return that now precedes the departure is
 * cleared rather than moved, so the traveller never submits a return date they did not pick; the panel says so
 * in its status line and check 2 ("Missing Return Date") asks for a new one.
 */
export function clampReturn(departure: IsoDay | undefined, ret: IsoDay | undefined): IsoDay | undefined {
  if (ret === undefined || departure === undefined) return ret;
  return ret < departure ? undefined : ret;
}

/** Dates in the form read MM/dd/yyyy. */
export const formatDisplay = formatMonthDayYear;

/**
 * The calendar widget works on local `Date`s. Noon keeps the calendar day stable in zones whose midnight does not
 * exist on a DST change day; only year, month and day are ever read back.
 */
export function dayToLocalDate(day: IsoDay): Date {
  const { year, month, day: d } = manilaDay(epochDayOf(day));
  return new Date(year, month - 1, d, 12);
}

export function localDateToDay(date: Date): IsoDay {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

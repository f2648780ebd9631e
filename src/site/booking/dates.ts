/**
 * Date rules of the search panel (SPEC §4, §5, §9). Pure: every rule takes `now` (an instant) and answers in
 * calendar days of Asia/Manila, whatever zone the browser or the test machine is in.
 *
 * A day is an ISO calendar date string 'yyyy-MM-dd' (`IsoDay`): it has no zone, compares correctly as a string and
 * goes into the hand-off address unchanged. Only the calendar widget needs `Date` objects; the two converters at
 * the bottom are the single place where a day becomes a local `Date` and back.
 */
import { formatInTimeZone } from 'date-fns-tz';

/** 'yyyy-MM-dd' — a calendar day with no time and no zone. */
export type IsoDay = string;

export const BOOKING_ZONE = 'Asia/Manila';
/** SPEC §9: the departure may not be earlier than two days from today. */
export const MIN_LEAD_DAYS = 2;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: IsoDay): [number, number, number] {
  const m = ISO_DAY.exec(day);
  if (!m) throw new RangeError(`not a yyyy-MM-dd day: ${JSON.stringify(day)}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  // Round-trip through UTC so '2026-02-30' is refused.
  return addDays(value, 0) === value;
}

/** Calendar arithmetic in UTC, where every day has 24 hours: no local zone or DST can shift the result. */
export function addDays(day: IsoDay, n: number): IsoDay {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Today as a traveller in the Philippines sees it — not the browser's zone, not the build machine's. */
export function todayInManila(now: Date): IsoDay {
  return formatInTimeZone(now, BOOKING_ZONE, 'yyyy-MM-dd');
}

/** The earliest departure the calendar offers (and the panel's default). */
export function minDeparture(now: Date): IsoDay {
  return addDays(todayInManila(now), MIN_LEAD_DAYS);
}

/** SPEC §4: departure defaults to two days after today, which is also the earliest allowed. */
export function defaultDeparture(now: Date): IsoDay {
  return minDeparture(now);
}

/**
 * SPEC §4: the return calendar disables dates before the departure, or before today when no departure is set.
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

/** SPEC §9: dates in the form read MM/dd/yyyy. */
export function formatDisplay(day: IsoDay): string {
  const [y, m, d] = parts(day);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(y).padStart(4, '0')}`;
}

/**
 * The calendar widget works on local `Date`s. Noon keeps the calendar day stable in zones whose midnight does not
 * exist on a DST change day; only year, month and day are ever read back.
 */
export function dayToLocalDate(day: IsoDay): Date {
  const [y, m, d] = parts(day);
  return new Date(y, m - 1, d, 12);
}

export function localDateToDay(date: Date): IsoDay {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

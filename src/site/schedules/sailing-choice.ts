/**
 * Which dated sailing a route's line shows and which date its Book Tickets link carries (issue 17 item 2). Pure:
 * `now` is passed in; every date is a Manila calendar day from the engine's nextSailings.
 *
 * - With a day chosen, "Next sailing" is the next sailing on that weekday: today counts only while one is still
 *   ahead, otherwise it is next week's.
 * - Online booking closes SPEC §9's `leadDays` before a sailing (booking/dates.ts MIN_LEAD_DAYS, passed in as page data): a
 *   sailing sooner than that is bought at the port's ticket office, and the link carries the first sailing of the
 *   same route (on the chosen weekday, when there is one) that can be booked online.
 */
import { addDays, manilaDate, manilaMidnightOfNext, manilaStartOfDay, type IsoDay, type Weekday } from '../../graph/time';
import type { QueryIndex } from '../../query/index-trips';
import { nextSailings, type Sailing } from '../../query/next-sailings';

/** A week of one timetable's sailings and one more: enough to reach the same weekday again from any start. */
function weekOf(index: QueryIndex, timetableId: string): number {
  return 1 + 2 * index.trips.reduce((n, t) => n + (t.timetableId === timetableId ? 1 : 0), 0);
}

/** The first sailing of a timetable from `start` on (on `day` when given). */
function firstFrom(index: QueryIndex, timetableId: string, start: Date, day: Weekday | null): Sailing | null {
  const count = day ? weekOf(index, timetableId) : 1;
  const { sailings } = nextSailings(index, { timetableId, now: start, count });
  return sailings.find((s) => !day || s.weekday === day) ?? null;
}

/** The next sailing of one timetable, on `day` when a day is chosen; null when it has none (on that day). */
export function nextSailingOn(index: QueryIndex, timetableId: string, day: Weekday | null, now: Date): Sailing | null {
  // From 00:00 of the next such weekday, or from now when that is today: a sailing already gone does not count.
  const start = day ? new Date(Math.max(now.getTime(), manilaMidnightOfNext(day, now))) : now;
  return firstFrom(index, timetableId, start, day);
}

export interface BookingChoice {
  /** The date the Book Tickets link carries: the sailing's own, or the first one bookable online. Null: none. */
  date: IsoDay | null;
  /** true when the sailing leaves too soon to book online (buy at the ticket office). */
  tooSoon: boolean;
  /** The first day online booking accepts. */
  earliest: IsoDay;
}

export function bookingChoice(index: QueryIndex, sailing: Sailing, day: Weekday | null, now: Date, leadDays: number): BookingChoice {
  const earliest = addDays(manilaDate(now), leadDays);
  if (sailing.date >= earliest) return { date: sailing.date, tooSoon: false, earliest };
  const later = firstFrom(index, sailing.timetableId, new Date(Date.parse(manilaStartOfDay(earliest))), day);
  return { date: later?.date ?? null, tooSoon: true, earliest };
}

/**
 * Which dated sailing a route's line shows and which date its Book Tickets link carries. Pure:
 * `now` is passed in; every date is a Manila calendar day from the engine's nextSailings.
 *
 * - With a day chosen, "Next sailing" is the next sailing on that weekday: today counts only while one is still
 *   ahead, otherwise it is next week's.
 * - Online booking closes `leadDays` (two) days before a sailing (graph/lead-time.ts MIN_LEAD_DAYS, passed in as page
 *   data): a sailing sooner than that is bought at the port's ticket office, and the link carries the first sailing of
 *   the same route (on the chosen weekday, when there is one) that can be booked online.
 * - With the status of dated sailings (/status.json, src/status/), a cancelled sailing is never "next" nor the
 *   date a link carries; a delayed one counts at its new time, and its ticket is the timetabled day's.
 */
import { addDays, manilaDate, manilaMidnightOfNext, manilaStartOfDay, type IsoDay, type Weekday } from '../../time';
import type { QueryIndex } from '../../query/index-trips';
import { nextSailings, type Sailing } from '../../query/next-sailings';
import type { LiveSailing, SailingSource } from '../../status/live';

/** The timetable as published, with no status: the source a page uses until a status file names a sailing. */
export const timetabled: SailingSource = (index, query) => ({ sailings: nextSailings(index, query).sailings.map((s) => ({ ...s, status: null })) });

/** A week of one timetable's sailings and one more: enough to reach the same weekday again from any start. */
function weekOf(index: QueryIndex, routeId: string): number {
  return 1 + 2 * index.trips.reduce((n, t) => n + (t.routeId === routeId ? 1 : 0), 0);
}

/** The first sailing of a timetable that leaves from `start` on (on `day` when given). */
function firstFrom(index: QueryIndex, routeId: string, start: Date, day: Weekday | null, source: SailingSource): LiveSailing | null {
  const count = day ? weekOf(index, routeId) : 1;
  const { sailings } = source(index, { routeId: routeId, now: start, count });
  return sailings.find((s) => s.status?.state !== 'cancelled' && (!day || s.weekday === day)) ?? null;
}

/** The next sailing of one timetable that leaves, on `day` when a day is chosen; null when it has none (on that day). */
export function nextSailingOn(
  index: QueryIndex, routeId: string, day: Weekday | null, now: Date, source: SailingSource = timetabled,
): LiveSailing | null {
  // From 00:00 of the next such weekday, or from now when that is today: a sailing already gone does not count.
  const start = day ? new Date(Math.max(now.getTime(), manilaMidnightOfNext(day, now))) : now;
  return firstFrom(index, routeId, start, day, source);
}

export interface BookingChoice {
  /** The date the Book Tickets link carries: the sailing's own, or the first one bookable online. Null: none. */
  date: IsoDay | null;
  /** true when the sailing leaves too soon to book online (buy at the ticket office). */
  tooSoon: boolean;
  /** The first day online booking accepts. */
  earliest: IsoDay;
}

/** The day a sailing's ticket is for: a delayed sailing's timetabled day. */
const ticketDate = (sailing: Sailing | LiveSailing): IsoDay => ('status' in sailing ? sailing.status?.date : null) ?? sailing.date;

export function bookingChoice(
  index: QueryIndex, sailing: Sailing | LiveSailing, day: Weekday | null, now: Date, leadDays: number, source: SailingSource = timetabled,
): BookingChoice {
  const earliest = addDays(manilaDate(now), leadDays);
  if (ticketDate(sailing) >= earliest) return { date: ticketDate(sailing), tooSoon: false, earliest };
  const later = firstFrom(index, sailing.routeId, new Date(Date.parse(manilaStartOfDay(earliest))), day, source);
  return { date: later ? ticketDate(later) : null, tooSoon: true, earliest };
}

/**
 * The departure a link asks for: the Book Tickets links of /schedules, destination pages and the
 * planner carry the sailing's date (/book-tickets?from=Batangas&to=Caticlan&date=2026-11-27). The address bar is
 * untrusted input: the date is taken only when it is a real yyyy-MM-dd day from the earliest day online booking
 * takes (two days from today in Manila) to a year ahead; otherwise the panel keeps its default and says
 * why, naming the year of any day that is not this year's. Pure: `now` is passed in.
 */
import { formatIsoDay, isIsoDay, type IsoDay } from '../../time';
import { defaultDeparture, maxDeparture, minDeparture, todayInManila } from './dates';

export type LinkedDate =
  | { date: IsoDay; problem: null }
  /** `given` is only formatted back when it is a real day (too_soon, too_late); unreadable text is never echoed. */
  | { date: IsoDay; problem: 'not_a_date'; given: null }
  | { date: IsoDay; problem: 'too_soon' | 'too_late'; given: IsoDay };

/** Longest text looked at: a yyyy-MM-dd day is 10 characters. */
const MAX = 10;

/** Null when the link carries no date. */
export function linkedDeparture(param: string | null, now: Date): LinkedDate | null {
  const text = param?.trim() ?? '';
  if (text === '') return null;
  const fallback = defaultDeparture(now);
  if (text.length > MAX || !isIsoDay(text)) return { date: fallback, problem: 'not_a_date', given: null };
  if (text < minDeparture(now)) return { date: fallback, problem: 'too_soon', given: text };
  if (text > maxDeparture(now)) return { date: fallback, problem: 'too_late', given: text };
  return { date: text, problem: null };
}

/** What the panel says when it did not take the link's date; null when it did. */
export function linkedDateMessage(linked: LinkedDate | null, now: Date): string | null {
  if (!linked || linked.problem === null) return null;
  const today = todayInManila(now);
  const chosen = formatIsoDay(linked.date, today);
  if (linked.problem === 'not_a_date') return `The date in your link could not be read, so the departure is set to ${chosen}; change it if you need another day.`;
  const given = formatIsoDay(linked.given, today);
  if (linked.problem === 'too_late') {
    return `${given} is more than a year ahead, too far to book online, so the departure is set to ${chosen}; you can book up to ${formatIsoDay(maxDeparture(now), today)}.`;
  }
  const why = linked.given < today ? 'is in the past' : 'is too soon to book online';
  return `${given} ${why}, so the departure is set to ${chosen}, the earliest date you can book here.`;
}

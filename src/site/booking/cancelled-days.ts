/**
 * What the booking panel makes of the status of dated sailings (/status.json): the days on which every sailing of
 * the route asked is cancelled — the calendar marks them, and Book Tickets does not hand off such a day silently —
 * and the next day the route sails that is not. Pure; days are Manila calendar days.
 */
import { addDays, type IsoDay } from '../../time';
import type { SailingStatus } from '../../graph/types';
import { weekdayOf, type PanelRoute } from './sailing-days';

/**
 * The days of the file on which no sailing of the route leaves: each of its sailings that weekday is cancelled (a
 * route without published times: its crossings of the day).
 */
export function cancelledDays(sailings: readonly SailingStatus[] | undefined, route: PanelRoute | null): Set<IsoDay> {
  const out = new Set<IsoDay>();
  if (!sailings || !route) return out;
  const byDay = new Map<IsoDay, number>();
  for (const s of sailings) {
    if (s.from !== route.from || s.to !== route.to || s.state !== 'cancelled') continue;
    byDay.set(s.date, s.dep === null ? Infinity : (byDay.get(s.date) ?? 0) + 1);
  }
  for (const [day, count] of byDay) {
    const timetabled = route.sailings.filter((s) => s.day === weekdayOf(day)).length;
    if (timetabled > 0 && count >= timetabled) out.add(day);
  }
  return out;
}

/** The first day after `day`, up to `max`, on which the route sails and not every sailing is cancelled; null if none. */
export function nextSailingDay(route: PanelRoute, cancelled: ReadonlySet<IsoDay>, day: IsoDay, max: IsoDay | undefined): IsoDay | null {
  // Far enough for a weekly route past the longest suspension (31 days, checks/suspensions.ts).
  for (let next = addDays(day, 1), n = 0; n < 45 && (!max || next <= max); next = addDays(next, 1), n++) {
    if (route.sailings.some((s) => s.day === weekdayOf(next)) && !cancelled.has(next)) return next;
  }
  return null;
}

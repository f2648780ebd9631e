/**
 * A dated sailing — a route, a Manila date and a timetabled departure — and the weekly trip it is, in one place: the
 * data check (does the sailing a status names exist?), the status file, the GTFS-Realtime trip updates and the
 * pages all find a status's trip the same way. A route without published times ("several crossings daily") has one
 * trip a day with no departure: its dated sailing is that day's crossings, `dep` null.
 */
// The time modules themselves, not their index: a page's runtime asks announce.ts, which reads timetabledInstant,
// and the index would bring the formatting module along.
import { epochDayOf, manilaDay, MS_PER_MINUTE, type IsoDay } from '../time/calendar';
import type { Trip } from './types';

/**
 * The weekly trip that sails on `date` at `dep` ("23:30"; null: the day's untimed trip), or null when the route has
 * none then. A sailing at one of several times is found by any of them.
 */
export function tripOnDate(trips: readonly Trip[], date: IsoDay, dep: string | null): Trip | null {
  const weekday = manilaDay(epochDayOf(date)).weekday;
  const minute = dep === null ? null : departureMinute(date, dep);
  return trips.find((t) => t.depDay === weekday && (t.depMinute === minute || (minute !== null && t.depOptions?.includes(minute)))) ?? null;
}

/** The timetabled departure as an instant: "2026-11-27", "23:30" → "2026-11-27T23:30:00+08:00"; untimed: the day's start. */
export function timetabledInstant(date: IsoDay, dep: string | null): string {
  return `${date}T${dep ?? '00:00'}:00+08:00`;
}

/** The timetabled departure's minute of its Manila day, from its instant: "2026-11-27", "23:30" → 1410. */
export function departureMinute(date: IsoDay, dep: string): number {
  return (Date.parse(timetabledInstant(date, dep)) - Date.parse(timetabledInstant(date, null))) / MS_PER_MINUTE;
}

/** The key one dated sailing goes by: "batangas-caticlan 2026-11-27 23:30" ("… 2026-11-28 day" untimed). */
export function datedSailingKey(route: string, date: IsoDay, dep: string | null): string {
  return `${route} ${date} ${dep ?? 'day'}`;
}

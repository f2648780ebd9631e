/**
 * A dated sailing — a route, a Manila date and a timetabled departure — and the weekly trip it is, in one place: the
 * data check (does the sailing a status names exist?), the status file, the GTFS-Realtime trip updates and the
 * pages all find a status's trip the same way.
 */
import { epochDayOf, manilaDay, parseTime, type IsoDay } from './time';
import type { Trip } from './types';

/**
 * The weekly trip that sails on `date` at `dep` ("23:30"), or null when the route has none then. A sailing at one of
 * several times is found by any of them.
 */
export function tripOnDate(trips: readonly Trip[], date: IsoDay, dep: string): Trip | null {
  const weekday = manilaDay(epochDayOf(date)).weekday;
  const minute = parseTime(dep);
  return trips.find((t) => t.depDay === weekday && (t.depMinute === minute || t.depOptions?.includes(minute))) ?? null;
}

/** The timetabled departure as an instant: "2026-11-27", "23:30" → "2026-11-27T23:30:00+08:00". */
export function timetabledInstant(date: IsoDay, dep: string): string {
  return `${date}T${dep}:00+08:00`;
}

/** The key one dated sailing goes by: "batangas-caticlan 2026-11-27 23:30". */
export function datedSailingKey(route: string, date: IsoDay, dep: string): string {
  return `${route} ${date} ${dep}`;
}

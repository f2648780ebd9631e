/**
 * The statuses a page can show: those of /status.json whose sailing is one of the page's (the site
 * never shows a status for a sailing that does not exist). The data check has already held every entry to the
 * timetables; this holds it to the page's own trips as well, so a page cached offline from an older build, or a
 * status file published over other timetables, still shows nothing it cannot place. Pure: no clock, no fetch.
 */
import { datedSailingKey, tripOnDate } from '../graph/dated-sailing';
import { inScope } from '../graph/suspension';
import type { SailingStatus, Suspension, Trip } from '../graph/types';
import type { QueryIndex } from '../query/index-trips';
import type { StatusFile } from './file';

export interface StatusLookup {
  /** When the status was published ("status as of …"). */
  readonly asOf: string;
  /** The statuses of the page's sailings, in the file's order (date, departure, route). */
  readonly list: readonly SailingStatus[];
  /** By datedSailingKey(route, date, dep). */
  readonly byKey: ReadonlyMap<string, SailingStatus>;
  /** The weekly trip a timetabled status is about (by the same key); extra sailings have none. */
  readonly tripOf: ReadonlyMap<string, Trip>;
  /** The suspensions whose scope takes in one of the page's routes, by start (their sailings are in `list`). */
  readonly suspensions: readonly Suspension[];
}

export function statusLookup(file: StatusFile, index: QueryIndex): StatusLookup {
  const tripsOf = new Map<string, Trip[]>();
  for (const trip of index.trips) {
    const list = tripsOf.get(trip.routeId);
    if (list) list.push(trip);
    else tripsOf.set(trip.routeId, [trip]);
  }
  const list: SailingStatus[] = [];
  const byKey = new Map<string, SailingStatus>();
  const tripOf = new Map<string, Trip>();
  for (const status of file.sailings) {
    const timetable = index.timetables.get(status.route);
    if (!timetable || timetable.from !== status.from || timetable.to !== status.to) continue;
    const key = datedSailingKey(status.route, status.date, status.dep);
    if (byKey.has(key)) continue;
    const trip = tripOnDate(tripsOf.get(status.route) ?? [], status.date, status.dep);
    // A timetabled status needs its sailing among the page's trips; an extra one must not be one of them.
    if ((status.state === 'extra') !== (trip === null)) continue;
    list.push(status);
    byKey.set(key, status);
    if (trip) tripOf.set(key, trip);
  }
  const routes = [...index.timetables.values()];
  const suspensions = file.suspensions.filter((s) => routes.some((route) => inScope(s, route)));
  return { asOf: file.asOf, list, byKey, tripOf, suspensions };
}

/** The status of a dated sailing (`dep` null: a route's untimed crossings of the day), or null. */
export function statusOf(lookup: StatusLookup | null, route: string, date: string, dep: string | null): SailingStatus | null {
  return lookup?.byKey.get(datedSailingKey(route, date, dep)) ?? null;
}

/**
 * Which dated sailings a suspension covers — the one rule, used where data/status.yaml becomes the graph's status
 * (src/pipeline/sailing-status.ts), so every view (pages, planner, booking panel, calendar files, trip updates) reads
 * the same cancelled sailings and none of them re-implements it. Pure.
 *
 * - Scope: a port takes in every route from or to it; a route, itself; the network, every route. Only routes with a
 *   sea leg: a no-sail order does not stop the bus to Batangas (mode `road`).
 * - Window: a timed sailing is covered when its timetabled departure is at or after `from` and before `until`. A
 *   route without published times sails "any time" on its days: a day is covered when the window overlaps the day's
 *   stated hours (the whole day without them) — a traveller is never sent to the pier for a crossing that may not
 *   leave; the suspension's own words say when it ends.
 */
import { formatTime24, MANILA_OFFSET_MINUTES, manilaDay, manilaEpochDay, MINUTES_PER_DAY, MS_PER_MINUTE, type IsoDay } from '../time';
import type { Suspension, Route, Trip } from './types';
import { tripsOf, type TripRoute } from './trips';

type Scope = Pick<Suspension, 'scope' | 'ids'>;
type Window = Pick<Suspension, 'from' | 'until'>;

export function inScope(suspension: Scope, route: Pick<Route, 'id' | 'from' | 'to' | 'mode'>): boolean {
  if (route.mode === 'road') return false;
  if (suspension.scope === 'network') return true;
  if (suspension.scope === 'routes') return suspension.ids.includes(route.id);
  return suspension.ids.includes(route.from) || suspension.ids.includes(route.to);
}

export interface CoveredSailing {
  date: IsoDay;
  /** "HH:MM", or null for a route's untimed crossings of that day. */
  dep: string | null;
  trip: Trip;
}

const dayStartMs = (epochDay: number) => (epochDay * MINUTES_PER_DAY - MANILA_OFFSET_MINUTES) * MS_PER_MINUTE;

/** The route's dated sailings inside the window, by date and departure. */
export function coveredSailings(route: TripRoute, window: Window): CoveredSailing[] {
  const from = Date.parse(window.from);
  const until = Date.parse(window.until);
  const out: CoveredSailing[] = [];
  if (!(until > from)) return out;
  for (let epochDay = manilaEpochDay(from); dayStartMs(epochDay) < until; epochDay++) {
    const day = manilaDay(epochDay);
    const start = dayStartMs(epochDay);
    const trips = tripsOf(route).filter((t) => t.depDay === day.weekday)
      .sort((a, b) => (a.depMinute ?? -1) - (b.depMinute ?? -1));
    for (const trip of trips) {
      if (trip.depMinute !== null) {
        const leaves = start + trip.depMinute * MS_PER_MINUTE;
        if (leaves >= from && leaves < until) out.push({ date: day.date, dep: formatTime24(trip.depMinute), trip });
        continue;
      }
      const opens = start + (trip.window?.min ?? 0) * MS_PER_MINUTE;
      const closes = start + (trip.window ? trip.window.max + 1 : MINUTES_PER_DAY) * MS_PER_MINUTE;
      if (opens < until && closes > from) out.push({ date: day.date, dep: null, trip });
    }
  }
  return out;
}

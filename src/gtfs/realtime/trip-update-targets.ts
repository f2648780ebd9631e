/**
 * Which sailing statuses the GTFS-Realtime trip updates carry, and why the others are left out: the
 * builder (trip-updates.ts) and the data check's feed_status_left_out judge alike. Apart from the builder so the
 * data check does not import the protobuf bindings (it runs before `npm ci` in CI, .ci/data-check). Pure.
 */
import { departureMinute, timetabledInstant, tripOnDate } from '../../graph/dated-sailing';
import type { Graph, SailingStatus } from '../../graph/types';
import { MS_PER_MINUTE } from '../../time';
import { feedTripsOf } from '../feed';
import { toGtfsDate } from '../gtfs-time';
import { routeIdOf } from '../ids';
import { selectFeedTimetables, type FeedSource } from '../../graph/feed-selection';

export type TripUpdateSource = FeedSource & Pick<Graph, 'status'> & { site: { feed?: { startDate: string; endDate: string } | undefined } };

export interface LeftOutStatus {
  route: string;
  date: string;
  /** null: a route's untimed crossings of the day (never in gtfs.zip). */
  dep: string | null;
  /** ended: over at `now`; not_in_feed: gtfs.zip has no such trip or route; outside_window: dated outside the feed's calendar. */
  reason: 'ended' | 'not_in_feed' | 'outside_window';
}

/** The trip_id an extra sailing is published under: the route's trips' pattern, with its date for a service. */
const extraTripIdOf = (status: Pick<SailingStatus, 'route' | 'date'> & { dep: string }): string =>
  `${status.route}.${status.dep.replace(':', '')}.extra-${toGtfsDate(status.date)}`;

/** When a status stops mattering: its sailing has arrived (its longest travel time after it leaves). */
function endsAt(status: SailingStatus): number {
  const leaves = Date.parse(status.departs ?? timetabledInstant(status.date, status.dep));
  return leaves + (status.durationMinutes?.max ?? 0) * MS_PER_MINUTE;
}

/**
 * Which statuses trip planners get, and why the others are left out — the builder and the data check's
 * feed_status_left_out judge alike. `now` null: every one that is in gtfs.zip (the check does not judge time).
 */
export function tripUpdateTargets(graph: Omit<TripUpdateSource, 'status'>, statuses: readonly SailingStatus[], now: Date | null) {
  const published = new Map(selectFeedTimetables(graph).published.map((p) => [p.timetable.id, { p, ids: feedTripsOf(p).idOf }]));
  const window = graph.site.feed;
  const targets: { status: SailingStatus & { dep: string }; tripId: string; arrivalMinute: number | null }[] = [];
  const leftOut: LeftOutStatus[] = [];
  const leave = (status: SailingStatus, reason: LeftOutStatus['reason']) => leftOut.push({ route: status.route, date: status.date, dep: status.dep, reason });
  for (const status of statuses) {
    if (now && endsAt(status) <= now.getTime()) { leave(status, 'ended'); continue; }
    const route = published.get(routeIdOf(status.route));
    const { dep } = status;
    if (!route || dep === null) { leave(status, 'not_in_feed'); continue; }
    const timed = { ...status, dep };
    if (status.state === 'extra') {
      targets.push({ status: timed, tripId: extraTripIdOf(timed), arrivalMinute: status.durationMinutes ? departureMinute(status.date, dep) + status.durationMinutes.max : null });
      continue;
    }
    const trip = tripOnDate(route.p.trips, status.date, dep);
    if (!trip) { leave(status, 'not_in_feed'); continue; }
    if (window && (status.date < window.startDate || status.date > window.endDate)) { leave(status, 'outside_window'); continue; }
    targets.push({ status: timed, tripId: route.ids.get(trip)!, arrivalMinute: trip.depMinute! + trip.durationMinutes.max });
  }
  return { targets, leftOut };
}

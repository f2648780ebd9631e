/**
 * Which of the graph's routes and trips the feed publishes. The graph already holds one timetable per route (its
 * sources merged, src/pipeline/route-facts.ts), so the feed has one route per direction, named by its ports. A GTFS
 * consumer cannot show "unconfirmed", so the feed holds only what a trip planner can promise:
 *
 * 1. Ferry routes only. Road legs and bus-and-ferry packages are left out: none has a departure time in the data,
 *    and a journey planner should not present a coach transfer as the operator's sailing.
 * 2. Trips with a departure time only. "Several departures daily" has no times and no stated headway, so neither a
 *    scheduled trip nor frequencies.txt could describe it without inventing a timetable.
 * 3. Confirmed sailings only. Where the published sources disagree on a route's sailings and a decision accepted
 *    both, a sailing not every source states is left out (the site shows it marked unconfirmed).
 * 4. One time per sailing. A sailing at one of several times ("Tue, Fri, Sat 11 AM or 5:30 PM", which on which day not
 *    stated) is left out: a GTFS trip is a promise of one time, and a journey planner shown both times (two trips,
 *    or one trip with the times in trip_headsign, which planners display but do not route by) lists two sailings a
 *    day — exactly the misreading the site avoids — while publishing one of the times would be wrong on the days
 *    the other runs. The site shows it as one sailing with an unconfirmed time; it joins the feed once the operator
 *    says which time runs on which day.
 * A route left with no trip is not in the feed. The data check lists each exclusion (feed_timetable_excluded, info),
 * and /schedules (pages/SchedulesPage.server.ts) and docs/gtfs.md name the routes the feed leaves out.
 */
import type { Graph, Route, Trip } from './types';
import { tripsOf } from './trips';

/** What selection reads: the pipeline's draft graph has these too, so the data checks can share the rules. */
export type FeedSource = Pick<Graph, 'ports' | 'routes'>;

export interface PublishedTimetable {
  timetable: Route;
  /** The trips the feed publishes (ferry, with a departure time), in graph order. */
  trips: Trip[];
}

export type ExclusionReason = 'not_ferry' | 'no_departure_time' | 'unconfirmed' | 'unconfirmed_time';

export interface Exclusion {
  timetable: Route;
  reason: ExclusionReason;
  /** Trips of this route left out of the feed. */
  tripCount: number;
}

export interface Selection {
  /** Sorted by route id. */
  published: PublishedTimetable[];
  /** Sorted by route id. */
  excluded: Exclusion[];
}

const byId = (a: { timetable: Route }, b: { timetable: Route }) =>
  (a.timetable.id < b.timetable.id ? -1 : a.timetable.id > b.timetable.id ? 1 : 0);

export function selectFeedTimetables(graph: FeedSource): Selection {
  const excluded: Exclusion[] = [];
  const published: PublishedTimetable[] = [];
  for (const timetable of graph.routes) {
    const all = tripsOf(timetable);
    if (timetable.mode !== 'ferry') {
      if (all.length > 0) excluded.push({ timetable, reason: 'not_ferry', tripCount: all.length });
      continue;
    }
    const timed = all.filter((trip) => trip.depMinute !== null);
    const confirmed = timed.filter((trip) => trip.confirmed);
    const trips = confirmed.filter((trip) => trip.depOptions === null);
    const untimed = all.length - timed.length;
    if (untimed > 0) excluded.push({ timetable, reason: 'no_departure_time', tripCount: untimed });
    if (timed.length > confirmed.length) excluded.push({ timetable, reason: 'unconfirmed', tripCount: timed.length - confirmed.length });
    if (confirmed.length > trips.length) excluded.push({ timetable, reason: 'unconfirmed_time', tripCount: confirmed.length - trips.length });
    if (trips.length > 0) published.push({ timetable, trips });
  }
  return { published: published.sort(byId), excluded: excluded.sort((a, b) => byId(a, b) || (a.reason < b.reason ? -1 : 1)) };
}

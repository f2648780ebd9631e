/**
 * Routes (or sailings) the GTFS feed leaves out, and why — so nothing is dropped silently (src/graph/feed-selection.ts has
 * the rules): not a ferry, no departure time, unconfirmed (its sources disagree and not all state it), or at one of
 * several times ("11 AM or 5:30 PM").
 */
import { selectFeedTimetables, type Exclusion } from '../../graph/feed-selection';
import { defineNotices, notice } from '../notices/define';
import { feedInputsComplete, routeLocOf } from './feed-shared';
import { defineCheck } from './define';

const notices = defineNotices({
  feed_timetable_excluded: notice<{ timetable: string; reason: string; trips: number; published?: string }>({
    severity: 'info',
    meaning: 'A timetable (or some of its rows) is not in the GTFS feed: not a ferry, no departure time, or another timetable states the same route.',
    fix: 'Nothing to do unless the feed should carry it: give departure times, or reconcile the two timetables.',
  }),
});

function message(e: Exclusion): string {
  const trips = `${e.tripCount} weekly sailing${e.tripCount === 1 ? '' : 's'}`;
  switch (e.reason) {
    case 'not_ferry':
      return `route ${e.timetable.id} (${e.timetable.mode}) is not in the GTFS feed, which publishes ferry sailings only (${trips} left out) — nothing to do`;
    case 'no_departure_time':
      return `${trips} of route ${e.timetable.id} ${e.tripCount === 1 ? 'has no departure time and is' : 'have no departure time and are'} not in the GTFS feed — give times if the operator publishes them`;
    case 'unconfirmed':
      return `${trips} of route ${e.timetable.id} ${e.tripCount === 1 ? 'is' : 'are'} not stated by every source of the route (the site shows ${e.tripCount === 1 ? 'it' : 'them'} as unconfirmed) and ${e.tripCount === 1 ? 'is' : 'are'} not in the GTFS feed — settle the route's sailings to publish ${e.tripCount === 1 ? 'it' : 'them'}`;
    case 'unconfirmed_time':
      return `${trips} of route ${e.timetable.id} ${e.tripCount === 1 ? 'leaves' : 'leave'} at one of several times ("A or B", which on which day not stated) and ${e.tripCount === 1 ? 'is' : 'are'} not in the GTFS feed, where a trip has one time — give each day its time (dep) once the operator states it`;
  }
}

export const feedTimetableExcluded = defineCheck('feed-timetable-excluded', notices, (ctx, report) => {
  if (!feedInputsComplete(ctx)) return;
  for (const e of selectFeedTimetables(ctx.graph).excluded) {
    report(notices.feed_timetable_excluded, routeLocOf(ctx, e.timetable.id), message(e),
      { timetable: e.timetable.id, reason: e.reason, trips: e.tripCount });
  }
});

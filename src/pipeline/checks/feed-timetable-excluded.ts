/**
 * Timetables (or rows) the GTFS feed leaves out, and why — so nothing is dropped silently (src/gtfs/select.ts has
 * the rules): not a ferry, no departure time, or another timetable of the same from→to pair is published instead.
 */
import { selectFeedTimetables, type Exclusion } from '../../gtfs/select';
import { finding } from '../notices/finding';
import { feedInputsComplete, timetableLocOf } from './feed-shared';
import { defineCheck } from './define';

function message(e: Exclusion): string {
  const trips = `${e.tripCount} weekly sailing${e.tripCount === 1 ? '' : 's'}`;
  switch (e.reason) {
    case 'not_ferry':
      return `timetable ${e.timetable.id} (${e.timetable.mode}) is not in the GTFS feed, which publishes ferry sailings only (${trips} left out) — nothing to do`;
    case 'no_departure_time':
      return `${trips} of timetable ${e.timetable.id} ${e.tripCount === 1 ? 'has no departure time and is' : 'have no departure time and are'} not in the GTFS feed — give times if the operator publishes them`;
    case 'duplicate_pair':
      return `timetable ${e.timetable.id} states the same route as ${e.keptTimetableId}, so the GTFS feed publishes only ${e.keptTimetableId} (stated arrivals first, then a destination page over a hub overview) and leaves out ${trips} — reconcile the two if ${e.keptTimetableId} is not the right one`;
  }
}

export const feedTimetableExcluded = defineCheck('feed-timetable-excluded', ['feed_timetable_excluded'], (ctx) => {
  if (!feedInputsComplete(ctx)) return [];
  return selectFeedTimetables(ctx.graph).excluded.map((e) => finding('feed_timetable_excluded',
    timetableLocOf(ctx, e.timetable.id), message(e),
    { timetable: e.timetable.id, reason: e.reason, trips: e.tripCount, ...(e.keptTimetableId ? { published: e.keptTimetableId } : {}) },
    e.keptTimetableId ? [timetableLocOf(ctx, e.keptTimetableId)] : undefined));
});

/**
 * A published sailing faster than a ferry can go in a straight line between its ports (MobilityData's
 * fast_travel_between_consecutive_stops, with our stricter ferry limit): a wrong time, day or coordinate.
 */
import { implausibleSpeeds } from '../../gtfs/data-rules';
import { speedMessage } from '../../gtfs/messages';
import { defineNotices, notice } from '../notices/define';
import { feedInputsComplete, portLoc, routeLocOf } from './feed-shared';
import { defineCheck } from './define';

const notices = defineNotices({
  feed_travel_speed_implausible: notice<{ timetable: string; km: number; minutes: number; kmh: number }>({
    severity: 'warning',
    facts: ['timetable'],
    meaning: 'A published sailing would cover the straight line between its ports faster than a ferry can (over 60 km/h).',
    fix: 'Check the departure, the arrival day and time, the travel time and the two ports\' coordinates.',
  }),
});

export const feedTravelSpeed = defineCheck('feed-travel-speed', notices, (ctx, report) => {
  if (!feedInputsComplete(ctx)) return;
  for (const p of implausibleSpeeds(ctx.graph)) {
    report(notices.feed_travel_speed_implausible, routeLocOf(ctx, p.routeId, 'trips'), speedMessage(p),
      { timetable: p.routeId, km: Math.round(p.km), minutes: p.minutes, kmh: Math.round(p.kmh) },
      [portLoc(ctx, p.from, 'coordinates'), portLoc(ctx, p.to, 'coordinates')]);
  }
});

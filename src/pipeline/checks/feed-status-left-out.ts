/**
 * A sailing's status that the GTFS-Realtime trip updates (/gtfs-rt/trip-updates.pb) cannot carry: its sailing is not
 * in gtfs.zip (a road leg, a sailing without a time or not confirmed, an extra sailing on a route the zip does not
 * publish), or it is dated outside the feed's validity window. Reported so it is not dropped silently; the site still
 * shows it. The trip updates builder uses the same rules (src/gtfs/realtime/trip-update-targets.ts). A sailing a
 * suspension cancels is not reported one by one: the suspension's alert is (feed-alert-left-out.ts).
 */
import { datedSailingKey, tripOnDate } from '../../graph/dated-sailing';
import { formatTime24 } from '../../time';
import { tripUpdateTargets } from '../../gtfs/realtime/trip-update-targets';
import { defineNotices, notice, type DatedSailing } from '../notices/define';
import { defineCheck } from './define';
import { feedInputsComplete } from './feed-shared';
import { tripsOf } from '../../graph/trips';

const notices = defineNotices({
  feed_status_left_out: notice<DatedSailing & { reason: string }>({
    severity: 'info',
    meaning: 'A sailing\'s status is not in the GTFS-Realtime trip updates (/gtfs-rt/trip-updates.pb): its route or sailing is not in /gtfs.zip (a road leg, a sailing without a time or not confirmed) or its date is outside the feed\'s validity window. The site still shows it.',
    fix: 'Nothing to do unless trip planners should see it: the sailing must be in the GTFS feed (see feed_timetable_excluded).',
  }),
});

const WHY = {
  not_in_feed: 'its sailing is not in the GTFS feed (/gtfs.zip: ferries with one confirmed departure time only)',
  outside_window: "it is dated outside the feed's validity window (data/site.yaml › feed)",
} as const;

export const feedStatusLeftOut = defineCheck('feed-status-left-out', notices, (ctx, report) => {
  const file = ctx.data.status[0];
  if (!file || !feedInputsComplete(ctx) || !ctx.graph.site) return;
  // Where each sailing's entry is, by the route id the graph names it with.
  const at = new Map<string, number>();
  file.value.sailings.forEach((s, i) => {
    const route = ctx.index.routes.has(s.route) ? s.route : ctx.index.routeOf.get(s.route) ?? s.route;
    // The graph names a sailing at one of several times by its first (pipeline/sailing-status.ts).
    const trip = ctx.index.routes.get(route) && tripOnDate(tripsOf(ctx.index.routes.get(route)!), s.date, s.dep ?? null);
    const key = datedSailingKey(route, s.date, trip && trip.depOptions ? formatTime24(trip.depMinute!) : s.dep ?? null);
    if (!at.has(key)) at.set(key, i);
  });
  const { leftOut } = tripUpdateTargets({ ...ctx.graph, site: ctx.graph.site }, ctx.graph.status, null);
  for (const s of leftOut) {
    if (s.reason === 'ended') continue;
    const i = at.get(datedSailingKey(s.route, s.date, s.dep));
    // A status of a sailing that does not exist (or on an unknown route) is an error of its own (sailing-status.ts).
    const route = ctx.index.routes.get(s.route);
    const extra = file.value.sailings[i ?? -1]?.state === 'extra';
    if (i === undefined || !route || (!extra && !tripOnDate(tripsOf(route), s.date, s.dep))) continue;
    report(notices.feed_status_left_out, { file: file.file, path: ['sailings', i] },
      `the status of the ${s.dep ?? 'untimed'} ${s.route} sailing on ${s.date} is not in the trip updates for trip planners (/gtfs-rt/trip-updates.pb): ${WHY[s.reason]}; the site still shows it — nothing to do`,
      { route: s.route, date: s.date, dep: s.dep, reason: s.reason });
  }
});

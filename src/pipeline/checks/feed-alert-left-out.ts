/**
 * An advisory (or a suspension of data/status.yaml) whose ports and timetables are all outside gtfs.zip gets no GTFS-Realtime alert: an alert must name
 * a stop or route of the static feed, and one naming unknown ids is ignored by every consumer. Reported so it is not
 * dropped silently (src/gtfs/realtime/informed-entities.ts has the rules; the alerts builder uses the same ones).
 * An advisory that names some ids outside the feed and some inside is published with the inside ones: a trip
 * planner has no service at the others, so it loses nothing, and that is not reported.
 */
import { advisoryState } from '../../advisories/active';
import { agencyIdFor } from '../../gtfs/feed';
import { entityResolver, type SkippedReference } from '../../gtfs/realtime/informed-entities';
import { selectFeedTimetables } from '../../graph/feed-selection';
import { defineNotices, notice } from '../notices/define';
import type { Loc } from '../types';
import { suspensionEnded } from '../../status/suspension-words';
import { feedInputsComplete } from './feed-shared';
import { defineCheck } from './define';
import { manilaDayStartMs } from '../../time';

const notices = defineNotices({
  feed_alert_left_out: notice<{ id: string; ports: string[]; timetables: string[] }>({
    severity: 'info',
    meaning: 'An advisory names only ports and timetables the GTFS feed does not carry (road legs, sailings without times), so the service alerts feed (/gtfs-rt/alerts.pb) leaves it out; the site still shows it.',
    fix: 'Nothing to do unless trip planners should see it: name a port or timetable with timed ferry sailings too.',
  }),
});

const describe = (s: SkippedReference) => `${s.kind} ${s.id}`;

export const feedAlertLeftOut = defineCheck('feed-alert-left-out', notices, (ctx, report) => {
  if (!feedInputsComplete(ctx) || !ctx.complete.advisories || !ctx.graph.site) return;
  const file = ctx.data.advisories?.[0]?.file ?? 'data/advisories.yaml';
  // advisory-window reports advisories already ended by the build date (and the feed leaves them out anyway).
  const buildStart = new Date(manilaDayStartMs(ctx.buildDate));
  const resolve = entityResolver(selectFeedTimetables(ctx.graph), agencyIdFor(ctx.graph.site.brand));
  const leftOut = (what: string, id: string, at: Loc, ports: string[], timetables: string[]) => {
    const { entities, skipped } = resolve({ ports, timetables });
    if (entities.length > 0) return;
    report(notices.feed_alert_left_out, at,
      `${what} "${id}" is not in the service alerts feed (/gtfs-rt/alerts.pb): ${skipped.map(describe).join(', ')} ` +
      `${skipped.length === 1 ? 'has' : 'have'} no timed ferry sailing in the GTFS feed, so trip planners have nothing to attach it to; the site still shows it — nothing to do`,
      { id, ports, timetables });
  };
  ctx.graph.advisories.forEach((advisory, i) => {
    if (advisoryState(advisory, buildStart) === 'expired') return;
    leftOut('advisory', advisory.id, { file, path: ['advisories', i] }, advisory.ports, advisory.timetables);
  });
  // A suspension names its ports or routes the same way (alerts.ts); suspensions.ts reports one that has ended.
  const statusFile = ctx.data.status?.[0];
  if (!statusFile) return;
  statusFile.value.suspensions.forEach((entry, i) => {
    const suspension = ctx.graph.suspensions.find((s) => s.id === entry.id);
    if (!suspension || suspensionEnded(suspension, buildStart)) return;
    leftOut('suspension', suspension.id, { file: statusFile.file, path: ['suspensions', i] },
      suspension.scope === 'ports' ? suspension.ids : [], suspension.scope === 'routes' ? suspension.ids : []);
  });
});

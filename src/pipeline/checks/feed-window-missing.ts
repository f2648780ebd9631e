/**
 * data/site.yaml has no feed section: the GTFS feed has no validity window or licence, and scripts/build-gtfs.ts
 * refuses to build it. (The schema keeps `feed` optional so data written before the feed existed still loads.)
 */
import { feedWindowProblems } from '../../gtfs/data-rules';
import { windowMessage } from '../../gtfs/messages';
import { defineNotices, notice, type None } from '../notices/define';
import { siteLoc } from './feed-shared';
import { defineCheck } from './define';

const notices = defineNotices({
  feed_window_missing: notice<None>({
    severity: 'error',
    meaning: 'data/site.yaml has no feed section, so the GTFS feed has no validity window or licence and is not built.',
    fix: 'Add feed: { startDate, endDate, version, license: { name, url } } to data/site.yaml.',
  }),
});

export const feedWindowMissing = defineCheck('feed-window-missing', notices, (ctx, report) => {
  const site = ctx.graph.site;
  if (!ctx.complete.site || !site) return;
  for (const problem of feedWindowProblems(site.feed, ctx.buildDate)) {
    if (problem.kind === 'missing') report(notices.feed_window_missing, siteLoc(ctx), windowMessage(problem), {});
  }
});

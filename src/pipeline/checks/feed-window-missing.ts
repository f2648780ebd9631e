/**
 * data/site.yaml has no feed section: the GTFS feed has no validity window or licence, and scripts/build-gtfs.ts
 * refuses to build it. (The schema keeps `feed` optional so data written before the feed existed still loads.)
 */
import { feedWindowProblems } from '../../gtfs/data-rules';
import { windowMessage } from '../../gtfs/messages';
import { finding } from '../notices/finding';
import { siteLoc } from './feed-shared';
import { defineCheck } from './define';

export const feedWindowMissing = defineCheck('feed-window-missing', ['feed_window_missing'], (ctx) => {
  const site = ctx.graph.site;
  if (!ctx.complete.site || !site) return [];
  return feedWindowProblems(site.feed, ctx.buildDate)
    .filter((problem) => problem.kind === 'missing')
    .map((problem) => finding('feed_window_missing', siteLoc(ctx), windowMessage(problem), {}));
});

/**
 * The GTFS feed's validity window (data/site.yaml feed) is not made of real dates, or starts after it ends:
 * calendar.txt would have no day to run on, so the feed cannot be built. (An absent window: feed-window-missing.ts.)
 */
import { feedWindowProblems } from '../../gtfs/data-rules';
import { windowMessage } from '../../gtfs/messages';
import { defineNotices, notice } from '../notices/define';
import { siteLoc } from './feed-shared';
import { defineCheck } from './define';

const notices = defineNotices({
  feed_window_invalid: notice<{ startDate?: string; endDate?: string }>({
    severity: 'error',
    meaning: 'The GTFS feed\'s validity window starts after it ends, or a date in it does not exist.',
    fix: 'Correct feed.startDate and feed.endDate (yyyy-MM-dd, start on or before end).',
  }),
});

export const feedWindowInvalid = defineCheck('feed-window-invalid', notices, (ctx, report) => {
  const site = ctx.graph.site;
  if (!ctx.complete.site || !site) return;
  for (const problem of feedWindowProblems(site.feed, ctx.buildDate)) {
    if (problem.kind === 'not_a_date') {
      report(notices.feed_window_invalid, siteLoc(ctx, 'feed', problem.field), windowMessage(problem), { [problem.field]: problem.value });
    } else if (problem.kind === 'invalid') {
      report(notices.feed_window_invalid, siteLoc(ctx, 'feed', 'startDate'), windowMessage(problem),
        { startDate: problem.startDate, endDate: problem.endDate }, [siteLoc(ctx, 'feed', 'endDate')]);
    }
  }
});

/**
 * The GTFS feed's validity window ends before the build date (error: planners drop an expired feed) or within
 * EXPIRY_WARNING_DAYS of it (warning). The build date is passed in by the CLI; the clock is never read here.
 */
import { feedWindowProblems } from '../../gtfs/data-rules';
import { windowMessage } from '../../gtfs/messages';
import { defineNotices, notice } from '../notices/define';
import { siteLoc } from './feed-shared';
import { defineCheck } from './define';

const notices = defineNotices({
  feed_window_expired: notice<{ endDate: string; buildDate: string }>({
    severity: 'error',
    meaning: 'The GTFS feed\'s validity window ended before the build date; journey planners drop an expired feed.',
    fix: 'Confirm the timetables, then move feed.endDate forward and bump feed.version.',
  }),
  feed_window_expiring: notice<{ endDate: string; buildDate: string; daysLeft: number }>({
    severity: 'warning',
    facts: ['endDate'],
    meaning: 'The GTFS feed\'s validity window ends within 30 days of the build date.',
    fix: 'Confirm the timetables, then move feed.endDate forward and bump feed.version.',
  }),
});

export const feedWindowExpired = defineCheck('feed-window-expired', notices, (ctx, report) => {
  const site = ctx.graph.site;
  if (!ctx.complete.site || !site) return;
  for (const problem of feedWindowProblems(site.feed, ctx.buildDate)) {
    if (problem.kind === 'expired') {
      report(notices.feed_window_expired, siteLoc(ctx, 'feed', 'endDate'), windowMessage(problem),
        { endDate: problem.endDate, buildDate: problem.buildDate });
    } else if (problem.kind === 'expiring') {
      report(notices.feed_window_expiring, siteLoc(ctx, 'feed', 'endDate'), windowMessage(problem),
        { endDate: problem.endDate, buildDate: problem.buildDate, daysLeft: problem.daysLeft });
    }
  }
});

/**
 * The number of routes /routes states ("48+ routes"): the page lists every ferry route the site publishes (its
 * cards, then the routes without one), and the home page's Routes Served states the same count, so the claim is
 * held to that count (graph `counts.seaRoutes`).
 */
import { defineCheck } from './define';
import { notices as headlineStatsNotices } from './headline-stats';

export const routesClaim = defineCheck('routes-claim', headlineStatsNotices, (ctx, report) => {
  const pages = ctx.data.pages[0];
  if (!pages || !ctx.complete.timetables || !ctx.complete.fares) return;
  const claim = pages.value.routes.routesClaim;
  const routes = ctx.graph.counts.seaRoutes;
  if (claim.value === routes) return;
  report(headlineStatsNotices.headline_figure_contradicted, { file: pages.file, path: ['routes', 'routesClaim', 'value'] },
    `"${claim.display} routes" ("${claim.source}") claims ${claim.atLeast ? 'at least ' : ''}${claim.value} routes, but the site publishes ${routes} ferry routes (timetables and fare lists), which the page lists and states — make the claim ${routes}, or add the routes`,
    { figure: 'routesClaim', stated: claim.value, actual: routes, figures: `${claim.value} vs ${routes}` });
});

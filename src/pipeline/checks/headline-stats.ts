/**
 * The home page's headline figures that the data can verify: "Routes Served" against the ferry routes the site
 * publishes (the count /routes states too; the page shows that count), and "Years of Service" against the founding
 * year at the build date (passed in, never the clock). Passenger capacity and active ships have no data to compare
 * with.
 */
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';

interface Headline { figure: string; stated: number; actual: number; figures: string; buildDate?: string }

export const notices = defineNotices({
  headline_figure_contradicted: notice<Headline>({
    severity: 'warning',
    facts: ['figure', 'figures'],
    meaning: 'A headline or structured-data figure (fare range, route counts, years of service) disagrees with the data.',
    fix: 'Update the figure to what the data shows, or complete the data.',
  }),
});

export const headlineStats = defineCheck('headline-stats', notices, (ctx, report) => {
  const site = ctx.data.site[0];
  if (!site) return;
  const { stats, foundingYear } = site.value;
  stats.forEach((stat, i) => {
    const at = { file: site.file, path: ['stats', i, 'value'] };
    const claim = `"${stat.label} ${stat.display}"`;
    if (stat.measures === 'routes_served' && ctx.complete.timetables && ctx.complete.fares) {
      const routes = ctx.graph.counts.seaRoutes;
      if (stat.value !== routes) {
        report(notices.headline_figure_contradicted, at,
          `${claim} claims ${stat.atLeast ? 'at least ' : ''}${stat.value} routes, but the site publishes ${routes} ferry routes (the count /routes states) — make the figure ${routes}, or add the routes`,
          { figure: stat.measures, stated: stat.value, actual: routes, figures: `${stat.value} vs ${routes}` });
      }
    }
    if (stat.measures === 'years_of_service') {
      const years = Number(ctx.buildDate.slice(0, 4)) - foundingYear;
      if (stat.value === years) return;
      const problem = stat.value > years ? 'claims more years than have passed'
        : stat.atLeast ? 'is out of date' : 'does not match';
      report(notices.headline_figure_contradicted, at,
        `${claim} ${problem}: founded ${foundingYear} (site.yaml foundingYear), it is ${years} years at the build date ${ctx.buildDate} — make it ${years}${stat.atLeast ? '+' : ''}`,
        { figure: stat.measures, stated: stat.value, actual: years, buildDate: ctx.buildDate, figures: `${stat.value} vs ${years}` },
        [{ file: site.file, path: ['foundingYear'] }]);
    }
  });
});

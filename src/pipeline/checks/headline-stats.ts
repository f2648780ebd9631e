/**
 * The home page's headline figures that the data can verify: "Routes Served" against the distinct sea routes of the
 * timetables, and "Years of Service" against the founding year at the build date (passed in, never the clock).
 * Passenger capacity and active ships have no data to compare with.
 */
import { routeKey } from '../../graph/keys';
import { finding } from '../notices/finding';
import type { Finding } from '../types';
import { defineCheck } from './define';

export const headlineStats = defineCheck('headline-stats', ['headline_figure_contradicted'], (ctx) => {
  const out: Finding[] = [];
  const site = ctx.data.site[0];
  if (!site) return out;
  const { stats, foundingYear } = site.value;
  stats.forEach((stat, i) => {
    const at = { file: site.file, path: ['stats', i, 'value'] };
    const claim = `"${stat.label} ${stat.display}"`;
    if (stat.measures === 'routes_served' && ctx.complete.timetables) {
      const routes = new Set(ctx.index.entries.filter((e) => e.raw.mode !== 'road').map((e) => routeKey(e.raw.from, e.raw.to)));
      const contradicted = stat.atLeast ? routes.size < stat.value : routes.size !== stat.value;
      if (contradicted) {
        out.push(finding('headline_figure_contradicted', at,
          `${claim} claims ${stat.atLeast ? 'at least ' : ''}${stat.value} routes, but the timetables have ${routes.size} distinct sea routes (from → to) — update the figure or add the missing timetables`,
          { figure: stat.measures, stated: stat.value, actual: routes.size, figures: `${stat.value} vs ${routes.size}` }));
      }
    }
    if (stat.measures === 'years_of_service') {
      const years = Number(ctx.buildDate.slice(0, 4)) - foundingYear;
      if (stat.value === years) return;
      const problem = stat.value > years ? 'claims more years than have passed'
        : stat.atLeast ? 'is out of date' : 'does not match';
      out.push(finding('headline_figure_contradicted', at,
        `${claim} ${problem}: founded ${foundingYear} (site.yaml foundingYear), it is ${years} years at the build date ${ctx.buildDate} — make it ${years}${stat.atLeast ? '+' : ''}`,
        { figure: stat.measures, stated: stat.value, actual: years, buildDate: ctx.buildDate, figures: `${stat.value} vs ${years}` },
        [{ file: site.file, path: ['foundingYear'] }]));
    }
  });
  return out;
});

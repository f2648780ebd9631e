/**
 * The overall fare range published in structured data (site.yaml) against the lowest and highest fare
 * anywhere in the data (timetables and the /tickets fare list).
 */
import { routeKey, routeEnds } from '../../graph/keys';
import { formatPeso } from '../../graph/money';
import { fareListFares, quoted, timetableFares, type FareStatement } from './shared';
import { defineCheck } from './define';
import { notices as headlineStatsNotices } from './headline-stats';

export const structuredDataFareRange = defineCheck('structured-data-fare-range', headlineStatsNotices, (ctx, report) => {
  const site = ctx.data.site[0];
  if (!site) return;
  const routes = new Set<string>();
  for (const { value } of ctx.data.fares) for (const g of value.groups) for (const f of g.fares) routes.add(routeKey(f.from, f.to));
  const all: FareStatement[] = [
    ...ctx.index.entries.flatMap(timetableFares),
    ...[...routes].flatMap((r) => fareListFares(ctx, ...routeEnds(r))),
  ];
  if (all.length === 0) return;
  let low = all[0]!;
  let high = all[0]!;
  for (const s of all) {
    if (s.range.min < low.range.min) low = s;
    if (s.range.max > high.range.max) high = s;
  }
  const published = site.value.structuredDataFareRange;
  const figure = `the structured-data fare range ${formatPeso(published.min)}–${formatPeso(published.max)} (${quoted(published.source)})`;
  if (published.min !== low.range.min) {
    report(headlineStatsNotices.headline_figure_contradicted, { file: site.file, path: ['structuredDataFareRange', 'min'] },
      `${figure} starts at ${formatPeso(published.min)}, but the lowest fare in the data is ${formatPeso(low.range.min)} (${low.label}, ${quoted(low.source)}) — make the minimum ${formatPeso(low.range.min)} or correct the fares`,
      { figure: 'structuredDataFareRange.min', stated: published.min, actual: low.range.min, figures: `${published.min} vs ${low.range.min}` }, [low.at]);
  }
  if (published.max !== high.range.max) {
    report(headlineStatsNotices.headline_figure_contradicted, { file: site.file, path: ['structuredDataFareRange', 'max'] },
      `${figure} ends at ${formatPeso(published.max)}, but the highest fare in the data is ${formatPeso(high.range.max)} (${high.label}, ${quoted(high.source)}) — make the maximum ${formatPeso(high.range.max)} or correct the fares`,
      { figure: 'structuredDataFareRange.max', stated: published.max, actual: high.range.max, figures: `${published.max} vs ${high.range.max}` }, [high.at]);
  }
});

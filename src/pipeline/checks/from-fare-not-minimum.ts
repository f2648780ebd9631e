/**
 * A "from ₱…" fare summarises other fares, so it must be their minimum. Pages show the figure the graph works out
 * (one rule for "from"); the figure a source typed is a statement, held to it here:
 * - a destination's badge: the graph's `fromFare` (pipeline/destination-facts.ts) — the cheapest chain of the page's
 *   routes that ends at its port, or, for a hub, its cheapest ferry;
 * - a home-page popular route: the lowest fare of its route (graph/figure.ts lowestFare), as the section its button
 *   opens shows it.
 */
import { lowestFare } from '../../graph/figure';
import { formatPeso } from '../../graph/money';
import { statementName } from '../decisions/names';
import { defineNotices, notice } from '../notices/define';
import { routeKey } from '../../graph/keys';
import type { Loc } from '../types';
import { quoted, routeName } from './shared';
import { defineCheck, type Report } from './define';

export const notices = defineNotices({
  from_fare_not_minimum: notice<{ stated: number; minimum: number; statement: string; figures: string }>({
    severity: 'warning',
    facts: ['statement', 'figures'],
    meaning: 'A "from ₱…" fare is not the lowest of the fares it summarises.',
    fix: 'Make the "from" fare the minimum of those fares, or correct the fares.',
  }),
});

function compare(report: Report, at: Loc, amount: number, statedBy: string, summarises: string,
  minimum: { amount: number; what: string } | null, statement: string): void {
  if (!minimum || minimum.amount === amount) return;
  report(notices.from_fare_not_minimum, at,
    `"from ${formatPeso(amount)}" on ${quoted(statedBy)} is not the lowest of ${summarises}: that is ${formatPeso(minimum.amount)} (${minimum.what}) — make the "from" fare ${formatPeso(minimum.amount)} or correct the fares`,
    { stated: amount, minimum: minimum.amount, statement, figures: `${formatPeso(amount)} vs ${formatPeso(minimum.amount)}` });
}

export const fromFareNotMinimum = defineCheck('from-fare-not-minimum', notices, (ctx, report) => {
  for (const { file, value } of ctx.data.destinations) {
    if (!value.startingFare) continue;
    const from = ctx.index.destinations.get(value.slug)?.fromFare ?? null;
    compare(report, { file, path: ['startingFare', 'amount'] }, value.startingFare.amount, value.startingFare.source,
      `the fares of the ${value.name} page's ${ctx.index.destinations.get(value.slug)?.direction === 'from' ? 'sailings from' : 'ways to'} ${value.name}`,
      from && { amount: from.amount, what: from.routes.map((id) => `route ${id}`).join(' + ') }, statementName('destination', value.slug));
  }
  for (const { file, value } of ctx.data.pages) {
    value.home.popularRoutes.forEach((route, i) => {
      const fact = [...ctx.index.routes.values()].find((t) => t.from === route.from && t.to === route.to && t.mode === 'ferry');
      compare(report, { file, path: ['home', 'popularRoutes', i, 'fromFare'] }, route.fromFare, route.source,
        `the fares of ${routeName(ctx, route.from, route.to)}`,
        fact?.fare ? { amount: lowestFare(fact.fare), what: `route ${fact.id}` } : null,
        statementName('popular-route', routeKey(route.from, route.to)));
    });
  }
});

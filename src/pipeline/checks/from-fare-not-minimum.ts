/**
 * A "from ₱…" fare summarises other fares, so it must be their minimum. It means one thing everywhere:
 * - a destination's badge: the cheapest way to get there with the outbound trips its own page lists — trips that end
 *   at its port, plus the cheapest page leg that reaches their start (El Nido: the Manila → Puerto Princesa ferry and
 *   the van on to El Nido, not the van alone); a return trip never counts. A page with no trip to its port (a hub
 *   such as Manila, whose tables leave from it) takes the lowest fare of its tables;
 * - a home-page popular route: the lowest fare the site lists for that route.
 */
import { finding } from '../notices/finding';
import { formatPeso } from '../../graph/money';
import type { TimetableEntry } from '../draft-graph';
import { routeKey } from '../../graph/keys';
import { statementName } from '../decisions/names';
import type { CheckContext, Finding, Loc } from '../types';
import { fareListFares, quoted, routeName, timetableFares, type FareStatement } from './shared';
import { defineCheck } from './define';

function lowest(statements: FareStatement[]): FareStatement | null {
  let best: FareStatement | null = null;
  for (const s of statements) if (!best || s.range.min < best.range.min) best = s;
  return best;
}

function compare(out: Finding[], at: Loc, amount: number, statedBy: string, summarises: string,
  statements: FareStatement[], statement: string): void {
  const min = lowest(statements);
  if (!min || min.range.min === amount) return;
  out.push(finding('from_fare_not_minimum', at,
    `"from ${formatPeso(amount)}" on ${quoted(statedBy)} is not the lowest of ${summarises}: that is ${formatPeso(min.range.min)} (${min.label}, ${quoted(min.source)}) — make the "from" fare ${formatPeso(min.range.min)} or correct the fares`,
    { stated: amount, minimum: min.range.min, statement, figures: `${formatPeso(amount)} vs ${formatPeso(min.range.min)}` }, [min.at]));
}

function pageFares(ctx: CheckContext, timetableIds: string[], port: string): FareStatement[] {
  const ids = new Set(timetableIds);
  const entries = ctx.index.entries.filter((e) => ids.has(e.raw.id));
  const journey = cheapestArrival(entries, port, new Set());
  return journey ? [journey] : entries.flatMap(timetableFares);
}

/** The cheapest chain of the page's trips that ends at `port`, never passing a port twice; null when none does. */
function cheapestArrival(entries: readonly TimetableEntry[], port: string, passed: ReadonlySet<string>): FareStatement | null {
  const seen = new Set([...passed, port]);
  let best: FareStatement | null = null;
  for (const entry of entries) {
    if (entry.raw.to !== port || seen.has(entry.raw.from)) continue;
    const leg = lowest(timetableFares(entry));
    if (!leg) continue;
    const before = cheapestArrival(entries, entry.raw.from, seen);
    const total: FareStatement = before
      ? { ...leg, range: { min: before.range.min + leg.range.min, max: before.range.max + leg.range.max },
          label: `${before.label} + ${leg.label} (${formatPeso(before.range.min)} + ${formatPeso(leg.range.min)})` }
      : leg;
    if (!best || total.range.min < best.range.min) best = total;
  }
  return best;
}

export const fromFareNotMinimum = defineCheck('from-fare-not-minimum', ['from_fare_not_minimum'], (ctx) => {
  const out: Finding[] = [];
  for (const { file, value } of ctx.data.destinations) {
    const ids = value.schedules.flatMap((s) => s.timetables);
    compare(out, { file, path: ['startingFare', 'amount'] }, value.startingFare.amount, value.startingFare.source,
      `the fares of the ${value.name} page's trips to ${value.name}`, pageFares(ctx, ids, value.port), statementName('destination', value.slug));
  }
  for (const { file, value } of ctx.data.pages) {
    value.home.popularRoutes.forEach((route, i) => {
      const statements = [
        ...(ctx.index.byRoute.get(routeKey(route.from, route.to)) ?? []).flatMap(timetableFares),
        ...fareListFares(ctx, route.from, route.to),
      ];
      compare(out, { file, path: ['home', 'popularRoutes', i, 'fromFare'] }, route.fromFare, route.source,
        `the fares of ${routeName(ctx, route.from, route.to)}`, statements,
        statementName('popular-route', routeKey(route.from, route.to)));
    });
  }
  return out;
});

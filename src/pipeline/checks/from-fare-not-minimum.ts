/**
 * A "from ₱…" fare summarises other fares, so it must be their minimum: a destination's starting fare against
 * the fares of the tables on its page, and a home-page popular route against every fare of that route.
 */
import { finding, pesos } from '../finding';
import { routeKey } from '../normalise';
import { routeFact, statementName } from '../decisions/names';
import type { Check, CheckContext, Finding, Loc } from '../types';
import { fareListFares, quoted, routeName, timetableFares, type FareStatement } from './shared';

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
    `"from ${pesos(amount)}" on ${quoted(statedBy)} is not the lowest of ${summarises}: that is ${pesos(min.range.min)} (${min.label}, ${quoted(min.source)}) — make the "from" fare ${pesos(min.range.min)} or correct the fares`,
    { stated: amount, minimum: min.range.min, statement, figures: `${pesos(amount)} vs ${pesos(min.range.min)}` }, [min.at]));
}

function pageFares(ctx: CheckContext, timetableIds: string[]): FareStatement[] {
  const ids = new Set(timetableIds);
  return ctx.index.entries.filter((e) => ids.has(e.raw.id)).flatMap(timetableFares);
}

export const fromFareNotMinimum: Check = {
  id: 'from-fare-not-minimum',
  codes: ['from_fare_not_minimum'],
  run(ctx) {
    const out: Finding[] = [];
    for (const { file, value } of ctx.data.destinations) {
      const ids = value.schedules.flatMap((s) => s.timetables);
      compare(out, { file, path: ['startingFare', 'amount'] }, value.startingFare.amount, value.startingFare.source,
        `the fares in the ${value.name} page's tables`, pageFares(ctx, ids), statementName('destination', value.slug));
    }
    for (const { file, value } of ctx.data.pages) {
      value.home.popularRoutes.forEach((route, i) => {
        const statements = [
          ...(ctx.index.byRoute.get(routeKey(route.from, route.to)) ?? []).flatMap(timetableFares),
          ...fareListFares(ctx, route.from, route.to),
        ];
        compare(out, { file, path: ['home', 'popularRoutes', i, 'fromFare'] }, route.fromFare, route.source,
          `the fares of ${routeName(ctx, route.from, route.to)}`, statements,
          statementName('popular-route', routeFact(route.from, route.to)));
      });
    }
    return out;
  },
};

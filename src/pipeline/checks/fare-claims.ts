/**
 * What a policy says about fares in general, against every sea fare the site lists (timetables other than road
 * legs, and the /tickets fare lists). Two claim keys of data/policies.yaml have a meaning the check knows:
 *   economyFromPesos  "Economy fares start from about ₱800": the lowest listed fare, give or take 10 % ("about");
 *   suiteAbovePesos   "suites cost more than ₱6,000": some listed fare must be above it, or no suite could be.
 * The text renders the value (../policy-text.ts), so a resolved decision (use: data) changes what travellers read.
 */
import { statementName } from '../decisions/names';
import { finding } from '../notices/finding';
import { formatPeso } from '../../graph/money';
import type { CheckContext, Finding, Loc } from '../types';
import { fareListFares, quoted, timetableFares, type FareStatement } from './shared';
import { defineCheck } from './define';

/** "about ₱800" still holds for a lowest fare within this share of the figure (rounding to a round number). */
export const ABOUT_TOLERANCE = 0.1;

/** Every sea fare the site lists: timetables that are not road legs, and the fare lists of /tickets. */
export function seaFares(ctx: CheckContext): FareStatement[] {
  const routes = new Set<string>();
  for (const { value } of ctx.data.fares) for (const g of value.groups) for (const f of g.fares) routes.add(`${f.from}>${f.to}`);
  return [
    ...ctx.index.entries.filter((e) => e.raw.mode !== 'road').flatMap(timetableFares),
    ...[...routes].flatMap((r) => fareListFares(ctx, ...(r.split('>') as [string, string]))),
  ];
}

export const fareClaims = defineCheck('fare-claims', ['fare_claim_contradicted'], (ctx) => {
  const out: Finding[] = [];
  const fares = seaFares(ctx);
  if (fares.length === 0) return out;
  const low = fares.reduce((a, b) => (b.range.min < a.range.min ? b : a));
  const high = fares.reduce((a, b) => (b.range.max > a.range.max ? b : a));
  for (const { file, value } of ctx.data.policies) {
    value.policies.forEach((policy, i) => {
      const at = (key: string): Loc => ({ file, path: ['policies', i, 'values', key] });
      const said = `policy ${policy.id} (${quoted(policy.source)})`;
      const economy = policy.values.economyFromPesos;
      if (typeof economy === 'number' && Math.abs(low.range.min - economy) > economy * ABOUT_TOLERANCE) {
        out.push(finding('fare_claim_contradicted', at('economyFromPesos'),
          `${said} says fares start from about ${formatPeso(economy)}, but the lowest fare the site lists is ${formatPeso(low.range.min)} (${low.label}, ${quoted(low.source)}) — make the figure ${formatPeso(low.range.min)} or correct the fares`,
          { key: 'economyFromPesos', stated: economy, actual: low.range.min, statement: statementName('policy', policy.id),
            figures: `${formatPeso(economy)} vs ${formatPeso(low.range.min)}` }, [low.at]));
      }
      const suite = policy.values.suiteAbovePesos;
      if (typeof suite === 'number' && high.range.max <= suite) {
        out.push(finding('fare_claim_contradicted', at('suiteAbovePesos'),
          `${said} says suites cost more than ${formatPeso(suite)}, but no fare the site lists goes above ${formatPeso(high.range.max)} (${high.label}, ${quoted(high.source)}) — lower the figure or correct the fares`,
          { key: 'suiteAbovePesos', stated: suite, actual: high.range.max, statement: statementName('policy', policy.id),
            figures: `${formatPeso(suite)} vs ${formatPeso(high.range.max)}` }, [high.at]));
      }
    });
  }
  return out;
});

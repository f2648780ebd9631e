/**
 * What a policy says about fares in general, against every sea fare the site lists (timetables other than road
 * legs, and the /tickets fare lists). Two claim keys of data/policies.yaml have a meaning the check knows:
 *   economyFromPesos  "Economy fares start from about ₱800": the lowest listed fare, give or take 10 % ("about");
 *   suiteAbovePesos   "suites cost more than ₱6,000": some listed fare must be above it, or no suite could be.
 * The text renders the value (../policy-text.ts), so a resolved decision (use: data) changes what travellers read.
 *
 * Peso figures typed in a sentence (./prose.ts pesoPhrases; fees and deposits aside) against the fares of what the
 * sentence is about: a route card's description against its route's fare, a destination page's sentences against
 * the fares of the routes its page lists. "from ₱N" must be the lowest amount of one of them (or the page's own
 * "from"), a range one of their fares, a lone amount an end of one.
 */
import { statementName } from '../decisions/names';
import { defineNotices, notice } from '../notices/define';
import { figureValues, lowestFare } from '../../graph/figure';
import { formatPeso, formatPesoRange } from '../../graph/money';
import type { PesoRange, Route } from '../../graph/types';
import { pesoPhrases } from './prose';
import type { CheckContext, Loc } from '../types';
import { fareListFares, forEachRouteSentence, quoted, timetableFares, type FareStatement } from './shared';
import { defineCheck, type Report } from './define';

export const notices = defineNotices({
  fare_claim_contradicted: notice<{ key: string; stated: number; actual: number; statement: string; figures: string }>({
    severity: 'warning',
    facts: ['statement', 'key', 'figures'],
    meaning: 'A fare in words disagrees with the fares the site lists: a policy\'s general figure ("economy fares start from about ₱800": the lowest fare ±10 %; "suites cost more than ₱6,000": some fare above it), or a peso figure in a destination\'s or route card\'s sentence ("from ₱1,200", "₱250–₱400") that is no fare of its routes.',
    fix: 'Make the figure what the fares show (a resolved decision with use: data does it for a policy on every page; bind {from:<route>} or {fare:<route>} in a sentence), or correct the fares.',
  }),
});

/** "about ₱800" still holds for a lowest fare within this share of the figure (rounding to a round number). */
const ABOUT_TOLERANCE = 0.1;

/** Every sea fare the site lists: timetables that are not road legs, and the fare lists of /tickets. */
function seaFares(ctx: CheckContext): FareStatement[] {
  const routes = new Set<string>();
  for (const { value } of ctx.data.fares) for (const g of value.groups) for (const f of g.fares) routes.add(`${f.from}>${f.to}`);
  return [
    ...ctx.index.entries.filter((e) => e.raw.mode !== 'road').flatMap(timetableFares),
    ...[...routes].flatMap((r) => fareListFares(ctx, ...(r.split('>') as [string, string]))),
  ];
}

/** Peso figures in a sentence about `routes`, each against their fares. */
function sentenceFares(report: Report, at: Loc, text: string, routes: readonly Route[], from: number | null, statement: string, who: string): void {
  const fares: PesoRange[] = routes.flatMap((t) => (t.fare ? figureValues(t.fare) : []));
  if (fares.length === 0) return;
  const lows = [...routes.flatMap((t) => (t.fare ? [lowestFare(t.fare)] : [])), ...(from === null ? [] : [from])];
  for (const claim of pesoPhrases(text)) {
    const range = claim.value !== claim.max;
    const ok = claim.from ? lows.includes(claim.value)
      : range ? fares.some((f) => f.min === claim.value && f.max === claim.max)
        : fares.some((f) => f.min === claim.value || f.max === claim.value);
    if (ok) continue;
    const listed = [...new Set(fares.map(formatPesoRange))].join(', ');
    report(notices.fare_claim_contradicted, { ...at, quote: claim.phrase },
      `${who} says "${claim.phrase}", but the fares of ${routes.map((t) => t.id).join(', ')} are ${listed} — bind the fare ({fare:<route>}, {from:<route>}) or correct the figure`,
      { key: 'text', stated: claim.value, actual: claim.from ? Math.min(...lows) : fares[0]!.min, statement, figures: `${claim.phrase} vs ${listed}` });
  }
}

export const fareClaims = defineCheck('fare-claims', notices, (ctx, report) => {
  forEachRouteSentence(ctx, (text, at, routes, statement, who, page) => {
    sentenceFares(report, at, text, routes, page?.fromFare?.amount ?? null, statement, who);
  });
  const fares = seaFares(ctx);
  if (fares.length === 0) return;
  const low = fares.reduce((a, b) => (b.range.min < a.range.min ? b : a));
  const high = fares.reduce((a, b) => (b.range.max > a.range.max ? b : a));
  for (const { file, value } of ctx.data.policies) {
    value.policies.forEach((policy, i) => {
      const at = (key: string): Loc => ({ file, path: ['policies', i, 'values', key] });
      const said = `policy ${policy.id} (${quoted(policy.source)})`;
      const economy = policy.values.economyFromPesos;
      if (typeof economy === 'number' && Math.abs(low.range.min - economy) > economy * ABOUT_TOLERANCE) {
        report(notices.fare_claim_contradicted, at('economyFromPesos'),
          `${said} says fares start from about ${formatPeso(economy)}, but the lowest fare the site lists is ${formatPeso(low.range.min)} (${low.label}, ${quoted(low.source)}) — make the figure ${formatPeso(low.range.min)} or correct the fares`,
          { key: 'economyFromPesos', stated: economy, actual: low.range.min, statement: statementName('policy', policy.id),
            figures: `${formatPeso(economy)} vs ${formatPeso(low.range.min)}` }, [low.at]);
      }
      const suite = policy.values.suiteAbovePesos;
      if (typeof suite === 'number' && high.range.max <= suite) {
        report(notices.fare_claim_contradicted, at('suiteAbovePesos'),
          `${said} says suites cost more than ${formatPeso(suite)}, but no fare the site lists goes above ${formatPeso(high.range.max)} (${high.label}, ${quoted(high.source)}) — lower the figure or correct the fares`,
          { key: 'suiteAbovePesos', stated: suite, actual: high.range.max, statement: statementName('policy', policy.id),
            figures: `${formatPeso(suite)} vs ${formatPeso(high.range.max)}` }, [high.at]);
      }
    });
  }
});

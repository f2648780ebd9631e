/**
 * The age a passenger rule turns on, typed in a sentence (./prose.ts agePhrases: "children under 3 travel free",
 * "minors under 18 travelling alone"), against the policy that states the rule (data/policies.yaml): the free age of
 * small children (`child_free_age` › freeBelowAgeYears, in a sentence about travelling free) and the age of minors
 * travelling alone (`minors_travelling_alone` › underAgeYears). Policy texts render their own figures and are not
 * read; a figure that is one of the published values agrees (a disputed one reads as all of them where quoted).
 */
import { statementName } from '../decisions/names';
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import type { CollectionName } from '../../schema/collections';
import { agePhrases, proseStrings } from './prose';
import { defineCheck } from './define';
import { textName } from './shared';

const notices = defineNotices({
  age_claim_contradicted: notice<TwoStatements & { stated: number; actual: number[] }>({
    severity: 'warning',
    facts: ['statement', 'reference', 'figures'],
    meaning: 'A sentence gives the age of a passenger rule ("children under 3 travel free") that the policy stating the rule (data/policies.yaml) gives differently.',
    fix: 'Quote the policy (`policy:` in the FAQ and the tips) so the figure is typed once, or write the policy\'s figure.',
  }),
});

const COPY: readonly CollectionName[] = ['pages', 'site', 'news', 'faq', 'travelTips', 'destinations', 'routes', 'ports', 'cabins'];

const RULES = {
  children: { topic: 'child_free_age', key: 'freeBelowAgeYears', about: /\bfree\b/i },
  minors: { topic: 'minors_travelling_alone', key: 'underAgeYears', about: /./ },
} as const;

export const ageClaims = defineCheck('age-claims', notices, (ctx, report) => {
  const policies = ctx.data.policies.flatMap(({ file, value }) => value.policies.map((p, i) => ({ p, at: { file, path: ['policies', i, 'values'] } })));
  for (const collection of COPY) {
    for (const { file, value } of ctx.data[collection] as { file: string; value: unknown }[]) {
      for (const { text, path } of proseStrings(value)) {
        for (const claim of agePhrases(text)) {
          const rule = RULES[claim.who];
          if (!rule.about.test(text)) continue;
          const stating = policies.filter(({ p }) => p.topic === rule.topic && typeof p.values[rule.key] === 'number');
          const values = [...new Set(stating.map(({ p }) => p.values[rule.key] as number))].sort((a, b) => a - b);
          if (values.length === 0 || values.includes(claim.value)) continue;
          const first = stating[0]!;
          report(notices.age_claim_contradicted, { file, path, quote: claim.phrase },
            `"${claim.phrase}" says ${claim.value}, but policy ${first.p.id} gives ${rule.key} ${values.join(' or ')} — quote the policy (policy: ${first.p.id}) or write its figure`,
            { stated: claim.value, actual: values, statement: textName(collection, path),
              reference: statementName('policy', first.p.id), figures: `${claim.value} vs ${values.join(' or ')}` }, [first.at]);
        }
      }
    }
  }
});

/**
 * Statements of the same policy topic (data/policies.yaml) must give the same figures: "children below 3 travel
 * free" in the travel tips against "infants under 2" in the FAQ. Figures are compared key by key; each key's
 * reference is the first statement of the topic that gives it.
 */
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import { statementName } from '../decisions/names';
import type { Loc } from '../types';
import { defineCheck } from './define';

const notices = defineNotices({
  policy_conflict: notice<TwoStatements & { topic: string; key: string; value: number | string; otherValue: number | string; policies: string[] }>({
    severity: 'warning',
    facts: ['topic', 'key', 'statement', 'reference', 'figures'],
    meaning: 'Two statements of the same policy give different figures (e.g. free under 3 vs under 2).',
    fix: 'Agree on the figure and state it once, or make the two texts say the same.',
  }),
});

export const policyConflict = defineCheck('policy-conflict', notices, (ctx, report) => {
  for (const { file, value } of ctx.data.policies) {
    const reference = new Map<string, { value: number | string; at: Loc; id: string; source: string }>();
    value.policies.forEach((policy, i) => {
      for (const [key, figure] of Object.entries(policy.values)) {
        const at: Loc = { file, path: ['policies', i, 'values', key] };
        const refKey = `${policy.topic}\u0000${key}`;
        const first = reference.get(refKey);
        if (!first) {
          reference.set(refKey, { value: figure, at, id: policy.id, source: policy.source });
          continue;
        }
        if (first.value === figure) continue;
        report(notices.policy_conflict, at,
          `policy "${policy.topic}" gives ${key} ${figure} in ${policy.id} ("${policy.source}") but ${first.value} in ${first.id} ("${first.source}") — agree on one figure`,
          { topic: policy.topic, key, value: figure, otherValue: first.value, policies: [first.id, policy.id],
            statement: statementName('policy', policy.id), reference: statementName('policy', first.id),
            figures: `${figure} vs ${first.value}` }, [first.at]);
      }
    });
  }
});

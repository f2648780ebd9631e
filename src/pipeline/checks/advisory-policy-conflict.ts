/**
 * An advisory that states an hour figure ("arrive at least 3 hours before departure") speaks about a policy with an
 * `hoursBeforeDeparture` figure (data/policies.yaml): arrival time, check-in cut-off. If no such policy gives that
 * figure, travellers read two rules — unless the advisory says which policy it overrides for its period
 * (`overrides: [policy-id]`).
 */
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import { statementName } from '../decisions/names';
import { defineCheck } from './define';

const notices = defineNotices({
  advisory_policy_conflict: notice<TwoStatements & { id: string }>({
    severity: 'warning',
    facts: ['id', 'statement', 'reference', 'figures'],
    meaning: 'An advisory states an hour figure (arrive N hours before departure) that no policy gives.',
    fix: 'Make the advisory agree with data/policies.yaml, or add `overrides: [policy-id]` to it if it changes the rule for its period.',
  }),
});

/** "3 hours before", "2–3 hours early", "at least 4 hrs ahead" → the figure as written ("3", "2-3"). */
const HOURS = /(\d+(?:\s*(?:-|–|to)\s*\d+)?)\s*(?:hours?|hrs?)\s+(?:before|early|earlier|ahead|prior)/gi;

const normalise = (figure: string | number) => String(figure).replace(/\s*(?:–|to)\s*/g, '-').replace(/\s+/g, '');

export const advisoryPolicyConflict = defineCheck('advisory-policy-conflict', notices, (ctx, report) => {
  const policies = ctx.data.policies.flatMap(({ file, value }) => value.policies.map((policy, i) => ({ file, i, policy })))
    .filter(({ policy }) => 'hoursBeforeDeparture' in policy.values);
  if (policies.length === 0) return;
  for (const { file, value } of ctx.data.advisories) {
    value.advisories.forEach((advisory, i) => {
      const overridden = new Set(advisory.overrides ?? []);
      for (const field of ['title', 'message'] as const) {
        for (const match of advisory[field].matchAll(HOURS)) {
          const stated = normalise(match[1]!);
          if (policies.some(({ policy }) => normalise(policy.values.hoursBeforeDeparture!) === stated)) continue;
          if (policies.some(({ policy }) => overridden.has(policy.id))) continue;
          const reference = policies.find(({ policy }) => policy.topic === 'arrival_time') ?? policies[0]!;
          report(notices.advisory_policy_conflict, { file, path: ['advisories', i, field] },
            `advisory "${advisory.id}" says "${match[0]}" but policy ${reference.policy.id} says ${reference.policy.values.hoursBeforeDeparture} hours — make them agree, or add \`overrides: [${reference.policy.id}]\` to the advisory if it changes the rule for its period`,
            { id: advisory.id, statement: `advisory:${advisory.id}`, reference: statementName('policy', reference.policy.id),
              figures: `${stated} h vs ${reference.policy.values.hoursBeforeDeparture} h` },
            [{ file: reference.file, path: ['policies', reference.i, 'values', 'hoursBeforeDeparture'] }]);
        }
      }
    });
  }
});

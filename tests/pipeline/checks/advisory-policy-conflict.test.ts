import { describe, expect, it } from 'vitest';
import { advisoryPolicyConflict } from '../../../src/pipeline/checks/advisory-policy-conflict';
import { runCheck } from '../builders';

const policies = [
  { id: 'arrival-tips', topic: 'arrival_time', source: 'Travel tips', text: 'Arrive 2 hours early.', values: { hoursBeforeDeparture: 2 } },
  { id: 'arrival-manila-faq', topic: 'arrival_time', source: 'FAQ', text: 'Arrive 2-3 hours early.', values: { hoursBeforeDeparture: '2-3' } },
  { id: 'check-in-closes', topic: 'check_in_cutoff', source: 'FAQ', text: 'Check-in closes 1 hour before.', values: { hoursBeforeDeparture: 1 } },
];
const advisory = (message: string, extra: Record<string, unknown> = {}) => ({
  id: 'peak', title: 'Peak season', message, severity: 'info', ports: ['batangas'],
  from: '2026-12-15T00:00+08:00', until: '2027-01-06T00:00+08:00', source: 'Operator', ...extra,
});

describe('advisory against policy figures', () => {
  it('"arrive at least 3 hours before departure" against a 2-hour policy → warning naming both places', () => {
    const findings = runCheck(advisoryPolicyConflict, { policies, advisories: [advisory('Arrive at least 3 hours before departure.')] });
    expect(findings).toEqual([{
      code: 'advisory_policy_conflict', severity: 'warning',
      at: { file: 'data/advisories.yaml', path: ['advisories', 0, 'message'] },
      message: 'advisory "peak" says "3 hours before" but policy arrival-tips says 2 hours — make them agree, or add `overrides: [arrival-tips]` to the advisory if it changes the rule for its period',
      context: { id: 'peak', statement: 'advisory:peak', reference: 'policy:arrival-tips', figures: '3 h vs 2 h' },
      related: [{ file: 'data/policies.yaml', path: ['policies', 0, 'values', 'hoursBeforeDeparture'] }],
    }]);
  });

  it('a figure some policy gives (2, "2–3", the 1-hour check-in) → no notice', () => {
    for (const message of ['Arrive 2 hours early.', 'Be there 2–3 hours before departure.', 'Check-in closes 1 hour before departure.']) {
      expect(runCheck(advisoryPolicyConflict, { policies, advisories: [advisory(message)] }), message).toEqual([]);
    }
  });

  it('an advisory that says which policy it overrides → no notice', () => {
    const findings = runCheck(advisoryPolicyConflict, {
      policies, advisories: [advisory('Arrive 4 hours before departure.', { overrides: ['arrival-tips'] })],
    });
    expect(findings).toEqual([]);
  });
});

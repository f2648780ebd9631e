import { describe, expect, it } from 'vitest';
import { policyConflict } from '../../../src/pipeline/checks/policy-conflict';
import { runCheck } from '../builders';

const tips = { id: 'children-free-tips', topic: 'child_free_age', text: 'Children below 3 travel free.', values: { freeBelowAgeYears: 3 }, source: '/travel-tips › Money Matters' };

describe('policy_conflict', () => {
  it('infants free under 2 in the FAQ against under 3 in the tips → notice naming both sources', () => {
    const faq = { id: 'infants-free-faq', topic: 'child_free_age', text: 'Infants under 2 travel free.', values: { freeBelowAgeYears: 2 }, source: '/faq › Fares & Discounts' };
    expect(runCheck(policyConflict, { policies: [tips, faq] })).toEqual([{
      code: 'policy_conflict', severity: 'warning',
      at: { file: 'data/policies.yaml', path: ['policies', 1, 'values', 'freeBelowAgeYears'] },
      message: 'policy "child_free_age" gives freeBelowAgeYears 2 in infants-free-faq ("/faq › Fares & Discounts") but 3 in children-free-tips ("/travel-tips › Money Matters") — agree on one figure',
      context: { topic: 'child_free_age', key: 'freeBelowAgeYears', value: 2, otherValue: 3, policies: ['children-free-tips', 'infants-free-faq'], statement: 'policy:infants-free-faq', reference: 'policy:children-free-tips', figures: '2 vs 3' },
      related: [{ file: 'data/policies.yaml', path: ['policies', 0, 'values', 'freeBelowAgeYears'] }],
    }]);
  });

  it('same figures, or different keys, or different topics → no notice', () => {
    expect(runCheck(policyConflict, {
      policies: [
        tips,
        { ...tips, id: 'again', source: '/faq › x' },
        { ...tips, id: 'other-key', values: { discountPercent: 20 } },
        { ...tips, id: 'other-topic', topic: 'senior_discount', values: { freeBelowAgeYears: 60 } },
      ],
    })).toEqual([]);
  });
});

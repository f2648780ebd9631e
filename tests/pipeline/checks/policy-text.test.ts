import { describe, expect, it } from 'vitest';
import { policyText } from '../../../src/pipeline/checks/policy-text';
import { runCheck } from '../builders';

const policy = (text: string, values: Record<string, number | string>) =>
  ({ id: 'baggage-allowance', topic: 'baggage_allowance', text, values, source: '/faq › Baggage' });

describe('policy_placeholder_unknown / policy_value_unstated', () => {
  it('a text naming {checkedKgs}, which the values do not give → error with the nearest key', () => {
    expect(runCheck(policyText, { policies: [policy('Check in up to {checkedKgs} kg.', { checkedKg: 40 })] })).toContainEqual({
      code: 'policy_placeholder_unknown', severity: 'error',
      at: { file: 'data/policies.yaml', path: ['policies', 0, 'text'] },
      message: 'the text of policy baggage-allowance names {checkedKgs}, which neither its values nor its topic baggage_allowance give (did you mean {checkedKg}?) — the page would show "{checkedKgs}"; add checkedKgs to values or correct the name',
      context: { policy: 'baggage-allowance', key: 'checkedKgs' },
    });
  });

  it('a value the text types as a literal figure instead of naming it → error pointing at the value', () => {
    expect(runCheck(policyText, { policies: [policy('Check in up to 40 kg.', { checkedKg: 40 })] })).toEqual([{
      code: 'policy_value_unstated', severity: 'error',
      at: { file: 'data/policies.yaml', path: ['policies', 0, 'values', 'checkedKg'] },
      message: 'policy baggage-allowance gives checkedKg 40, but its text does not show it — write {checkedKg} where the text states the figure, so the page shows the value the checks compare',
      context: { policy: 'baggage-allowance', key: 'checkedKg' },
      related: [{ file: 'data/policies.yaml', path: ['policies', 0, 'text'] }],
    }]);
  });

  it('a text naming a figure its topic gives in another statement → no notice; one no statement of the topic gives → error', () => {
    const faq = { id: 'discount-faq', topic: 'discount', text: 'A {discountPercent}% discount.', values: { discountPercent: 20 }, source: '/faq' };
    const tips = { id: 'discount-tips', topic: 'discount', text: 'A {discountPercent}% discount by law.', values: {}, source: '/travel-tips' };
    expect(runCheck(policyText, { policies: [faq, tips] })).toEqual([]);
    expect(runCheck(policyText, { policies: [tips] }).map((n) => n.code)).toEqual(['policy_placeholder_unknown']);
  });

  it('every value named once, every name a value → no notice', () => {
    expect(runCheck(policyText, { policies: [policy('Up to {checkedKg} kg, one bag of {carryOnKg} kg.', { checkedKg: 40, carryOnKg: 7 })] })).toEqual([]);
  });
});

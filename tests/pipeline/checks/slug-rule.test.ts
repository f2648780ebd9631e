import { describe, expect, it } from 'vitest';
import { slugRule } from '../../../src/pipeline/checks/slug-rule';
import { makeDestination, runCheck } from '../builders';

describe('slug_rule', () => {
  it('applies the spec rule: lower case, spaces → hyphens, parentheses removed', () => {
    const expected = (name: string) => runCheck(slugRule, { destinations: [makeDestination('x', { name })] })[0]?.context['expected'];
    expect(expected('Boracay via Caticlan')).toBe('boracay-via-caticlan');
    expect(expected('Tagbilaran Bohol')).toBe('tagbilaran-bohol');
    expect(expected('Cagayan de Oro')).toBe('cagayan-de-oro');
    expect(expected('Roxas (Capiz)')).toBe('roxas-capiz');
  });

  it('a slug that is not the name under the rule → notice with the expected slug', () => {
    expect(runCheck(slugRule, { destinations: [makeDestination('boracay', { name: 'Boracay via Caticlan' })] })).toEqual([{
      code: 'slug_rule', severity: 'error',
      at: { file: 'data/destinations/boracay.yaml', path: ['slug'] },
      message: 'slug "boracay" does not follow the slug rule for the name "Boracay via Caticlan" (lower case, spaces → hyphens, no parentheses): use "boracay-via-caticlan", or correct the name',
      context: { slug: 'boracay', name: 'Boracay via Caticlan', expected: 'boracay-via-caticlan' },
    }]);
  });

  it('the slug follows the rule → no notice', () => {
    expect(runCheck(slugRule, { destinations: [makeDestination('cagayan-de-oro', { name: 'Cagayan de Oro' })] })).toEqual([]);
  });
});

import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { createDidYouMean, suggest } from '../../src/site/booking/suggest';

const NAMES = ['Manila', 'Bacolod', 'Cebu', 'Cagayan de Oro', 'Dumaguete', 'Puerto Galera', 'Puerto Princesa', 'Zamboanga'];
const didYouMean = createDidYouMean(Fuse, NAMES);
const matches = (query: string) => suggest(NAMES, didYouMean, query).matches;

describe('place suggestions', () => {
  it('an empty query lists every place in list order', () => {
    expect(matches('  ')).toEqual(NAMES);
  });

  it('filters by case-insensitive substring', () => {
    expect(matches('ceb')).toEqual(['Cebu']);
    expect(matches('PUERTO')).toEqual(['Puerto Galera', 'Puerto Princesa']);
    expect(matches('de o')).toEqual(['Cagayan de Oro']);
  });

  it('substring matches come alone: no "Did you mean" while anything matches', () => {
    expect(suggest(NAMES, didYouMean, 'cebu')).toEqual({ matches: ['Cebu'], didYouMean: [] });
  });

  it('a typo with no substring match → "Did you mean" the close name', () => {
    expect(suggest(NAMES, didYouMean, 'Dumagete')).toEqual({ matches: [], didYouMean: ['Dumaguete'] });
  });

  it('nonsense → no match and no guess', () => {
    expect(suggest(NAMES, didYouMean, 'zzzz')).toEqual({ matches: [], didYouMean: [] });
  });
});

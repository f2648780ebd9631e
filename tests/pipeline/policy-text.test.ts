import { describe, expect, it } from 'vitest';
import { policyFacts } from '../../src/pipeline/policy-facts';
import { formatValue, placeholdersOf, policyParts } from '../../src/pipeline/policy-text';
import { timesAWeek } from '../../src/graph/sailing-days';

/** The sentence a page shows: the parts of the text, figures filled in. */
const rendered = (text: string, values: Record<string, number | string>) =>
  policyParts(text, values).map((part) => ('figure' in part ? part.figure : part.text)).join('');

describe('policy text', () => {
  it('renders {key} from values: numbers with thousands separators, text as typed, an unknown key left as written', () => {
    expect(rendered('From about ₱{economyFromPesos}, suites above ₱{suiteAbovePesos}; arrive {hours} hours early; {nope}.',
      { economyFromPesos: 250, suiteAbovePesos: 6000, hours: '2-3' })).toBe('From about ₱250, suites above ₱6,000; arrive 2–3 hours early; {nope}.');
  });

  it('mostRoutesTimesPerWeek reads as words: once, twice, daily, "2-3 times a week"', () => {
    expect(['1', 1, 2, 7, 4, '2-3'].map((v) => timesAWeek(v))).toEqual(['once a week', 'once a week', 'twice a week', 'daily', '4 times a week', '2–3 times a week']);
    expect(rendered('Most routes run {mostRoutesTimesPerWeek}.', { mostRoutesTimesPerWeek: 1 })).toBe('Most routes run once a week.');
    expect(formatValue('checkedKg', 40)).toBe('40');
  });

  it('lists the keys a text names, once each, in order', () => {
    expect(placeholdersOf('{a} and {b2}, again {a}; not {2x} or { c }')).toEqual(['a', 'b2']);
  });
});

describe('policyFacts: a text that names its topic’s figure without giving it', () => {
  const statement = (id: string, text: string, values: Record<string, number>) => ({ id, topic: 'child_free_age', text, values, source: id });
  it('reads the one figure the topic gives, or every published figure in the disputed form', () => {
    const wording = statement('family', 'Children under {freeBelowAgeYears} travel free.', {});
    const [, one] = policyFacts([statement('faq', 'Under {freeBelowAgeYears}.', { freeBelowAgeYears: 2 }), wording]);
    expect(one).toMatchObject({ text: 'Children under 2 travel free.', disputed: [] });
    const [, , both] = policyFacts([
      statement('faq', 'Under {freeBelowAgeYears}.', { freeBelowAgeYears: 2 }), statement('tips', 'Below {freeBelowAgeYears}.', { freeBelowAgeYears: 3 }), wording,
    ]);
    expect(both).toMatchObject({ text: 'Children under 2 or 3 travel free.', disputed: ['freeBelowAgeYears'] });
    expect(both!.parts).toEqual([{ text: 'Children under ' }, { key: 'freeBelowAgeYears', figure: '2 or 3' }, { text: ' travel free.' }]);
  });
});

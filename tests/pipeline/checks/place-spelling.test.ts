import { describe, expect, it } from 'vitest';
import { placeSpelling } from '../../../src/pipeline/checks/place-spelling';
import { makeDestination, makePort, runCheck } from '../builders';

const ozamis = makeDestination('ozamis', { name: 'Ozamis', port: 'ozamiz' });

describe('place_spelling_variant', () => {
  it('"Ozamiz Port" in ports.yaml while the destination page is "Ozamis" → notice naming both', () => {
    const ports = [makePort('ozamiz', { name: 'Ozamiz Port', city: 'Ozamis City', aliases: ['Ozamiz', 'Ozamiz City'] })];
    expect(runCheck(placeSpelling, { ports, destinations: [ozamis] })).toEqual([{
      code: 'place_spelling_variant', severity: 'warning',
      at: { file: 'data/ports.yaml', path: ['ports', 0, 'name'], quote: 'Ozamiz' },
      message: '"Ozamiz" spells Ozamis another way than the destination page Ozamis (data/destinations/ozamis.yaml) — write "Ozamis", one spelling across the site; other spellings travellers type go in the port\'s aliases',
      context: { name: 'Ozamis', variant: 'Ozamiz', figures: 'Ozamiz vs Ozamis' },
      related: [{ file: 'data/destinations/ozamis.yaml', path: ['name'] }],
    }]);
  });

  it('the same spelling everywhere, variants only among the aliases, and short names ("Cebu"/"Cebo") → no notice', () => {
    const ports = [makePort('ozamiz', { name: 'Ozamis Port', city: 'Ozamis City', aliases: ['Ozamiz', 'Ozamiz City'] })];
    const cebu = makeDestination('cebu', { name: 'Cebu', blurb: 'Cebo, as some write it.' });
    expect(runCheck(placeSpelling, { ports, destinations: [ozamis, cebu] })).toEqual([]);
  });
});

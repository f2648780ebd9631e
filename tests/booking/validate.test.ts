import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placeSlug } from '../../src/site/booking/handoff';
import { validateSearch, type SearchForm, type ValidationFailure } from '../../src/site/booking/validate';

const valid: SearchForm = {
  tripType: 'one-way', origin: 'Manila', destination: 'Cebu', departure: '2026-11-25', returnDate: undefined, people: '1',
};
/** Whether the search refuses the two places as one. */
const samePlace = (origin: string, destination: string) => validateSearch({ ...valid, origin, destination })?.code === 'invalid_route';

describe('validateSearch (the spec\'s three checks, in order)', () => {
  it.each<[string, Partial<SearchForm>]>([
    ['a complete one-way search', {}],
    ['a complete round trip', { tripType: 'round-trip', returnDate: '2026-11-30' }],
    ['a return date left over from round-trip mode, in one-way mode (it does not count)', { returnDate: '2026-11-20' }],
  ])('%s → no failure', (_, change) => expect(validateSearch({ ...valid, ...change })).toBeNull());

  it.each<[string, Partial<SearchForm>, ValidationFailure]>([
    ['empty origin and departure → 1 Missing Information, the first empty field (origin) marked with its own hint', { origin: '  ', departure: undefined }, {
      code: 'missing_information', title: 'Missing Information', message: 'Please fill out origin, destination, and departure date.',
      field: 'origin', hint: 'Enter the port or city you leave from.',
    }],
    ['round trip without a return → 2 Missing Return Date, before the same-route check', { tripType: 'round-trip', destination: 'Manila' }, {
      code: 'missing_return_date', title: 'Missing Return Date', message: 'Please select a return date for your round trip.',
      field: 'return', hint: 'Choose a return date, or switch to One way.',
    }],
    ['same place, ignoring case and surrounding spaces → 3 Invalid Route', { origin: ' cebu', destination: 'CEBU ' }, {
      code: 'invalid_route', title: 'Invalid Route', message: 'Origin and destination cannot be the same.',
      field: 'destination', hint: 'Choose a destination other than your origin.',
    }],
  ])('%s', (_, change, failure) => expect(validateSearch({ ...valid, ...change })).toEqual(failure));

  it('an empty destination or departure, the fields before it filled → that field marked with its own hint', () => {
    expect(validateSearch({ ...valid, destination: '' })).toMatchObject({ field: 'destination', hint: 'Enter the port or city you are going to.' });
    expect(validateSearch({ ...valid, departure: undefined })).toMatchObject({ field: 'departure', hint: 'Choose a departure date.' });
  });

  it('origin filled, the rest empty → the next empty field is the one marked', () => {
    expect(validateSearch({ ...valid, destination: '', departure: undefined })?.field).toBe('destination');
  });

  it('no hint repeats the toast\'s message', () => {
    const failures = [
      validateSearch({ ...valid, origin: '' }), validateSearch({ ...valid, destination: '' }),
      validateSearch({ ...valid, departure: undefined }), validateSearch({ ...valid, tripType: 'round-trip' }),
      validateSearch({ ...valid, destination: 'Manila', origin: 'Manila' }),
    ];
    for (const failure of failures) expect(failure!.hint).not.toBe(failure!.message);
    expect(new Set(failures.map((f) => f!.hint)).size).toBe(failures.length);
  });

  it('check 1 wins over checks 2 and 3', () => {
    const failure = validateSearch({ ...valid, tripType: 'round-trip', destination: '', origin: '' });
    expect(failure?.code).toBe('missing_information');
  });

  it('"." or ".." is no place → 1 Missing Information', () => {
    expect(validateSearch({ ...valid, origin: '..' })?.code).toBe('missing_information');
  });

  it('two spellings that give the same hand-off slug are the same place (no /travel/x/x search)', () => {
    const spellings = ['Cagayan  de Oro', 'Cagayan\tde Oro', 'Cagayan\u00a0de Oro', 'cagayan de oro\u200b', '\ufeffCAGAYAN DE ORO',
      'Ｃａｇａｙａｎ de Oro', 'Caga\u00adyan de Oro'];
    for (const destination of spellings) {
      expect(validateSearch({ ...valid, origin: 'Cagayan de Oro', destination })?.code, JSON.stringify(destination)).toBe('invalid_route');
    }
    // A decomposed ñ is the same letter as the composed one.
    expect(samePlace('Para\u00f1aque', 'Paran\u0303aque')).toBe(true);
    expect(samePlace('Cagayan de Oro', 'Cagayan de Oro City')).toBe(false);
  });

  it('property: the same-place rule says "same" exactly when the slugs the hand-off would use are equal', () => {
    const noise = fc.constantFrom(' ', '  ', '\t', '\u00a0', '\u200b', '\u2060', '\ufeff', '');
    // A letter first: text of dots and spaces alone is no place at all (the first check's).
    const place = fc.tuple(fc.constantFrom(...'abcdeñＡｂ'.split('')), fc.string({ unit: fc.constantFrom(...'abcdeñ .-Ａｂ'.split('')), maxLength: 11 }))
      .map(([first, rest]) => first + rest);
    fc.assert(fc.property(place, noise, noise, (text, before, after) => {
      const variant = `${before}${text.toUpperCase()}${after}`;
      expect(samePlace(text, variant)).toBe(placeSlug(text) === placeSlug(variant));
      expect(placeSlug(variant)).toBe(placeSlug(text));
    }), { numRuns: 300 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBookingUrl, isUsablePlace, placeSlug } from '../../src/site/booking/handoff';

const HOST = '12go.asia';
const base = { host: HOST, departure: '2026-11-25', people: 1 };

/** The structure no input may change: the host, four path segments, and exactly the spec'd parameters. */
function expectSafeStructure(href: string, withReturn: boolean) {
  const url = new URL(href);
  expect(url.protocol).toBe('https:');
  expect(url.host).toBe(HOST);
  expect(url.username + url.password).toBe('');
  expect(url.hash).toBe('');
  const segments = url.pathname.split('/').slice(1);
  expect(segments).toHaveLength(4);
  expect(segments.slice(0, 2)).toEqual(['en', 'travel']);
  expect(segments.every((s) => s !== '' && s !== '.' && s !== '..')).toBe(true);
  expect([...url.searchParams.keys()]).toEqual(withReturn ? ['date', 'people', 'date2'] : ['date', 'people']);
}

describe('placeSlug', () => {
  it('lower-cases, trims and turns whitespace runs into one hyphen', () => {
    expect(placeSlug('Manila')).toBe('manila');
    expect(placeSlug('  Cagayan   de\tOro ')).toBe('cagayan-de-oro');
    expect(placeSlug('Puerto\u00a0Princesa')).toBe('puerto-princesa');
  });

  it('keeps hyphens and digits', () => {
    expect(placeSlug('Pier-2 North')).toBe('pier-2-north');
  });

  it('percent-encodes what encodeURIComponent leaves alone, so no character can act as syntax', () => {
    expect(placeSlug("a.b!c'd(e)f*g~h")).toBe('a%2Eb%21c%27d%28e%29f%2Ag%7Eh');
    expect(placeSlug('a/../../admin')).toBe('a%2F%2E%2E%2F%2E%2E%2Fadmin');
    expect(placeSlug('x?y#z')).toBe('x%3Fy%23z');
    expect(placeSlug('<script>')).toBe('%3Cscript%3E');
    expect(placeSlug('100%')).toBe('100%25');
  });

  it('encodes non-ASCII as UTF-8 bytes and a lone surrogate as U+FFFD instead of throwing', () => {
    expect(placeSlug('Parañaque')).toBe('para%C3%B1aque');
    expect(placeSlug('⛴️')).toBe('%E2%9B%B4%EF%B8%8F');
    expect(placeSlug('a\ud800b')).toBe('a%EF%BF%BDb');
  });
});

describe('isUsablePlace', () => {
  it('refuses blank text and text that would parse as a dot segment (%2E is "." to the URL parser)', () => {
    for (const text of ['', '   ', '.', ' .. ']) expect(isUsablePlace(text)).toBe(false);
    for (const text of ['...', '.a', 'Cebu']) expect(isUsablePlace(text)).toBe(true);
  });
});

describe('buildBookingUrl', () => {
  it('one way: exact address with date and people', () => {
    expect(buildBookingUrl({ ...base, origin: 'Manila', destination: 'Cebu', people: 2 }))
      .toBe('https://12go.asia/en/travel/manila/cebu?date=2026-11-25&people=2');
  });

  it('round trip: adds date2 after people', () => {
    expect(buildBookingUrl({ ...base, origin: 'Batangas', destination: 'Puerto Galera', returnDate: '2026-11-30' }))
      .toBe('https://12go.asia/en/travel/batangas/puerto-galera?date=2026-11-25&people=1&date2=2026-11-30');
  });

  it.each([
    ['a/../../admin', 'Cebu'],
    ['x?y#z', 'Cebu'],
    ['Manila', '<script>alert(1)</script>'],
    ['🚢 Cebu', 'x&date2=2030-01-01'],
    ['@evil.example', '//evil.example'],
    ['...', 'a\\b'],
    ['a'.repeat(500), 'Cebu'],
  ])('hostile input %j → %j keeps host, four segments and the parameters', (origin, destination) => {
    expectSafeStructure(buildBookingUrl({ ...base, origin, destination }), false);
    expectSafeStructure(buildBookingUrl({ ...base, origin, destination, returnDate: '2026-11-26' }), true);
  });

  it('property: for any pair of usable place texts the structure holds', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: fc.constantFrom('.', '/', '\\', '?', '#', '&', '=', '%', ' ', '@', ':', 'a', 'Z', '-'), maxLength: 12 }),
      fc.string({ unit: 'grapheme', minLength: 400, maxLength: 600 }),
    );
    fc.assert(fc.property(text, text, fc.boolean(), fc.integer({ min: 1, max: 8 }), (origin, destination, round, people) => {
      fc.pre(isUsablePlace(origin) && isUsablePlace(destination));
      const href = buildBookingUrl({ ...base, origin, destination, people, returnDate: round ? '2026-12-01' : undefined });
      expectSafeStructure(href, round);
      const url = new URL(href);
      // The booking host can recover exactly the slug we sent.
      const [, , , o, d] = url.pathname.split('/');
      expect(o).toBe(placeSlug(origin));
      expect(d).toBe(placeSlug(destination));
      expect(url.searchParams.get('people')).toBe(String(people));
    }), { numRuns: 300 });
    // 300 cases with 600-grapheme texts take ~2 s alone; a shared 2-core CI machine needs the headroom.
  }, 60_000);

  it('refuses what validation never lets through', () => {
    expect(() => buildBookingUrl({ ...base, origin: ' ', destination: 'Cebu' })).toThrow(RangeError);
    expect(() => buildBookingUrl({ ...base, origin: '..', destination: 'Cebu' })).toThrow(RangeError);
    expect(() => buildBookingUrl({ ...base, origin: 'Manila', destination: 'Cebu', people: 9 })).toThrow(RangeError);
    expect(() => buildBookingUrl({ ...base, origin: 'Manila', destination: 'Cebu', departure: '11/25/2026' })).toThrow(RangeError);
    expect(() => buildBookingUrl({ ...base, host: 'evil.example/x', origin: 'Manila', destination: 'Cebu' })).toThrow(RangeError);
  });
});

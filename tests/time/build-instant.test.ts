import { describe, expect, it } from 'vitest';
import { manilaDate, manilaYear } from '../../src/time';
import { buildInstant } from '../../src/time/build-instant';

describe('the copyright year (manilaYear)', () => {
  it('31 Dec 16:30 UTC is already New Year in Manila → the new year, in any machine zone', () => {
    expect(manilaYear(new Date('2026-12-31T16:30:00Z'))).toBe(2027);
    expect(manilaYear(new Date('2026-12-31T15:59:00Z'))).toBe(2026);
  });
});

describe('buildInstant', () => {
  const clock = () => new Date('2026-05-01T00:00:00Z');
  it('SOURCE_DATE_EPOCH set → that instant (reproducible rebuilds)', () => {
    expect(buildInstant({ SOURCE_DATE_EPOCH: '1767225600' }, clock).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
  it('not set or not a number → the clock', () => {
    expect(buildInstant({}, clock)).toEqual(clock());
    expect(buildInstant({ SOURCE_DATE_EPOCH: 'soon' }, clock)).toEqual(clock());
  });
});

describe('manilaDate (the build date a printed page carries)', () => {
  it('16:00 UTC is already the next day in Manila → that day, in any machine zone', () => {
    expect(manilaDate(new Date('2026-11-24T15:59:00Z'))).toBe('2026-11-24');
    expect(manilaDate(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
  it('SOURCE_DATE_EPOCH pins it: two builds of the same sources print the same date, whatever the clock', () => {
    const env = { SOURCE_DATE_EPOCH: '1795881600' }; // 2026-11-28T16:00:00Z = 29 Nov, 00:00 in Manila
    const early = buildInstant(env, () => new Date('2026-12-01T00:00:00Z'));
    const late = buildInstant(env, () => new Date('2027-03-09T12:00:00Z'));
    expect(manilaDate(early)).toBe('2026-11-29');
    expect(manilaDate(late)).toBe('2026-11-29');
  });
});

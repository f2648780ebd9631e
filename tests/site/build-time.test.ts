import { describe, expect, it } from 'vitest';
import { manilaYear } from '../../src/graph/time';
import { buildInstant } from '../../src/site/data/build-time';

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

import { describe, expect, it } from 'vitest';
import { isLoadFailure, LoadFailure, retryDelays, SPEC_FETCH_POLICY } from '../../src/site/data/fetch-policy';

describe('retryDelays', () => {
  it('SPEC §9 → 3 retries after 1 s, 2 s, 4 s', () => {
    expect(retryDelays(SPEC_FETCH_POLICY)).toEqual([1000, 2000, 4000]);
  });
  it('doubling is capped at 30 s', () => {
    expect(retryDelays({ retries: 7, baseDelayMs: 1000, maxDelayMs: 30_000 })).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('isLoadFailure', () => {
  it('download failures → true (the error page offers a retry); other errors → false', () => {
    expect(isLoadFailure(new LoadFailure('/x', null))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/NewsPage.js'))).toBe(true);
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure('Failed to fetch')).toBe(false);
  });
});

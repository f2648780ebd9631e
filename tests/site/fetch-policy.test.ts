import { describe, expect, it } from 'vitest';
import {
  fetchWithRetry, isLoadFailure, retryDelays, SPEC_FETCH_POLICY, type Fetch,
} from '../../src/site/data/fetch-policy';

/** A fetch that answers from a script (a status number, or 'down' for a network error), and a sleep that records its waits. */
function scriptedFetch(script: (number | 'down')[]) {
  const calls: string[] = [];
  const waits: number[] = [];
  const impl: Fetch = async (input) => {
    calls.push(String(input));
    const next = script.shift() ?? 200;
    if (next === 'down') throw new TypeError('Failed to fetch');
    return new Response('{"ok":true}', { status: next });
  };
  return { impl, calls, waits, sleep: async (ms: number) => { waits.push(ms); } };
}

describe('retryDelays', () => {
  it.each([
    ['the spec\'s policy → 3 retries after 1 s, 2 s, 4 s', SPEC_FETCH_POLICY, [1000, 2000, 4000]],
    ['doubling is capped at 30 s', { retries: 7, baseDelayMs: 1000, maxDelayMs: 30_000 }, [1000, 2000, 4000, 8000, 16000, 30000, 30000]],
  ])('%s', (_, policy, delays) => expect(retryDelays(policy)).toEqual(delays));
});

describe('isLoadFailure', () => {
  it('a page chunk that failed to download → true (the error page offers a retry); other errors → false', () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/NewsPage.js'))).toBe(true);
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure('Failed to fetch')).toBe(false);
  });
});

// /status.json (status/use-status.ts) is fetched with the same policy.
describe('fetchWithRetry', () => {
  it('network down twice, then up → the response, after waiting 1 s and 2 s', async () => {
    const { impl, calls, waits, sleep } = scriptedFetch(['down', 'down', 200]);
    const response = await fetchWithRetry(impl, '/status.json', undefined, { sleep });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('still failing after 3 retries → a load failure (the error page offers a retry), 4 attempts in all', async () => {
    const { impl, calls, waits, sleep } = scriptedFetch([503, 'down', 502, 500]);
    const error = await fetchWithRetry(impl, '/d.json', undefined, { sleep }).catch((e: unknown) => e);
    expect(isLoadFailure(error)).toBe(true);
    expect(error).toMatchObject({ status: 500, message: 'Could not download /d.json (HTTP 500)' });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('404 (the file is not there) → fails at once, no retry', async () => {
    const { impl, calls, waits, sleep } = scriptedFetch([404]);
    await expect(fetchWithRetry(impl, '/gone.json', undefined, { sleep })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});

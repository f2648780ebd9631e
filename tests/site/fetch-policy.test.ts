import { describe, expect, it } from 'vitest';
import {
  createTtlRecord, fetchWithRetry, installFetchPolicy, isLoadFailure, LoadFailure, retryDelays, SPEC_FETCH_POLICY,
  type Fetch,
} from '../../src/site/data/fetch-policy';

/** A fetch that answers from a script: a status number, or 'down' for a network error. */
function scriptedFetch(script: (number | 'down')[]) {
  const calls: string[] = [];
  const impl: Fetch = async (input) => {
    calls.push(String(input));
    const next = script.shift() ?? 200;
    if (next === 'down') throw new TypeError('Failed to fetch');
    return new Response('{"ok":true}', { status: next });
  };
  return { impl, calls };
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => { waits.push(ms); } };
}

describe('retryDelays', () => {
  it('SPEC §9 → 3 retries after 1 s, 2 s, 4 s', () => {
    expect(retryDelays(SPEC_FETCH_POLICY)).toEqual([1000, 2000, 4000]);
  });
  it('doubling is capped at 30 s', () => {
    expect(retryDelays({ retries: 7, baseDelayMs: 1000, maxDelayMs: 30_000 })).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('fetchWithRetry', () => {
  it('network down twice, then up → the response, after waiting 1 s and 2 s', async () => {
    const { impl, calls } = scriptedFetch(['down', 'down', 200]);
    const { waits, sleep } = recordingSleep();
    const response = await fetchWithRetry(impl, '/static-loader-data/x.json', undefined, { sleep });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('still failing after 3 retries → LoadFailure, 4 attempts in all', async () => {
    const { impl, calls } = scriptedFetch([503, 'down', 502, 500]);
    const { waits, sleep } = recordingSleep();
    const error = await fetchWithRetry(impl, '/d.json', undefined, { sleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoadFailure);
    expect((error as LoadFailure).status).toBe(500);
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('404 (the file is not there) → fails at once, no retry', async () => {
    const { impl, calls } = scriptedFetch([404]);
    const { waits, sleep } = recordingSleep();
    await expect(fetchWithRetry(impl, '/gone.json', undefined, { sleep })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});

describe('createTtlRecord', () => {
  it('an entry read within 5 minutes stays; one unused for 5 minutes is dropped', () => {
    let now = 0;
    const cache = createTtlRecord<string>(5 * 60_000, () => now);
    cache['/a'] = 'A';
    cache['/b'] = 'B';
    now = 4 * 60_000;
    expect(cache['/a']).toBe('A'); // read: /a is fresh again
    now = 5 * 60_000;
    expect(cache['/b']).toBeUndefined(); // unused for 5 minutes
    now = 8 * 60_000;
    expect(cache['/a']).toBe('A'); // 4 minutes since its last read
    now = 13 * 60_000;
    expect(cache['/a']).toBeUndefined();
  });

  it('writing sweeps expired entries, so a long-lived tab does not keep them', () => {
    let now = 0;
    const cache = createTtlRecord<number>(1000, () => now);
    cache.old = 1;
    now = 2000;
    cache.fresh = 2;
    expect(Object.keys(cache)).toEqual(['fresh']);
  });
});

describe('installFetchPolicy', () => {
  function fakeWindow(script: (number | 'down')[]) {
    const { impl, calls } = scriptedFetch(script);
    return { win: { fetch: impl, location: { origin: 'https://ferry.example' } } as Parameters<typeof installFetchPolicy>[0], calls };
  }

  it('static loader data → retried; other requests → passed through untouched', async () => {
    const { win, calls } = fakeWindow(['down', 200, 503]);
    const { waits, sleep } = recordingSleep();
    installFetchPolicy(win, { now: () => 0, sleep });
    expect((await win.fetch('/static-loader-data-manifest-abc.json')).status).toBe(200);
    expect((await win.fetch('/api/other')).status).toBe(503);
    expect(calls).toEqual(['/static-loader-data-manifest-abc.json', '/static-loader-data-manifest-abc.json', '/api/other']);
    expect(waits).toEqual([1000]);
  });

  it("pre-sets vite-react-ssg's data cache to a TTL record (an existing one is kept)", () => {
    const { win } = fakeWindow([]);
    let now = 0;
    installFetchPolicy(win, { now: () => now, sleep: async () => {} });
    const cache = win.__VITE_REACT_SSG_STATIC_LOADER_DATA__!;
    cache['/news'] = { news: {} };
    now = SPEC_FETCH_POLICY.ttlMs;
    expect(cache['/news']).toBeUndefined();
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

/**
 * SPEC §9 for what the site fetches at run time: a failed fetch is retried 3 times with the delay doubling from
 * 1 s up to a cap of 30 s, and cached entries unused for 5 minutes are dropped.
 *
 * The only run-time fetches of the shell are vite-react-ssg's static loader data (on client-side navigation it
 * fetches `/static-loader-data-manifest-{hash}.json`, then `/static-loader-data/{path}.{hash}.json`, and keeps
 * both on `window`). The library offers no hook, so instead of forking it, src/main.tsx installs this policy:
 * `window.fetch` is wrapped for those URLs only (retries, and a non-OK answer becomes a LoadFailure the error page
 * recognises), and the library's per-page data cache object is pre-set to a TTL record it then uses unchanged.
 * Clock and sleep are parameters, so the tests run the whole schedule instantly.
 */

export interface FetchPolicy {
  /** Attempts after the first one. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Cached entries not read for this long are dropped. */
  ttlMs: number;
}

export const SPEC_FETCH_POLICY: FetchPolicy = { retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000, ttlMs: 5 * 60_000 };

/** The waits before each retry: 1 s, 2 s, 4 s for the spec's policy (doubling, capped). */
export function retryDelays(policy: Pick<FetchPolicy, 'retries' | 'baseDelayMs' | 'maxDelayMs'>): number[] {
  return Array.from({ length: policy.retries }, (_, i) => Math.min(policy.baseDelayMs * 2 ** i, policy.maxDelayMs));
}

/** A download that failed for good (after the retries): the error page offers a retry. */
export class LoadFailure extends Error {
  override name = 'LoadFailure';
  constructor(readonly url: string, readonly status: number | null, options?: { cause?: unknown }) {
    super(status === null ? `Could not download ${url} (network error)` : `Could not download ${url} (HTTP ${status})`, options);
  }
}

/** Statuses worth another try: timeouts, rate limits, server and gateway errors. A 404 will not heal by waiting. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Also true for a page chunk that failed to download (the lazy import() of a route module). */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof LoadFailure) return true;
  if (!(error instanceof Error)) return false;
  return /Failed to fetch|dynamically imported module|Importing a module script failed|NetworkError/i.test(error.message);
}

export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
export type Sleep = (ms: number) => Promise<void>;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** fetch with the policy's retries; resolves with an OK response or rejects with a LoadFailure. */
export async function fetchWithRetry(
  fetchImpl: Fetch,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  { policy = SPEC_FETCH_POLICY, sleep }: { policy?: Pick<FetchPolicy, 'retries' | 'baseDelayMs' | 'maxDelayMs'>; sleep: Sleep },
): Promise<Response> {
  const delays = retryDelays(policy);
  const url = urlOf(input);
  for (let attempt = 0; ; attempt++) {
    let failure: LoadFailure;
    try {
      const response = await fetchImpl(input, init);
      if (response.ok) return response;
      failure = new LoadFailure(url, response.status);
      if (!isRetryableStatus(response.status)) throw failure;
    } catch (error) {
      if (error instanceof LoadFailure) throw error;
      failure = new LoadFailure(url, null, { cause: error });
    }
    const delay = delays[attempt];
    if (delay === undefined) throw failure;
    await sleep(delay);
  }
}

/**
 * A plain-object view (what vite-react-ssg reads and writes: `cache[pathname]`) over entries that expire when not
 * read for `ttlMs`. Reading refreshes an entry; writing also sweeps the expired ones, so the cache cannot grow
 * without bound in a long-lived tab.
 */
export function createTtlRecord<V>(ttlMs: number, now: () => number): Record<string, V> {
  const entries = new Map<string, { value: V; usedAt: number }>();
  const sweep = (at: number) => {
    for (const [key, entry] of entries) if (at - entry.usedAt >= ttlMs) entries.delete(key);
  };
  return new Proxy({} as Record<string, V>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (at - entry.usedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      entry.usedAt = at;
      return entry.value;
    },
    set(_target, key, value: V) {
      if (typeof key !== 'string') return false;
      const at = now();
      sweep(at);
      entries.set(key, { value, usedAt: at });
      return true;
    },
    has(_target, key) {
      return typeof key === 'string' && entries.has(key);
    },
    deleteProperty(_target, key) {
      if (typeof key === 'string') entries.delete(key);
      return true;
    },
    ownKeys() {
      return [...entries.keys()];
    },
    getOwnPropertyDescriptor(_target, key) {
      if (typeof key !== 'string' || !entries.has(key)) return undefined;
      return { configurable: true, enumerable: true, writable: true, value: entries.get(key)!.value };
    },
  });
}

/** The URLs of vite-react-ssg's static loader data (manifest and per-page files). */
export function isStaticLoaderData(url: string, origin: string): boolean {
  const parsed = new URL(url, origin);
  return parsed.origin === origin && parsed.pathname.startsWith('/static-loader-data');
}

interface PolicyWindow {
  fetch: Fetch;
  location: { origin: string };
  __VITE_REACT_SSG_STATIC_LOADER_DATA__?: Record<string, unknown>;
}

/** Installs the policy on `win` (the browser window in src/main.tsx; a stand-in in tests). */
export function installFetchPolicy(
  win: PolicyWindow,
  { policy = SPEC_FETCH_POLICY, now, sleep }: { policy?: FetchPolicy; now: () => number; sleep: Sleep },
): void {
  const original = win.fetch.bind(win);
  win.fetch = (input, init) =>
    isStaticLoaderData(urlOf(input), win.location.origin)
      ? fetchWithRetry(original, input, init, { policy, sleep })
      : original(input, init);
  win.__VITE_REACT_SSG_STATIC_LOADER_DATA__ ??= createTtlRecord(policy.ttlMs, now);
}

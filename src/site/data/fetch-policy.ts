/**
 * The spec's rule for what the site fetches at run time: a failed fetch is retried 3 times with the delay doubling from
 * 1 s up to a cap of 30 s. The built site fetches no page data at run time (navigation is a page load); what it does
 * fetch is an island's code, which islands/start.ts downloads again on these delays, and the status of dated sailings
 * (/status.json, status/use-status.ts, through fetchWithRetry). The error page (pages/ErrorPage.tsx) recognises a
 * download that failed for good.
 */
export interface FetchPolicy {
  /** Attempts after the first one. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const SPEC_FETCH_POLICY: FetchPolicy = { retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 };

/** The waits before each retry: 1 s, 2 s, 4 s for the spec's policy (doubling, capped). */
export function retryDelays(policy: FetchPolicy): number[] {
  return Array.from({ length: policy.retries }, (_, i) => Math.min(policy.baseDelayMs * 2 ** i, policy.maxDelayMs));
}

/** A download that failed for good (after the retries): the error page offers a retry. */
class LoadFailure extends Error {
  override name = 'LoadFailure';
  constructor(readonly url: string, readonly status: number | null, options?: { cause?: unknown }) {
    super(status === null ? `Could not download ${url} (network error)` : `Could not download ${url} (HTTP ${status})`, options);
  }
}

/** Also true for a page chunk that failed to download (the lazy import() of a route module). */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof LoadFailure) return true;
  if (!(error instanceof Error)) return false;
  return /Failed to fetch|dynamically imported module|Importing a module script failed|NetworkError/i.test(error.message);
}

/** Statuses worth another try: timeouts, rate limits, server and gateway errors. A 404 will not heal by waiting. */
function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
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
  { policy = SPEC_FETCH_POLICY, sleep }: { policy?: FetchPolicy; sleep: Sleep },
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

/**
 * SPEC §9 for what the site fetches at run time: a failed fetch is retried 3 times with the delay doubling from
 * 1 s up to a cap of 30 s. Since issue 26 the built site fetches no page data at run time (navigation is a page
 * load); what it does fetch is an island's code, which islands/start.ts downloads again on these delays. The error
 * page (pages/ErrorPage.tsx) recognises a download that failed for good.
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
export class LoadFailure extends Error {
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

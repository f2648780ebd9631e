/**
 * The one clock. Logic never calls it: a pipeline run, a query and a page take `now` (or a build date) as a
 * parameter, and only the edges read the real time through `systemClock` — the CLIs, the site's `useNow` hook
 * (src/site/use-now.ts) and the fetch policy's cache timer. Tests pass a fixed clock.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The two seams between the site and the dev server (scripts/dev.ts), both inert in a build.
 *
 * Server side: `npm run dev` runs the data pipeline in its own process and keeps the graph in memory; the page
 * loaders (graph.server.ts) take it from here instead of reading generated/graph.json, so an edit under data/ is
 * seen on the next request without writing generated/. The key is a registered symbol because the dev server and
 * Vite's SSR module runner each hold their own copy of this module.
 *
 * Browser side: after a data/ save the dev client re-runs the loaders of the open page (React Router's
 * `revalidate()`); routes that skip revalidation when only the query string changes (routes.tsx) must not skip
 * that one, so the client raises a flag while it runs. It also waits for DevHydrationMark: React Router's
 * RouterProvider only subscribes to the router when hydration commits, and a revalidation that ends before that is
 * never rendered.
 */
import { useEffect } from 'react';
import type { Graph } from '../../graph/types';

const GRAPH_KEY = Symbol.for('ferry.devGraph');
export const DEV_REFRESH_FLAG = '__FERRY_DEV_DATA_REFRESH__';
export const DEV_HYDRATED_FLAG = '__FERRY_DEV_HYDRATED__';

/** The dev server's current graph; rejects (with the data errors) when data/ has never passed the check. */
export type DevGraphSource = () => Promise<Graph>;

export function provideDevGraph(source: DevGraphSource | undefined): void {
  (globalThis as Record<symbol, unknown>)[GRAPH_KEY] = source;
}

export function devGraphSource(): DevGraphSource | undefined {
  return (globalThis as Record<symbol, unknown>)[GRAPH_KEY] as DevGraphSource | undefined;
}

/** True only in the dev server's browser page, while the dev client reloads the page's data after a save. */
export function isDevDataRefresh(): boolean {
  if (!import.meta.env.DEV || typeof window === 'undefined') return false;
  return (window as unknown as Record<string, unknown>)[DEV_REFRESH_FLAG] === true;
}

/**
 * Renders nothing; under `npm run dev` it records that the app has hydrated (its effect runs after the commit,
 * so after RouterProvider's layout effect has subscribed to the router). A no-op in a build.
 */
export function DevHydrationMark(): null {
  useEffect(() => {
    if (import.meta.env.DEV) (window as unknown as Record<string, unknown>)[DEV_HYDRATED_FLAG] = true;
  }, []);
  return null;
}

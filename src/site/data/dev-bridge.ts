/**
 * The seam between the site and the dev server (scripts/dev.ts), inert in a build: `npm run dev` runs the data
 * pipeline in its own process and keeps the graph in memory; the page loaders (graph.server.ts) take it from here
 * instead of reading generated/graph.json, so an edit under data/ is seen on the next request without writing
 * generated/. The key is a registered symbol because the dev server and Vite's SSR module runner each hold their own
 * copy of this module.
 */
import type { Graph } from '../../graph/types';

const GRAPH_KEY = Symbol.for('ferry.devGraph');

/** The dev server's current graph; rejects (with the data errors) when data/ has never passed the check. */
export type DevGraphSource = () => Promise<Graph>;

export function provideDevGraph(source: DevGraphSource | undefined): void {
  (globalThis as Record<symbol, unknown>)[GRAPH_KEY] = source;
}

export function devGraphSource(): DevGraphSource | undefined {
  return (globalThis as Record<symbol, unknown>)[GRAPH_KEY] as DevGraphSource | undefined;
}

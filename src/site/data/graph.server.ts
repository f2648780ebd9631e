/**
 * Build-time access to the graph (generated/graph.json, written by `npm run data:check`).
 *
 * Server only: page loaders import this module dynamically behind `import.meta.ssr`, and vite.config.ts replaces it
 * with a stub in the client build, so the whole graph can never land in client JavaScript.
 */
import { readGraph } from '../../graph/graph-file.server';
import type { Graph } from '../../graph/types';
import { devGraphSource } from './dev-bridge';

let cached: Promise<Graph> | null = null;

/** The graph, read once per build process (every page render shares it). */
export function loadGraph(): Promise<Graph> {
  // `npm run dev` keeps the graph in memory and rebuilds it on every save under data/ (src/site/data/dev-bridge.ts).
  const dev = devGraphSource();
  if (dev) return dev();
  if (!cached) {
    // Read again on the next call after a failure (a dev server started before the first data:check).
    cached = Promise.resolve().then(() => readGraph());
    cached.catch(() => { cached = null; });
  }
  return cached;
}

/**
 * Build-time access to the graph (generated/graph.json, written by `npm run data:check`).
 *
 * Server only: page loaders import this module dynamically behind `import.meta.ssr`, and vite.config.ts replaces it
 * with a stub in the client build, so the whole graph can never land in client JavaScript.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Graph } from '../../graph/types';
import { devGraphSource } from './dev-bridge';

/** Relative to the project root: the build (and vite-react-ssg's SSR bundle) runs from there. */
const GRAPH_PATH = 'generated/graph.json';

let cached: Promise<Graph> | null = null;

/** The graph, read once per build process (every page render shares it). */
export function loadGraph(): Promise<Graph> {
  // `npm run dev` keeps the graph in memory and rebuilds it on every save under data/ (src/site/data/dev-bridge.ts).
  const dev = devGraphSource();
  if (dev) return dev();
  cached ??= readFile(resolve(process.cwd(), GRAPH_PATH), 'utf8').then(
    (text) => JSON.parse(text) as Graph,
    (error: NodeJS.ErrnoException) => {
      cached = null;
      if (error.code === 'ENOENT') {
        throw new Error(`${GRAPH_PATH} is missing: run \`npm run data:check\` first (npm run build does)`);
      }
      throw error;
    },
  );
  return cached;
}

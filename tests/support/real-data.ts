/**
 * The graph of the shipped data (data/), built in the test by the real pipeline — never read from
 * generated/graph.json, so a test on the real network runs on a fresh clone too, and always on the data it is
 * committed with. Built once per test file.
 */
import type { Graph } from '../../src/graph/types';
import { runPipeline } from '../../src/pipeline/run';

/** A fixed build date inside the feed window, so the data check's date-dependent notices do not drift. */
export const SHIPPED_BUILD_DATE = '2026-11-25';

let graph: Graph | null = null;

export function shippedGraph(): Graph {
  if (!graph) {
    const result = runPipeline({ dataDir: 'data', buildDate: SHIPPED_BUILD_DATE });
    if (!result.graph || result.counts.error > 0) throw new Error(`the shipped data has ${result.counts.error} errors: run npm run data:check`);
    graph = result.graph;
  }
  return graph;
}

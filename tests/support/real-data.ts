/**
 * The real data: data/, or the folder FERRY_DATA_DIR names. Tests that check that the code holds on whatever data
 * the maintainers commit — every file accepted by the JSON Schemas, the feed read back by node-gtfs, the engine's
 * answers consistent with the graph — read it through here, and take their expectations from it, never from its
 * current figures. tests/maintainer/ runs exactly these files (the ones importing this module) on edited copies
 * of data/ with FERRY_DATA_DIR set, to prove that a data change data:check --strict accepts passes them.
 * The graph is built in the test by the real pipeline — never read from generated/graph.json — so it is always the
 * graph of the data the test runs on. Built once per test file.
 */
import type { Graph } from '../../src/graph/types';
import { runPipeline } from '../../src/pipeline/run';

export const REAL_DATA_DIR = process.env.FERRY_DATA_DIR || 'data';

/** A fixed build date, so the data check's date-dependent notices do not drift with the clock. */
export const REAL_BUILD_DATE = '2026-11-25';

let graph: Graph | null = null;

export function realGraph(): Graph {
  if (!graph) {
    const result = runPipeline({ dataDir: REAL_DATA_DIR, buildDate: REAL_BUILD_DATE });
    if (!result.graph || result.counts.error > 0) throw new Error(`${REAL_DATA_DIR} has ${result.counts.error} errors: run npm run data:check`);
    graph = result.graph;
  }
  return graph;
}

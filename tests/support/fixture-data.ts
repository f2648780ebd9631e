/**
 * Data folders made from a fixture of tests/fixtures/ that lays its files over the valid set (tests/fixtures/valid),
 * as the invalid fixtures do, and the graph the real pipeline builds from one. Tests of code take their expected
 * values from these, never from the shipped data (docs/architecture.md › Facts, not copies).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Graph } from '../../src/graph/types';
import { runPipeline, type PipelineResult } from '../../src/pipeline/run';
import { copyFixtureData } from './fixture-copy';

/** Inside every fixture's feed window; the date the fixtures' review dates and "years of service" are written for. */
export const FIXTURE_BUILD_DATE = '2026-11-25';

export { cleanupFixtureCopies, copyFixtureData } from './fixture-copy';

/** The whole data check on a data folder; fails the test on an error, since a fixture must build. */
export function checkData(dataDir: string, buildDate = FIXTURE_BUILD_DATE): PipelineResult & { graph: Graph } {
  const result = runPipeline({ dataDir, buildDate });
  if (!result.graph) {
    const errors = result.notices.filter((n) => n.severity === 'error').map((n) => `${n.file}:${n.line}:${n.col} ${n.code} ${n.message}`);
    throw new Error(`the data in ${dataDir} has errors:\n${errors.join('\n')}`);
  }
  return result as PipelineResult & { graph: Graph };
}

const graphs = new Map<string, Graph>();

/** The graph of a fixture, built once per test file. */
export function fixtureGraph(name: string): Graph {
  if (!graphs.has(name)) {
    const dir = copyFixtureData(name);
    try {
      graphs.set(name, checkData(dir).graph);
    } finally {
      // Not left for cleanupFixtureCopies: the graph is all that is kept (removing it twice is harmless).
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  }
  return graphs.get(name)!;
}

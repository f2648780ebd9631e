/**
 * Data folders made from a fixture of tests/fixtures/ that lays its files over the valid set (tests/fixtures/valid),
 * as the invalid fixtures do, and the graph the real pipeline builds from one. Tests of code take their expected
 * values from these, never from the shipped data (docs/architecture.md › Facts, not copies).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Graph } from '../../src/graph/types';
import { runPipeline, type PipelineResult } from '../../src/pipeline/run';

/** Inside every fixture's feed window; the date the fixtures' review dates and "years of service" are written for. */
export const FIXTURE_BUILD_DATE = '2026-11-25';

const copies: string[] = [];

/** A fresh copy of the fixture's data folder (the valid set with the fixture laid over it); removed by cleanupFixtureCopies. */
export function copyFixtureData(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `fixture-${name}-`));
  copies.push(root);
  const dir = join(root, 'data');
  const notData = (src: string) => !src.endsWith('README.md');
  cpSync('tests/fixtures/valid', dir, { recursive: true, filter: notData });
  cpSync(join('tests/fixtures', name), dir, { recursive: true, filter: notData });
  return dir;
}

export function cleanupFixtureCopies(): void {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
}

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
      rmSync(join(dir, '..'), { recursive: true, force: true });
      copies.splice(copies.indexOf(join(dir, '..')), 1);
    }
  }
  return graphs.get(name)!;
}

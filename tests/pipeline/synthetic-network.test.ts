/** The benchmark's synthetic network: deterministic, as large as asked, and clean data for the pipeline. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/run';
import { generateGraph, generateNetwork, writeNetwork } from '../../scripts/lib/synthetic-network';
import { tripsOf } from '../../src/graph/trips';

const options = { ports: 60, trips: 3_000, seed: 7, timetablesPerFile: 40 };

describe('synthetic network', () => {
  it('the same seed gives the same YAML; another seed another network', () => {
    const a = generateNetwork(options);
    expect(generateNetwork(options).files).toEqual(a.files);
    expect(generateNetwork({ ...options, seed: 8 }).files).not.toEqual(a.files);
    expect(a.stats.ports).toBe(60);
    expect(a.stats.trips).toBeGreaterThanOrEqual(3_000);
  });

  it('written as a data folder, passes the pipeline with no error or warning, and matches generateGraph', () => {
    const dir = mkdtempSync(join(tmpdir(), 'network-'));
    try {
      writeNetwork(dir, generateNetwork(options));
      const result = runPipeline({ dataDir: dir, buildDate: '2026-03-01' });
      expect(result.notices.filter((n) => n.severity !== 'info')).toEqual([]);
      const trips = result.graph!.routes.reduce((n, t) => n + tripsOf(t).length, 0);
      expect(trips).toBeGreaterThanOrEqual(3_000);
      const graph = generateGraph(options);
      expect(graph.routes.map((t) => tripsOf(t).length)).toEqual(result.graph!.routes.map((t) => tripsOf(t).length));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

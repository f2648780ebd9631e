/**
 * `npm run bench:data` — the data pipeline on a synthetic national network (scripts/lib/synthetic-network.ts:
 * ≥1,000 ports, ≥100,000 weekly trips) written as YAML in a temporary data folder. Measured in the same run:
 *   - a bare YAML parse of the same files (readFileSync + YAML.parse, one thread) — the yardstick;
 *   - the full pipeline without writing (load + validate + normalise + every check), as `npm run data:check` runs it.
 * Each figure is the median of ROUNDS runs. Budget: pipeline ≤ 3× the bare parse and under 5 s.
 * Options: --ports N --trips N --seed N --rounds N.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { CHECKS } from '../src/pipeline/checks';
import { COLLECTION_NAMES, emptyDataset } from '../src/pipeline/dataset';
import { raiseLimitsForBenchmark } from '../src/pipeline/input/limits';
import { loadDataDir } from '../src/pipeline/load';
import { normalise } from '../src/pipeline/normalise';
import { pipelineClock, runPipeline } from '../src/pipeline/run';
import type { CheckContext } from '../src/pipeline/types';
import { validateFile } from '../src/pipeline/validate';
import { generateNetwork, writeNetwork } from './lib/synthetic-network';

const { values } = parseArgs({
  options: {
    ports: { type: 'string', default: '1000' },
    trips: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '20121' },
    rounds: { type: 'string', default: '3' },
  },
});
const ROUNDS = Number(values.rounds);
const BUILD_DATE = '2026-03-01';
// The synthetic network is far larger than the data folder may be (docs/data.md › Input contract): lift those limits.
raiseLimitsForBenchmark({
  fileBytes: 1024 ** 3, totalBytes: 1024 ** 3, folderEntries: 1e6, valuesPerFile: 1e8, valuesTotal: 1e8,
  tripRowsPerFile: 1e7, tripRowsTotal: 1e7, mappingEntries: 1e6,
});
const RATIO_BUDGET = 3;
const SECONDS_BUDGET = 5;

const ms = (t: number) => `${Math.round(t).toLocaleString('en-US')} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const network = generateNetwork({ ports: Number(values.ports), trips: Number(values.trips), seed: Number(values.seed) });
const dir = mkdtempSync(join(tmpdir(), 'bench-data-'));
try {
  writeNetwork(dir, network);
  const { stats } = network;
  console.log(`synthetic network (seed ${values.seed}): ${stats.ports.toLocaleString('en-US')} ports, `
    + `${stats.timetables.toLocaleString('en-US')} timetables, ${stats.rows.toLocaleString('en-US')} rows, `
    + `${stats.trips.toLocaleString('en-US')} weekly trips — ${stats.files} files, ${(stats.bytes / 1024 / 1024).toFixed(2)} MB of YAML`);

  const rels = [...network.files.keys()];
  const bare: number[] = [];
  const pipeline: number[] = [];
  let counts = { error: 0, warning: 0, info: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(time(() => {
      for (const rel of rels) parse(readFileSync(join(dir, rel), 'utf8'));
    }));
    pipeline.push(time(() => {
      counts = runPipeline({ dataDir: dir, buildDate: BUILD_DATE }).counts;
    }));
  }

  // One more run, stage by stage, to show where the time goes.
  const stages: [string, number][] = [];
  let loaded!: ReturnType<typeof loadDataDir>;
  stages.push(['load (read + parse YAML)', time(() => { loaded = loadDataDir(dir, 'data'); })]);
  const data = emptyDataset();
  stages.push(['validate (zod)', time(() => {
    for (const file of loaded.files) {
      const result = validateFile(file);
      if (result.ok) (data[file.collection] as { file: string; value: unknown }[]).push({ file: file.file, value: result.value });
    }
  })]);
  let built!: ReturnType<typeof normalise>;
  stages.push(['normalise (graph)', time(() => { built = normalise(data); })]);
  const complete = Object.fromEntries(COLLECTION_NAMES.map((n) => [n, true])) as CheckContext['complete'];
  const ctx: CheckContext = { data, graph: built.graph, index: built.index, buildDate: BUILD_DATE, now: pipelineClock(BUILD_DATE), complete };
  stages.push([`checks (${CHECKS.length})`, time(() => { for (const check of CHECKS) check.run(ctx); })]);

  const bareMs = median(bare);
  const pipelineMs = median(pipeline);
  const ratio = pipelineMs / bareMs;
  console.log(`notices on this data: ${counts.error} errors, ${counts.warning} warnings, ${counts.info} infos`);
  console.log(`median of ${ROUNDS} runs:`);
  console.log(`  bare YAML parse (readFileSync + yaml.parse)   ${ms(bareMs)}`);
  console.log(`  pipeline (load, validate, normalise, checks)  ${ms(pipelineMs)}   ${ratio.toFixed(2)}× the bare parse`);
  console.log('one run by stage:');
  for (const [name, t] of stages) console.log(`  ${name.padEnd(45)} ${ms(t)}`);
  const ratioOk = ratio <= RATIO_BUDGET;
  const timeOk = pipelineMs < SECONDS_BUDGET * 1000;
  console.log(`budget: ≤ ${RATIO_BUDGET}× the bare parse ${ratioOk ? 'MET' : 'MISSED'} (${ratio.toFixed(2)}×); `
    + `< ${SECONDS_BUDGET} s ${timeOk ? 'MET' : 'MISSED'} (${(pipelineMs / 1000).toFixed(2)} s)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

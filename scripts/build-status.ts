/**
 * `tsx scripts/build-status.ts [--graph generated/graph.json] [--out dist]`: the build's status stage — /status.json
 * and the GTFS-Realtime trip updates from the graph, stamped with the build's instant (SOURCE_DATE_EPOCH, which
 * scripts/build.ts sets for every stage, else the clock, read once here). `npm run status:publish` rewrites the same
 * files later without a rebuild (scripts/status/publish.ts).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Graph } from '../src/graph/types';
import { buildInstant } from '../src/site/data/build-time';
import { describeOutput, statusOutput, StatusWriteError, writeStatusFiles } from './status/files';

const { values } = parseArgs({ options: { graph: { type: 'string', default: 'generated/graph.json' }, out: { type: 'string', default: 'dist' } } });
const graph = JSON.parse(readFileSync(values.graph, 'utf8')) as Graph;
const output = statusOutput(graph, buildInstant());
try {
  writeStatusFiles(values.out, output);
  console.log(`${values.out}/: ${describeOutput(graph, output)}`);
} catch (error) {
  if (!(error instanceof StatusWriteError)) throw error;
  console.error(`status: ${error.message}`);
  process.exitCode = 1;
}

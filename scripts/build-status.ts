/**
 * `tsx scripts/build-status.ts [--graph generated/graph.json] [--out dist]`: the build's status stage — /status.json
 * and the GTFS-Realtime trip updates from the graph, stamped with the build's instant (SOURCE_DATE_EPOCH, which
 * scripts/build.ts sets for every stage, else the clock, read once here). `npm run status:publish` rewrites the same
 * files later without a rebuild (scripts/status/publish.ts).
 */
import { parseArgs } from 'node:util';
import { buildInstant } from '../src/time/build-instant';
import { describeOutput, statusOutput, StatusWriteError, writeStatusFiles } from './status/files';
import { GRAPH_PATH, readGraph } from '../src/graph/graph-file.server';

const { values } = parseArgs({ options: { graph: { type: 'string', default: GRAPH_PATH }, out: { type: 'string', default: 'dist' } } });
const graph = readGraph(values.graph);
const output = statusOutput(graph, buildInstant());
try {
  writeStatusFiles(values.out, output);
  console.log(`${values.out}/: ${describeOutput(graph, output)}`);
} catch (error) {
  if (!(error instanceof StatusWriteError)) throw error;
  console.error(`status: ${error.message}`);
  process.exitCode = 1;
}

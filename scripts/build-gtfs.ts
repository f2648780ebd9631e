/**
 * Publishes the timetable as a GTFS static feed: generated/graph.json → dist/gtfs.zip (byte-identical for the same
 * graph). The data rules (validity window, coordinates, speeds) are the data check's, which runs first in
 * `npm run build`; this refuses, with exit code 1 and one line per problem, when the files would break a GTFS
 * format rule.
 * Usage: tsx scripts/build-gtfs.ts [--date yyyy-MM-dd] [--graph generated/graph.json] [--out dist/gtfs.zip]
 *   --date  the build date the validity window is checked against (default: today in Asia/Manila).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Graph } from '../src/graph/types';
import { manilaDate, systemClock } from '../src/graph/time';
import { publishFeed } from '../src/gtfs/publish';

function option(name: string, fallback: () => string): string {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  if (at === -1) return fallback();
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) fail(`${name} needs a value`);
  return value;
}

function fail(message: string): never {
  console.error(`build-gtfs: ${message}`);
  process.exit(1);
}

// The one place that reads the clock: the edge of the program, in the operator's zone.
const buildDate = option('--date', () => manilaDate(systemClock()));
const graphPath = option('--graph', () => 'generated/graph.json');
const outPath = option('--out', () => 'dist/gtfs.zip');
if (!/^\d{4}-\d{2}-\d{2}$/.test(buildDate)) fail(`--date "${buildDate}" must be yyyy-MM-dd`);
if (!existsSync(graphPath)) fail(`${graphPath} not found: run \`npm run data:check\` first`);

const graph = JSON.parse(readFileSync(graphPath, 'utf8')) as Graph;
const result = publishFeed(graph, buildDate);
for (const problem of result.problems) (problem.severity === 'error' ? console.error : console.warn)(problem.text);
if (!result.zip || !result.files) {
  const errors = result.problems.filter((p) => p.severity === 'error').length;
  fail(`${outPath} not written: ${errors} error${errors === 1 ? '' : 's'} above (build date ${buildDate})`);
}

mkdirSync(dirname(outPath), { recursive: true });
const tmp = `${outPath}.tmp`;
writeFileSync(tmp, result.zip);
renameSync(tmp, outPath); // atomic: a reader never sees half a zip
const rows = Object.entries(result.files).map(([name, text]) => `${name.replace('.txt', '')} ${text!.split('\n').length - 2}`);
console.log(`${outPath}: ${result.zip.length} bytes, valid ${graph.site.feed!.startDate} … ${graph.site.feed!.endDate} (${rows.join(', ')})`);

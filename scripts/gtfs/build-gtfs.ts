/**
 * Publishes the timetable as a GTFS static feed: generated/graph.json → dist/gtfs.zip (byte-identical for the same
 * graph). The data rules (validity window, coordinates, speeds) are the data check's, which runs first in
 * `npm run build`; this refuses, with exit code 1 and one line per problem, when the files would break a GTFS
 * format rule. The GTFS-Realtime files beside it (service alerts, trip updates) are the status stage's
 * (scripts/status/files.ts): `npm run status:publish` rewrites them without a rebuild.
 * Usage: tsx scripts/build-gtfs.ts [--date yyyy-MM-dd] [--graph generated/graph.json] [--out dist/gtfs.zip]
 *   --date  the build date the validity window is checked against (default: the build's day in Asia/Manila).
 * The build's instant is SOURCE_DATE_EPOCH when set (scripts/build.ts sets it for every stage), else the clock.
 * A function (argv, env, output in; exit code out), so tests run it in-process; scripts/build-gtfs.ts calls it.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { manilaDate } from '../../src/time';
import { publishFeed } from '../../src/gtfs/publish';
import { buildInstant } from '../../src/time/build-instant';
import { GRAPH_PATH, readGraph } from '../../src/graph/graph-file.server';

export interface Output { log(line: string): void; warn(line: string): void; error(line: string): void }

class Usage extends Error {}

/** Atomic: a reader never sees half a file. */
function write(path: string, content: Uint8Array | string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, content);
  renameSync(`${path}.tmp`, path);
}

export function buildGtfs(argv: readonly string[], env: Record<string, string | undefined>, out: Output): number {
  const option = (name: string, fallback: () => string): string => {
    const at = argv.indexOf(name);
    if (at === -1) return fallback();
    const value = argv[at + 1];
    if (value === undefined || value.startsWith('--')) throw new Usage(`${name} needs a value`);
    return value;
  };
  try {
    // The one place that reads the clock: the edge of the program. The day is the operator's (Asia/Manila).
    const now = buildInstant(env);
    const buildDate = option('--date', () => manilaDate(now));
    const graphPath = option('--graph', () => GRAPH_PATH);
    const outPath = option('--out', () => 'dist/gtfs.zip');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(buildDate)) throw new Usage(`--date "${buildDate}" must be yyyy-MM-dd`);
    if (!existsSync(graphPath)) throw new Usage(`${graphPath} not found: run \`npm run data:check\` first`);

    const graph = readGraph(graphPath);
    const result = publishFeed(graph, buildDate);
    for (const problem of result.problems) (problem.severity === 'error' ? out.error : out.warn)(problem.text);
    if (!result.zip || !result.files) {
      const errors = result.problems.filter((p) => p.severity === 'error').length;
      throw new Usage(`${outPath} not written: ${errors} error${errors === 1 ? '' : 's'} above (build date ${buildDate})`);
    }
    write(outPath, result.zip);
    const rows = Object.entries(result.files).map(([name, text]) => `${name.replace('.txt', '')} ${text!.split('\n').length - 2}`);
    out.log(`${outPath}: ${result.zip.length} bytes, valid ${graph.site.feed!.startDate} … ${graph.site.feed!.endDate} (${rows.join(', ')})`);

    return 0;
  } catch (error) {
    if (!(error instanceof Usage)) throw error;
    out.error(`build-gtfs: ${error.message}`);
    return 1;
  }
}

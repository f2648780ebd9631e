/**
 * Publishes the timetable as a GTFS static feed: generated/graph.json → dist/gtfs.zip (byte-identical for the same
 * graph). The data rules (validity window, coordinates, speeds) are the data check's, which runs first in
 * `npm run build`; this refuses, with exit code 1 and one line per problem, when the files would break a GTFS
 * format rule. Then the advisories as GTFS-Realtime service alerts next to it: gtfs-rt/alerts.pb and its JSON
 * twin alerts.json (src/gtfs/realtime/), stamped with the build's instant (byte-identical for the same graph and
 * instant).
 * Usage: tsx scripts/build-gtfs.ts [--date yyyy-MM-dd] [--graph generated/graph.json] [--out dist/gtfs.zip]
 *   --date  the build date the validity window is checked against (default: the build's day in Asia/Manila).
 * The build's instant is SOURCE_DATE_EPOCH when set (scripts/build.ts sets it for every stage), else the clock.
 * A function (argv, env, output in; exit code out), so tests run it in-process; scripts/build-gtfs.ts calls it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Graph } from '../../src/graph/types';
import { manilaDate } from '../../src/graph/time';
import { publishFeed } from '../../src/gtfs/publish';
import { alertsJson, buildAlertsFeed, encodeAlerts } from '../../src/gtfs/realtime/alerts';
import { buildInstant } from '../../src/site/data/build-time';

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
    const graphPath = option('--graph', () => 'generated/graph.json');
    const outPath = option('--out', () => 'dist/gtfs.zip');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(buildDate)) throw new Usage(`--date "${buildDate}" must be yyyy-MM-dd`);
    if (!existsSync(graphPath)) throw new Usage(`${graphPath} not found: run \`npm run data:check\` first`);

    const graph = JSON.parse(readFileSync(graphPath, 'utf8')) as Graph;
    const result = publishFeed(graph, buildDate);
    for (const problem of result.problems) (problem.severity === 'error' ? out.error : out.warn)(problem.text);
    if (!result.zip || !result.files) {
      const errors = result.problems.filter((p) => p.severity === 'error').length;
      throw new Usage(`${outPath} not written: ${errors} error${errors === 1 ? '' : 's'} above (build date ${buildDate})`);
    }
    write(outPath, result.zip);
    const rows = Object.entries(result.files).map(([name, text]) => `${name.replace('.txt', '')} ${text!.split('\n').length - 2}`);
    out.log(`${outPath}: ${result.zip.length} bytes, valid ${graph.site.feed!.startDate} … ${graph.site.feed!.endDate} (${rows.join(', ')})`);

    // Service alerts, next to the zip (dist/gtfs-rt/): the advisories that have not ended at the build's instant.
    const alerts = buildAlertsFeed(graph, now);
    const pb = encodeAlerts(alerts.message);
    const alertsPath = join(dirname(outPath), 'gtfs-rt', 'alerts.pb');
    write(alertsPath, pb);
    write(alertsPath.replace(/\.pb$/, '.json'), alertsJson(pb));
    const leftOut = (reason: string) => alerts.leftOut.filter((a) => a.reason === reason).length;
    out.log(`${alertsPath}: ${pb.length} bytes, ${alerts.published.length} alert${alerts.published.length === 1 ? '' : 's'}` +
      ` (left out: ${leftOut('expired')} ended by ${now.toISOString()}, ${leftOut('no_entity')} naming no stop or route of the feed)`);
    return 0;
  } catch (error) {
    if (!(error instanceof Usage)) throw error;
    out.error(`build-gtfs: ${error.message}`);
    return 1;
  }
}

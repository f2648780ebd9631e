/**
 * The status files of a site: /status.json for the pages and, for trip planners, the GTFS-Realtime trip
 * updates (/gtfs-rt/trip-updates.pb and its JSON twin) and service alerts (/gtfs-rt/alerts.pb and its twin: the
 * advisories and the suspensions, which status:publish must publish without a rebuild), from the graph and one instant. The build writes them
 * (scripts/build-status.ts, a stage of `npm run build`) and `npm run status:publish` rewrites only them in a built
 * dist/ (./publish.ts). Deterministic: the same graph and instant give the same bytes (the reproducible-build check
 * compares them with the rest of dist/).
 */
import { createHash } from 'node:crypto';
import { existsSync, linkSync, lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Graph } from '../../src/graph/types';
import { tripsOf } from '../../src/graph/trips';
import { manilaMoment } from '../../src/time';
import { buildAlertsFeed, encodeAlerts } from '../../src/gtfs/realtime/alerts';
import { feedJson } from '../../src/gtfs/realtime/message';
import { buildTripUpdatesFeed, encodeTripUpdates } from '../../src/gtfs/realtime/trip-updates';
import { stableStringify } from '../../src/pipeline/stable-json';
import { STATUS_FILE_VERSION, statusJson } from '../../src/status/file';

/** dist-relative paths, written in this order (status.json last: pages read it, trip planners the others). */
const STATUS_FILES = ['gtfs-rt/alerts.pb', 'gtfs-rt/alerts.json', 'gtfs-rt/trip-updates.pb', 'gtfs-rt/trip-updates.json', 'status.json'] as const;

/**
 * A digest of the sailings statuses are checked against — each route's ports, mode and weekly trips, not where the
 * data states them (provenance names the data folder) — what status:publish compares before publishing.
 */
export function timetablesDigest(graph: Pick<Graph, 'routes'>): string {
  const sailings = graph.routes.map((t) => ({ id: t.id, from: t.from, to: t.to, mode: t.mode, trips: tripsOf(t) }));
  return `sha256:${createHash('sha256').update(stableStringify(sailings)).digest('hex').slice(0, 32)}`;
}

export interface StatusOutput {
  files: Map<(typeof STATUS_FILES)[number], Uint8Array | string>;
  /** What the trip updates carry and leave out (for the summary line). */
  published: string[];
  leftOut: number;
  /** What the service alerts carry (ids) and leave out (ended, or naming nothing of gtfs.zip). */
  alerts: { published: string[]; leftOut: { id: string; reason: 'expired' | 'no_entity' }[] };
}

export function statusOutput(graph: Graph, now: Date): StatusOutput {
  const feed = buildTripUpdatesFeed(graph, now);
  const pb = encodeTripUpdates(feed.message);
  const alerts = buildAlertsFeed(graph, now);
  const alertsPb = encodeAlerts(alerts.message);
  const json = statusJson({
    version: STATUS_FILE_VERSION, asOf: manilaMoment(now.getTime()).iso, timetables: timetablesDigest(graph), sailings: graph.status,
    suspensions: graph.suspensions,
  });
  const files = new Map<(typeof STATUS_FILES)[number], Uint8Array | string>([
    ['gtfs-rt/alerts.pb', alertsPb], ['gtfs-rt/alerts.json', feedJson(alertsPb)],
    ['gtfs-rt/trip-updates.pb', pb], ['gtfs-rt/trip-updates.json', feedJson(pb)], ['status.json', json],
  ]);
  return { files, published: feed.published, leftOut: feed.leftOut.length, alerts: { published: alerts.published, leftOut: alerts.leftOut } };
}

/**
 * The status files published together or not at all: every file is staged first (`name.tmp` beside it), and only
 * when all are written are they renamed into place, status.json last (pages read it; trip planners the others). A
 * failure changes nothing published and leaves no `.tmp` behind: a write that fails removes what was staged; a
 * rename that fails (a folder in the file's place) puts back the files already replaced, from the links kept to
 * them (`name.old`) until every rename is done. Throws a StatusWriteError naming what failed, in one line.
 */
export function writeStatusFiles(dist: string, output: StatusOutput): void {
  const paths = STATUS_FILES.map((name) => join(dist, name));
  const staged: string[] = [];
  const kept: string[] = [];
  const replaced: string[] = [];
  let step = '';
  try {
    for (const [i, path] of paths.entries()) {
      step = `write ${STATUS_FILES[i]}`;
      mkdirSync(dirname(path), { recursive: true });
      staged.push(`${path}.tmp`);
      writeFileSync(`${path}.tmp`, output.files.get(STATUS_FILES[i]!)!);
    }
    for (const [i, path] of paths.entries()) {
      step = `replace ${STATUS_FILES[i]}`;
      if (existsSync(path) && !lstatSync(path).isDirectory()) {
        rmSync(`${path}.old`, { force: true });
        linkSync(path, `${path}.old`);
        kept.push(path);
      }
      renameSync(`${path}.tmp`, path);
      replaced.push(path);
    }
  } catch (error) {
    for (const path of replaced.reverse()) {
      if (kept.includes(path)) renameSync(`${path}.old`, path);
      else rmSync(path, { force: true });
    }
    // Only what this run wrote: a file, never a folder someone left at the same name.
    for (const file of staged) if (existsSync(file) && lstatSync(file).isFile()) rmSync(file);
    for (const path of kept) rmSync(`${path}.old`, { force: true });
    throw new StatusWriteError(`could not ${step} in ${dist}/: ${(error as Error).message.split('\n')[0]}`);
  }
  for (const path of kept) rmSync(`${path}.old`, { force: true });
}

/** A status file could not be written or put in place; nothing published changed. */
export class StatusWriteError extends Error {}

/**
 * "status.json 152 bytes, 1 sailing, 0 suspensions; gtfs-rt/trip-updates.pb 58 bytes, 1 trip update (0 left out);
 * gtfs-rt/alerts.pb 15 bytes, 0 alerts (0 left out)".
 */
export function describeOutput(graph: Pick<Graph, 'status' | 'suspensions'>, output: StatusOutput): string {
  const size = (name: (typeof STATUS_FILES)[number]) => {
    const content = output.files.get(name)!;
    return typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  };
  const n = graph.status.length;
  const u = graph.suspensions.length;
  const t = output.published.length;
  const a = output.alerts.published.length;
  return `status.json ${size('status.json')} bytes, ${n} sailing${n === 1 ? '' : 's'}, ${u} suspension${u === 1 ? '' : 's'}; `
    + `gtfs-rt/trip-updates.pb ${size('gtfs-rt/trip-updates.pb')} bytes, ${t} trip update${t === 1 ? '' : 's'} (${output.leftOut} left out); `
    + `gtfs-rt/alerts.pb ${size('gtfs-rt/alerts.pb')} bytes, ${a} alert${a === 1 ? '' : 's'} (${output.alerts.leftOut.length} left out)`;
}

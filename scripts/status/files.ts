/**
 * The status files of a site (issue 27): /status.json for the pages and, for trip planners, the GTFS-Realtime trip
 * updates (/gtfs-rt/trip-updates.pb and its JSON twin) and service alerts (/gtfs-rt/alerts.pb and its twin: the
 * advisories and the suspensions, which status:publish must publish without a rebuild), from the graph and one instant. The build writes them
 * (scripts/build-status.ts, a stage of `npm run build`) and `npm run status:publish` rewrites only them in a built
 * dist/ (./publish.ts). Deterministic: the same graph and instant give the same bytes (the reproducible-build check
 * compares them with the rest of dist/).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Graph } from '../../src/graph/types';
import { manilaMoment } from '../../src/graph/time';
import { buildAlertsFeed, encodeAlerts } from '../../src/gtfs/realtime/alerts';
import { feedJson } from '../../src/gtfs/realtime/message';
import { buildTripUpdatesFeed, encodeTripUpdates } from '../../src/gtfs/realtime/trip-updates';
import { stableStringify } from '../../src/pipeline/stable-json';
import { STATUS_FILE_VERSION, statusJson } from '../../src/status/file';

/** dist-relative paths, written in this order (status.json last: pages read it, trip planners the others). */
export const STATUS_FILES = ['gtfs-rt/alerts.pb', 'gtfs-rt/alerts.json', 'gtfs-rt/trip-updates.pb', 'gtfs-rt/trip-updates.json', 'status.json'] as const;

/**
 * A digest of the sailings statuses are checked against — each route's ports, mode and weekly trips, not where the
 * data states them (provenance names the data folder) — what status:publish compares before publishing.
 */
export function timetablesDigest(graph: Pick<Graph, 'timetables'>): string {
  const sailings = graph.timetables.map(({ id, from, to, mode, trips }) => ({ id, from, to, mode, trips }));
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

/** Each file written whole and renamed into place: a reader (the host, a page polling) never sees half a file. */
export function writeStatusFiles(dist: string, output: StatusOutput): void {
  for (const name of STATUS_FILES) {
    const path = join(dist, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, output.files.get(name)!);
    renameSync(`${path}.tmp`, path);
  }
}

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

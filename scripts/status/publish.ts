/**
 * `npm run status:publish`: publish a change to data/status.yaml in seconds, without rebuilding
 * the site. It runs the data check exactly as `npm run data:check -- --strict` does (the same located notices; it
 * writes generated/ when the data passes), then rewrites only the status files in the built site — dist/status.json,
 * which every page reads at run time, and for trip planners dist/gtfs-rt/trip-updates.pb and alerts.pb (each with its
 * .json; the alerts carry the suspensions) — all five staged first and put in place together, or none (./files.ts).
 * Nothing else in dist/ changes, so the upload is those five files.
 *
 * It refuses, and leaves dist/ as it was, when the data check fails, when dist/ holds no built site, when a file
 * cannot be written or put in place (said in one line), and when the timetables differ from those dist/ was built
 * from (its status.json names them by digest): the statuses would be of sailings the pages do not have — rebuild
 * instead (`npm run build` publishes the status too).
 *
 * Usage: npm run status:publish -- [--data data] [--dist dist] [--out generated]
 * The instant ("status as of …", the feed's timestamp) is SOURCE_DATE_EPOCH when set, else the clock, read once.
 * A function (argv, env, io in; exit code out), so tests run it in-process; scripts/status-publish.ts calls it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { manilaDate, manilaMoment, systemClock, type Clock } from '../../src/time';
import { dataCheck } from '../../src/pipeline/cli';
import { buildInstant } from '../../src/time/build-instant';
import { readStatusFile } from '../../src/status/file';
import { describeOutput, statusOutput, StatusWriteError, timetablesDigest, writeStatusFiles } from './files';
import { readGraph } from '../../src/graph/graph-file.server';

export interface PublishIo { stdout(text: string): void; stderr(text: string): void; color: boolean }

export function publishStatus(argv: readonly string[], env: Record<string, string | undefined>, io: PublishIo, clock: Clock = systemClock): number {
  const started = performance.now();
  let values: { data: string; dist: string; out: string };
  try {
    ({ values } = parseArgs({
      args: [...argv], strict: true,
      options: { data: { type: 'string', default: 'data' }, dist: { type: 'string', default: 'dist' }, out: { type: 'string', default: 'generated' } },
    }) as { values: { data: string; dist: string; out: string } });
  } catch (error) {
    io.stderr(`status:publish: ${(error as Error).message}\nusage: npm run status:publish -- [--data data] [--dist dist] [--out generated]\n`);
    return 2;
  }
  const refuse = (why: string) => {
    io.stderr(`status:publish: nothing published — ${why}. ${values.dist}/ is as it was.\n`);
    return 1;
  };
  const built = join(values.dist, 'status.json');
  if (!existsSync(built)) return refuse(`${built} not found: publish into a built site (npm run build first)`);
  let deployed: ReturnType<typeof readStatusFile>;
  try {
    deployed = readStatusFile(JSON.parse(readFileSync(built, 'utf8')));
  } catch {
    deployed = null;
  }
  if (!deployed) return refuse(`${built} is not a status file this version writes: rebuild with npm run build`);

  // The one clock reading: the instant the status is published as of.
  const now = buildInstant(env, clock);
  const code = dataCheck(['--data', values.data, '--out', values.out, '--date', manilaDate(now), '--strict'], {
    stdout: io.stdout, stderr: io.stderr, color: io.color, today: manilaDate(now), now: now.getTime(), debug: Boolean(env.DEBUG),
  });
  if (code !== 0) return code === 2 ? 2 : refuse('the data check above names each problem with its file and line; fix them and publish again');

  const graph = readGraph(join(values.out, 'graph.json'));
  if (timetablesDigest(graph) !== deployed.timetables) {
    return refuse(`the timetables in ${values.data}/ are not those ${values.dist}/ was built from, so its pages would not have the sailings the status names: run npm run build, which publishes the status too`);
  }
  const output = statusOutput(graph, now);
  try {
    writeStatusFiles(values.dist, output);
  } catch (error) {
    if (error instanceof StatusWriteError) return refuse(error.message);
    throw error;
  }
  io.stdout(`status:publish: ${values.dist}/ ${describeOutput(graph, output)}; status as of ${manilaMoment(now.getTime()).iso}; `
    + `${output.files.size} files in ${((performance.now() - started) / 1000).toFixed(1)} s — upload ${values.dist}/status.json and ${values.dist}/gtfs-rt/\n`);
  return 0;
}

/**
 * `npm run build`: data check → pre-render (vite-react-ssg) → GTFS feed and alerts → postbuild → offline precache,
 * all into a staging folder that replaces dist/ only when every stage has succeeded. Whatever fails, dist/ is the
 * previous complete build (or absent if there was none), never half-written, and no staging or temp folder is left
 * behind. Prints the wall time of each stage at the end (scripts/build/stages.ts).
 *
 * BUILD_FAIL_AFTER=<stage> (tests only) makes the build fail right after that stage, to prove the promise above
 * without having to break the code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildInstant } from '../src/site/data/build-time';
import { formatStageTimings, timeStage, type StageTiming } from './build/stages';

const root = process.cwd();
const dist = join(root, 'dist');
/** vite-react-ssg renders the server bundle here (in the project root; it is not configurable). */
const ssgTemp = join(root, '.vite-react-ssg-temp');
/** A fixed name (not a random one) so nothing about the output depends on it; a leftover of a killed build is cleared. */
const staging = join(root, '.dist-new');
const stageOut = relative(root, staging);
// One build instant for every stage (the footer's year, the alerts feed's timestamp and which advisories have
// ended): the caller's SOURCE_DATE_EPOCH, or the clock read once here and handed on the same way.
process.env.SOURCE_DATE_EPOCH = String(Math.floor(buildInstant().getTime() / 1000));
rmSync(staging, { recursive: true, force: true });
rmSync(`${staging}-old`, { recursive: true, force: true });
mkdirSync(staging);

class StageFailed extends Error {}

function run(stage: string, command: string, args: readonly string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new StageFailed(`${stage} failed (${result.signal ?? `exit ${result.status}`})${
      stage === 'data:check' ? ': the data check above names each file, line and column' : ''}`);
  }
  if (process.env.BUILD_FAIL_AFTER === stage) throw new StageFailed(`${stage}: failing on purpose (BUILD_FAIL_AFTER)`);
}

const tsx = (script: string, ...args: string[]) => [process.execPath, ['--import', 'tsx', script, ...args]] as const;
const timings: StageTiming[] = [];
try {
  timeStage(timings, 'data:check', () => run('data:check', 'npm', ['run', '-s', 'data:check', '--', '--strict']));
  timeStage(timings, 'pre-render', () =>
    run('pre-render', join(root, 'node_modules/.bin/vite-react-ssg'), ['build'], { FERRY_OUT_DIR: stageOut }));
  timeStage(timings, 'GTFS', () => run('GTFS', ...tsx('scripts/build-gtfs.ts', '--out', join(stageOut, 'gtfs.zip'))));
  timeStage(timings, 'postbuild', () => run('postbuild', ...tsx('scripts/postbuild.ts', '--dir', stageOut)));
  timeStage(timings, 'offline', () => run('offline', ...tsx('scripts/build-offline.ts', stageOut)));
  // The swap: two renames on one file system. Between them dist/ is briefly absent, never partial.
  const previous = existsSync(dist) ? `${staging}-old` : null;
  if (previous) renameSync(dist, previous);
  renameSync(staging, dist);
  if (previous) rmSync(previous, { recursive: true, force: true });
  console.log(`\nBuilt dist/. Stage times:\n${formatStageTimings(timings)}`);
  // For the build benchmark (scripts/bench-build.ts): the same figures, machine-readable.
  if (process.env.BUILD_TIMINGS_JSON) writeFileSync(process.env.BUILD_TIMINGS_JSON, JSON.stringify(timings));
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(`\nbuild: ${error instanceof StageFailed ? error.message : error}`);
  console.error(existsSync(dist) ? 'dist/ still holds the previous complete build.' : 'dist/ was not written.');
  process.exitCode = 1;
} finally {
  rmSync(ssgTemp, { recursive: true, force: true });
}

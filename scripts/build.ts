/**
 * `npm run build`: data check → pre-render (vite-react-ssg) → islands (the browser's code) → GTFS feed and alerts →
 * sailing status (status.json, trip updates) → postbuild → offline precache, all or nothing (scripts/build/atomic.ts):
 * dist/ is replaced only when every stage has succeeded. Prints the wall time of each stage at the end
 * (scripts/build/stages.ts).
 *
 * --checked: skip the data check stage, because the caller has just run `npm run data:check -- --strict`, which
 * wrote generated/ (npm test does: one data check per run).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildInstant } from '../src/time/build-instant';
import { runAtomicBuild, type Stage } from './build/atomic';
import { patchProblem } from './build/dependency-patches';
import { formatStageTimings } from './build/stages';

const root = process.cwd();
const dist = join(root, 'dist');
const staging = join(root, '.dist-new');
// One build instant for every stage (the footer's year, the printed build date, the alerts feed's timestamp and
// which advisories have ended): the caller's SOURCE_DATE_EPOCH, or the clock read once here and handed on.
process.env.SOURCE_DATE_EPOCH = String(Math.floor(buildInstant().getTime() / 1000));

class StageFailed extends Error {}

function run(stage: string, command: string, args: readonly string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new StageFailed(`${stage} failed (${result.signal ?? `exit ${result.status}`})${
      stage === 'data:check' ? ': the data check above names each file, line and column' : ''}`);
  }
}

const tsx = (script: string, ...args: string[]) => [process.execPath, ['--import', 'tsx', script, ...args]] as const;
const out = (staging: string) => relative(root, staging);
const stages: Stage[] = [
  // Before anything renders: an unpatched vite-react-ssg turns `$&` in data text into markup (./build/dependency-patches.ts).
  { name: 'dependency patches', run: () => { const problem = patchProblem(root); if (problem) throw new StageFailed(`dependency patches: ${problem}`); } },
  ...(process.argv.includes('--checked') ? [] : [{ name: 'data:check', run: () => run('data:check', 'npm', ['run', '-s', 'data:check', '--', '--strict']) }]),
  { name: 'pre-render', run: (s) => run('pre-render', join(root, 'node_modules/.bin/vite-react-ssg'), ['build'], { FERRY_OUT_DIR: out(s) }) },
  { name: 'islands', run: (s) => run('islands', ...tsx('scripts/build-islands.ts', '--out', out(s))) },
  { name: 'GTFS', run: (s) => run('GTFS', ...tsx('scripts/build-gtfs.ts', '--out', join(out(s), 'gtfs.zip'))) },
  // /status.json and the GTFS-Realtime trip updates; `npm run status:publish` rewrites just these later.
  { name: 'status', run: (s) => run('status', ...tsx('scripts/build-status.ts', '--out', out(s))) },
  { name: 'postbuild', run: (s) => run('postbuild', ...tsx('scripts/postbuild.ts', '--dir', out(s))) },
  { name: 'offline', run: (s) => run('offline', ...tsx('scripts/build-offline.ts', out(s))) },
];

// vite-react-ssg renders its server bundle into .vite-react-ssg-temp in the project root (not configurable).
const result = runAtomicBuild({ dist, staging, tempDirs: [join(root, '.vite-react-ssg-temp')], stages });
if (result.ok) {
  console.log(`\nBuilt dist/. Stage times:\n${formatStageTimings(result.timings)}`);
  // For the build benchmark (scripts/bench-build.ts): the same figures, machine-readable.
  if (process.env.BUILD_TIMINGS_JSON) writeFileSync(process.env.BUILD_TIMINGS_JSON, JSON.stringify(result.timings));
} else {
  console.error(`\nbuild: ${result.error instanceof StageFailed ? result.error.message : result.error}`);
  console.error(existsSync(dist) ? 'dist/ still holds the previous complete build.' : 'dist/ was not written.');
  process.exitCode = 1;
}

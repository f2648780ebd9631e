/**
 * `npm run build` never leaves a half-written dist/: a build that fails at any stage leaves the
 * previous dist/ byte-identical and no staging or temp folder behind; a build that succeeds replaces dist/ whole.
 * The runner (scripts/build/atomic.ts) is driven with stand-in stages that write into staging as the real ones do,
 * so no real build runs here (npm test builds the site once; e2e and the reproducible-build check use that build).
 * That bad data stops the real build at its data check is the data check's own contract (cli-process.test.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAtomicBuild, type Stage } from '../../scripts/build/atomic';

const previous = { 'index.html': '<!doctype html><title>previous build</title>', 'assets/app.js': 'console.log("previous")' };
let root: string;
const paths = () => ({ dist: join(root, 'dist'), staging: join(root, '.dist-new'), ssgTemp: join(root, '.vite-react-ssg-temp') });

function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files[relative(dir, join(entry.parentPath, entry.name))] = readFileSync(join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}

/** Stand-ins for the real stages: each writes what the real one writes (pages, the temp bundle, the feed, headers). */
const write = (file: string, text: string): Stage['run'] => (staging) => {
  mkdirSync(join(staging, file, '..'), { recursive: true });
  writeFileSync(join(staging, file), text);
};
function stages(failAt?: string): Stage[] {
  const list: Stage[] = [
    { name: 'pre-render', run: (s) => { mkdirSync(paths().ssgTemp, { recursive: true }); write('index.html', '<!doctype html><title>new</title>')(s); } },
    { name: 'GTFS', run: write('gtfs.zip', 'zip') },
    { name: 'postbuild', run: write('_headers', '/*\n  X-Frame-Options: DENY') },
    { name: 'offline', run: write('sw.js', 'self.skipWaiting()') },
  ];
  return list.map((stage) => (stage.name === failAt
    ? { name: stage.name, run: (s) => { stage.run(s); throw new Error(`${stage.name} crashed`); } }
    : stage));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-atomic-'));
  mkdirSync(join(paths().dist, 'assets'), { recursive: true });
  for (const [file, text] of Object.entries(previous)) writeFileSync(join(paths().dist, file), text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function expectPreviousBuildIntact(): void {
  expect(snapshot(paths().dist)).toEqual(previous);
  expect(readdirSync(root).filter((name) => name !== 'dist')).toEqual([]);
}

describe('the build is all or nothing', () => {
  for (const failAt of ['pre-render', 'GTFS', 'postbuild', 'offline']) {
    it(`a crash in ${failAt} keeps the previous dist/ and leaves no staging or temp folder`, () => {
      const result = runAtomicBuild({ ...paths(), tempDirs: [paths().ssgTemp], stages: stages(failAt) });
      expect(result).toMatchObject({ ok: false, error: new Error(`${failAt} crashed`) });
      expectPreviousBuildIntact();
    });
  }

  it('every stage succeeds → dist/ is the new build, whole, and nothing is left beside it', () => {
    const result = runAtomicBuild({ ...paths(), tempDirs: [paths().ssgTemp], stages: stages() });
    expect(result.ok).toBe(true);
    expect(result.timings.map((t) => t.stage)).toEqual(['pre-render', 'GTFS', 'postbuild', 'offline']);
    expect(Object.keys(snapshot(paths().dist)).sort()).toEqual(['_headers', 'gtfs.zip', 'index.html', 'sw.js']);
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('a leftover staging folder of a killed build is cleared first, never shipped', () => {
    mkdirSync(join(paths().staging, 'stale'), { recursive: true });
    writeFileSync(join(paths().staging, 'stale/page.html'), 'half-written');
    runAtomicBuild({ ...paths(), stages: stages() });
    expect(existsSync(join(paths().dist, 'stale'))).toBe(false);
  });

  it('no previous build and a failure → dist/ absent, not partial', () => {
    rmSync(paths().dist, { recursive: true });
    const result = runAtomicBuild({ ...paths(), tempDirs: [paths().ssgTemp], stages: stages('postbuild') });
    expect(result.ok).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });
});

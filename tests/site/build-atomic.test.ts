/**
 * `npm run build` never leaves a half-written dist/ (issue 11 item 4): a build that fails at any stage — bad data
 * caught by the data check, or a crash after the pages are rendered — leaves the previous dist/ byte-identical and
 * no staging or vite-react-ssg temp folder behind. Runs in a copy of the project with a stand-in previous build,
 * so the real dist/ and generated/ are never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
let project: string;
const previous = { 'index.html': '<!doctype html><title>previous build</title>', 'assets/app.js': 'console.log("previous")' };

function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files[relative(dir, join(entry.parentPath, entry.name))] = readFileSync(join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}

function build(env: Record<string, string> = {}) {
  return spawnSync('npm', ['run', '-s', 'build'], { cwd: project, encoding: 'utf8', env: { ...process.env, ...env } });
}

beforeAll(() => {
  project = join(mkdtempSync(join(tmpdir(), 'build-atomic-')), 'project');
  cpSync(root, project, {
    recursive: true,
    filter: (source) => !/^(node_modules|dist|\.git|test-results|playwright-report|\.dist-new|\.vite-react-ssg-temp)/.test(relative(root, source)),
  });
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'));
  mkdirSync(join(project, 'dist/assets'), { recursive: true });
  for (const [file, text] of Object.entries(previous)) writeFileSync(join(project, 'dist', file), text);
});

afterAll(() => rmSync(join(project, '..'), { recursive: true, force: true }));

function expectPreviousBuildIntact(): void {
  expect(snapshot(join(project, 'dist'))).toEqual(previous);
  const leftovers = readdirSync(project).filter((name) => /^\.dist-new|^\.vite-react-ssg-temp$/.test(name));
  expect(leftovers).toEqual([]);
}

describe('npm run build is all or nothing', () => {
  it('a crash after pre-rendering and the feed (postbuild) keeps the previous dist/ and cleans up', () => {
    const result = build({ BUILD_FAIL_AFTER: 'postbuild' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('dist/ still holds the previous complete build.');
    expectPreviousBuildIntact();
  }, 300_000);

  it('bad data stops the build at the data check, naming the file, and keeps the previous dist/', () => {
    const news = join(project, 'data/news.yaml');
    writeFileSync(news, readFileSync(news, 'utf8').replace(/date: "?(\d{4}-\d\d-\d\d)"?/, 'date: "2025-13-45"'));
    const result = build();
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/data\/news\.yaml:\d+:\d+/);
    expectPreviousBuildIntact();
    expect(existsSync(join(project, 'dist/index.html'))).toBe(true);
  }, 120_000);
});

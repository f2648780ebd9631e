/**
 * `npm run data:check -- --watch` as a maintainer runs it: a real process on a copy of the valid fixture set; a save
 * that breaks a file prints the new error, the fix prints it resolved, and nothing else is reprinted.
 * Waits poll the output with long limits: file events and a cold tsx start are slow on a busy machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

let child: ChildProcess | undefined;
let dir: string | undefined;
afterEach(() => {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function waitFor(read: () => string, pattern: RegExp, from: number, ms = 60_000): Promise<string> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const text = read().slice(from);
    if (pattern.test(text)) return text;
  }
  throw new Error(`no ${pattern} in the watch output after ${ms / 1000} s:\n${read()}`);
}

it('prints the report once, then only the new error and its resolution', async () => {
  dir = mkdtempSync(join(tmpdir(), 'check-watch-'));
  cpSync('tests/fixtures/valid', dir, { recursive: true, filter: (src) => !src.endsWith('README.md') });
  let out = '';
  child = spawn('npx', ['tsx', 'scripts/data-check.ts', '--watch', '--data', dir, '--date', '2026-11-25'], {
    detached: true, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const read = () => out;

  await waitFor(read, /watching .* Ctrl-C stops/, 0);
  expect(out).toMatch(/^data check passed: 0 errors/m);

  const file = join(dir, 'timetables/manila-cebu.yaml');
  const original = readFileSync(file, 'utf8');
  let mark = out.length;
  writeFileSync(file, original.replace('dep: "20:00"', 'dep: "20:00", dep: "21:00"'));
  const broken = await waitFor(read, /data check failed/, mark);
  expect(broken).toMatch(/timetables\/manila-cebu\.yaml changed/);
  expect(broken).toMatch(/^new {7}.*timetables\/manila-cebu\.yaml:\d+:\d+  error  duplicate_key  /m);
  expect(broken).not.toMatch(/^resolved/m);

  mark = out.length;
  writeFileSync(file, original);
  const fixed = await waitFor(read, /data check passed/, mark);
  expect(fixed).toMatch(/^resolved  .*manila-cebu\.yaml:\d+:\d+  error  duplicate_key/m);
  expect(fixed).not.toMatch(/^new /m);
}, 150_000);

/**
 * `npm run data:check -- --watch` as a maintainer runs it (scripts/data-check.ts calls watchDataCheck with the
 * process's output; here the same function runs in-process on a copy of the valid fixture set, real files and real
 * file events): a save that breaks a file prints the new error, the fix prints it resolved, and nothing else is
 * reprinted. Waits poll the output with long limits: file events are slow on a busy machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { watchDataCheck } from '../../scripts/dev/check-watch';
import { cleanupFixtureCopies, copyFixtureData } from '../support/fixture-copy';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  cleanupFixtureCopies();
});

async function waitFor(read: () => string, pattern: RegExp, from: number, ms = 60_000): Promise<string> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const text = read().slice(from);
    if (pattern.test(text)) return text;
  }
  throw new Error(`no ${pattern} in the watch output after ${ms / 1000} s:\n${read()}`);
}

/** The watch on a copy of the valid fixture set, once it has printed its first report; `read` is all it printed. */
async function startWatch(): Promise<{ data: string; read: () => string }> {
  const data = copyFixtureData('valid');
  let out = '';
  const watching = watchDataCheck(['--watch', '--data', data, '--date', '2026-11-25'], {
    stdout: (text) => { out += text; }, stderr: (text) => { out += text; }, color: false, today: () => '2026-11-25', debug: false,
  });
  if ('exitCode' in watching) throw new Error(`the watch did not start (exit ${watching.exitCode}):\n${out}`);
  stop = watching.stop;
  await waitFor(() => out, /watching .* Ctrl-C stops/, 0);
  return { data, read: () => out };
}

it('prints the report once, then only the new error and its resolution', async () => {
  const { data, read } = await startWatch();
  expect(read()).toMatch(/^data check passed: 0 errors/m);

  const file = join(data, 'timetables/manila-cebu.yaml');
  const original = readFileSync(file, 'utf8');
  let mark = read().length;
  writeFileSync(file, original.replace('dep: "20:00"', 'dep: "20:00", dep: "21:00"'));
  const broken = await waitFor(read, /data check failed/, mark);
  expect(broken).toMatch(/timetables\/manila-cebu\.yaml changed/);
  expect(broken).toMatch(/^new {7}.*timetables\/manila-cebu\.yaml:\d+:\d+  error  duplicate_key  /m);
  expect(broken).not.toMatch(/^resolved/m);

  mark = read().length;
  writeFileSync(file, original);
  const fixed = await waitFor(read, /data check passed/, mark);
  expect(fixed).toMatch(/^resolved  .*manila-cebu\.yaml:\d+:\d+  error  duplicate_key/m);
  expect(fixed).not.toMatch(/^new /m);
}, 150_000);

it('a file whose name holds terminal escapes is named with them shown, never sent to the terminal', async () => {
  const { data, read } = await startWatch();
  const mark = read().length;
  writeFileSync(join(data, 'x\u001b[2J\u001b[1A.yaml'), 'a: 1\n');
  const report = await waitFor(read, /data check (passed|failed)/, mark);
  expect(report).toContain('x\\u001b[2J\\u001b[1A.yaml changed');
  expect(report).not.toContain('\u001b');
}, 150_000);

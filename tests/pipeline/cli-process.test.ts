/**
 * The real script as CI runs it (a child process): exit code 1 on a data error with no stack trace and the output
 * folder untouched, and exit code 2 when the checker itself cannot run. Two processes only; every other fixture
 * goes through the same entry function in-process (invalid-fixtures.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { materialise } from './fixture-dir';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function script(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/data-check.ts', ...args], {
    encoding: 'utf8', env: { ...process.env, DEBUG: '', NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/data-check.ts as a process', () => {
  it('a dangling port → exit 1, the located notice, no stack trace, generated/ byte for byte as before', () => {
    const data = materialise('dangling-port');
    const out = mkdtempSync(join(tmpdir(), 'out-'));
    temps.push(data, out);
    writeFileSync(join(out, 'graph.json'), '{"before":1}\n');
    const { code, stdout, stderr } = script(['--data', data, '--out', out, '--date', '2026-03-01']);
    expect(code).toBe(1);
    expect(stdout).toContain(`${data}/timetables/bad.yaml:5:11  error  dangling_reference  there is no port "batangass"`);
    expect(`${stdout}${stderr}`).not.toMatch(/^\s+at .*:\d+:\d+\)?$/m);
    expect(readFileSync(join(out, 'graph.json'), 'utf8')).toBe('{"before":1}\n');
  }, 30_000);

  it('a data folder that does not exist → exit 2 with one short line, no stack trace', () => {
    const { code, stdout, stderr } = script(['--data', join(tmpdir(), 'no-such-data-folder')]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('does not exist');
  }, 30_000);
});

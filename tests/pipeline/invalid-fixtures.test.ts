/**
 * The invalid corpus (tests/fixtures/invalid/<name>/: README.md says why, expected.json says what): each fixture,
 * laid over the valid set, goes through the real CLI entry function and must fail with exit code 1, report its
 * code on the right file and line, report no other kind of error, and leave the output folder as it was.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonReport } from '../../src/pipeline/report/json';
import { BUILD_DATE, runDataCheck } from './builders';
import { expectedOf, invalidFixtures, materialise } from './fixture-dir';

const out = mkdtempSync(join(tmpdir(), 'fixture-out-'));
mkdirSync(join(out, 'schemas'));
writeFileSync(join(out, 'graph.json'), '{"previous": true}\n');
afterAll(() => rmSync(out, { recursive: true, force: true }));

function check(dataDir: string): { code: number; report: JsonReport; stderr: string } {
  const { code, stdout, stderr } = runDataCheck(['--data', dataDir, '--out', out, '--date', BUILD_DATE, '--format', 'json']);
  return { code, report: JSON.parse(stdout) as JsonReport, stderr };
}

describe('invalid fixtures', () => {
  const names = invalidFixtures();

  it('the corpus has at least 30 fixtures, each with a README line', () => {
    expect(names.length).toBeGreaterThanOrEqual(30);
    for (const name of names) {
      expect(readFileSync(`tests/fixtures/invalid/${name}/README.md`, 'utf8').trim(), name).not.toBe('');
    }
  });

  it.each(names)('%s → exit 1 with its code on its file and line, output folder untouched', (name) => {
    const expected = expectedOf(name);
    const dir = materialise(name);
    try {
      const { code, report, stderr } = check(dir);
      expect(stderr).toBe('');
      expect(code).toBe(1);
      const errors = report.notices.filter((g) => g.severity === 'error');
      expect(errors.map((g) => g.code)).toEqual([expected.code]);
      const located = errors[0]!.sampleNotices.map((n) => `${n.file}:${n.line}`);
      expect(located).toContain(`${posix.join(dir, expected.file)}:${expected.line}`);
      expect(readFileSync(join(out, 'graph.json'), 'utf8')).toBe('{"previous": true}\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

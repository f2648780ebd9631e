/**
 * A copy of the shipped data folder (data/) in a temp dir, for the decisions tests: the real 45 warnings are the
 * realistic case. Files can be replaced or edited in the copy; the caller removes it (cleanupDataCopies).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataCheck } from '../../src/pipeline/cli';

const copies: string[] = [];

export function copyShippedData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'decisions-'));
  copies.push(dir);
  cpSync('data', join(dir, 'data'), { recursive: true });
  return join(dir, 'data');
}

export function cleanupDataCopies(): void {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Replaces `from` (which must be there) by `to` in one file of the copy. */
export function editFile(dataDir: string, rel: string, from: string, to: string): void {
  const file = join(dataDir, rel);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${rel} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
}

export function writeDecisions(dataDir: string, body: string): void {
  writeFileSync(join(dataDir, 'decisions.yaml'), `# yaml-language-server: $schema=../generated/schemas/decisions.json\n${body}`);
}

/** The CLI in-process, never writing generated/ (the build date fixed, so years_of_service is 14). */
export function check(args: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = dataCheck(['--no-write', ...args], {
    stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, color: false, today: '2026-11-25', debug: false,
  });
  return { code, stdout, stderr };
}

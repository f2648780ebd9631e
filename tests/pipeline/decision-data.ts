/**
 * Copies of the decided fixture (tests/fixtures/decided: sources that disagree and a decision for each warning) for
 * the decisions tests, and the CLI run in-process on them. Files can be replaced or edited in a copy; the caller
 * removes the copies (cleanupDataCopies).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDataCheck } from './builders';
import { cleanupFixtureCopies, copyFixtureData, FIXTURE_BUILD_DATE } from '../support/fixture-data';

export const BUILD_DATE = FIXTURE_BUILD_DATE;

export function copyDecidedData(): string {
  return copyFixtureData('decided');
}

export const cleanupDataCopies = cleanupFixtureCopies;

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

/** The CLI in-process, never writing generated/ (the build date fixed: years_of_service is 14). */
export function check(args: string[]): { code: number; stdout: string; stderr: string } {
  return runDataCheck(['--no-write', ...args], { today: BUILD_DATE });
}

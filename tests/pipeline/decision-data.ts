/**
 * Copies of the decided fixture (tests/fixtures/decided: sources that disagree and a decision for each warning) for
 * the decisions tests, and the CLI run in-process on them. Files can be replaced or edited in a copy; the caller
 * removes the copies (cleanupDataCopies).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDataCheck } from './builders';
import { cleanupFixtureCopies, copyFixtureData, FIXTURE_BUILD_DATE } from '../support/fixture-data';

export { editFile } from './builders';

export const BUILD_DATE = FIXTURE_BUILD_DATE;

export function copyDecidedData(): string {
  return copyFixtureData('decided');
}

export const cleanupDataCopies = cleanupFixtureCopies;

export function writeDecisions(dataDir: string, body: string): void {
  writeFileSync(join(dataDir, 'decisions.yaml'), `# yaml-language-server: $schema=../generated/schemas/decisions.json\n${body}`);
}

/** The CLI in-process, never writing generated/ (the build date fixed: years_of_service is 14). */
export function check(args: string[]): { code: number; stdout: string; stderr: string } {
  return runDataCheck(['--no-write', ...args], { today: BUILD_DATE });
}

/**
 * Builds a data folder for one invalid fixture: a copy of the valid set (tests/fixtures/valid) with the fixture's
 * files laid over it, and the files its expected.json lists under `delete` removed. README.md and expected.json
 * describe the fixture and are not data.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const VALID = 'tests/fixtures/valid';
const INVALID = 'tests/fixtures/invalid';

export interface Expected {
  code: string;
  /** Relative to the data folder. */
  file: string;
  line: number;
  delete?: string[];
}

export function invalidFixtures(): string[] {
  return readdirSync(INVALID, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

export function expectedOf(name: string): Expected {
  return JSON.parse(readFileSync(join(INVALID, name, 'expected.json'), 'utf8')) as Expected;
}

/** A temporary data folder for the fixture; the caller removes it. */
export function materialise(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `fixture-${name}-`));
  cpSync(VALID, dir, { recursive: true, filter: (src) => !src.endsWith('README.md') });
  cpSync(join(INVALID, name), dir, {
    recursive: true,
    filter: (src) => !src.endsWith('README.md') && !src.endsWith('expected.json'),
  });
  for (const rel of expectedOf(name).delete ?? []) rmSync(join(dir, rel), { recursive: true, force: true });
  return dir;
}

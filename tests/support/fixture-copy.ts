/**
 * Copies of a fixture's data folder: the valid set (tests/fixtures/valid) with the fixture's files laid over it.
 * Apart from tests/support/fixture-data.ts (which also builds graphs) so the browser tests can use it: it imports
 * nothing of the pipeline.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const copies: string[] = [];

/** A fresh copy of the fixture's data folder (the valid set with the fixture laid over it); removed by cleanupFixtureCopies. */
export function copyFixtureData(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `fixture-${name}-`));
  copies.push(root);
  const dir = join(root, 'data');
  const notData = (src: string) => !src.endsWith('README.md');
  cpSync('tests/fixtures/valid', dir, { recursive: true, filter: notData });
  cpSync(join('tests/fixtures', name), dir, { recursive: true, filter: notData });
  return dir;
}

export function cleanupFixtureCopies(): void {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
}


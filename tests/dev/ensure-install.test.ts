/** npm start installs only when it must (scripts/ensure-install.mjs). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module (it runs before TypeScript tooling is installed)
import { installReason } from '../../scripts/ensure-install.mjs';

let root: string;
const touch = (rel: string, secondsAgo: number) => {
  const path = join(root, rel);
  writeFileSync(path, '{}');
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, at, at);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ensure-install-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('installs on a fresh checkout and after an interrupted install', () => {
  touch('package-lock.json', 100);
  expect(installReason(root)).toMatch(/node_modules is missing/);
  mkdirSync(join(root, 'node_modules'));
  expect(installReason(root)).toMatch(/not installed completely/);
});

it('skips the install when node_modules is newer than the lock file, and installs again when the lock file changes', () => {
  mkdirSync(join(root, 'node_modules'));
  touch('package-lock.json', 100);
  touch('node_modules/.package-lock.json', 50);
  expect(installReason(root)).toBeNull();
  touch('package-lock.json', 0);
  expect(installReason(root)).toMatch(/package-lock\.json is newer/);
});

/**
 * npm start installs only when it must (scripts/ensure-install.mjs), judged on what node_modules holds, not on file
 * times: a node_modules holding only npm's install record, or a lock file edited but older than
 * that record, is not up to date.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module (it runs before TypeScript tooling is installed)
import { installReason } from '../../scripts/ensure-install.mjs';

let root: string;
const write = (rel: string, value: unknown) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), JSON.stringify(value));
};
const pkg = (version: string, extra: Record<string, unknown> = {}) => ({ version, integrity: `sha512-${version}`, ...extra });
/** package-lock.json: two packages, and one optional build for another platform. */
const LOCKED = {
  '': { name: 'app' },
  'node_modules/a': pkg('1.0.0'),
  'node_modules/a/node_modules/b': pkg('2.0.0'),
  'node_modules/@esbuild/aix-ppc64': pkg('0.25.0', { optional: true, os: ['aix'] }),
};
/** What npm ci leaves: its record (without the other platform's package) and each package on disk. */
function install(packages: Record<string, ReturnType<typeof pkg>> = { 'node_modules/a': pkg('1.0.0'), 'node_modules/a/node_modules/b': pkg('2.0.0') }) {
  write('node_modules/.package-lock.json', { lockfileVersion: 3, packages });
  for (const [path, { version }] of Object.entries(packages)) write(`${path}/package.json`, { version });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ensure-install-'));
  write('package-lock.json', { lockfileVersion: 3, packages: LOCKED });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('installs on a fresh checkout and after an interrupted install (no install record)', () => {
  expect(installReason(root)).toMatch(/node_modules is missing/);
  mkdirSync(join(root, 'node_modules'));
  expect(installReason(root)).toMatch(/not installed completely/);
});

it('skips the install when every locked package is recorded and on disk (another platform\'s optional build may be absent)', () => {
  install();
  expect(installReason(root)).toBeNull();
});

it('node_modules holding only the install record → installs (the packages are not on disk)', () => {
  write('node_modules/.package-lock.json', { lockfileVersion: 3, packages: { 'node_modules/a': pkg('1.0.0'), 'node_modules/a/node_modules/b': pkg('2.0.0') } });
  expect(installReason(root)).toBe('node_modules/a is missing from node_modules or damaged (no package.json of 1.0.0)');
});

it('a lock file edited after the install, even with an older time stamp → installs', () => {
  install();
  write('package-lock.json', { lockfileVersion: 3, packages: { ...LOCKED, 'node_modules/a/node_modules/b': pkg('2.1.0') } });
  const past = new Date(Date.now() - 3_600_000);
  utimesSync(join(root, 'package-lock.json'), past, past);
  expect(installReason(root)).toBe('node_modules/a/node_modules/b is 2.0.0 in node_modules but 2.1.0 in package-lock.json');
  write('package-lock.json', { lockfileVersion: 3, packages: { ...LOCKED, 'node_modules/c': pkg('3.0.0') } });
  expect(installReason(root)).toBe('node_modules/c is in package-lock.json but was not installed');
});

it('a package removed or damaged on disk after the install → installs', () => {
  install();
  rmSync(join(root, 'node_modules/a/node_modules/b'), { recursive: true });
  expect(installReason(root)).toMatch(/^node_modules\/a\/node_modules\/b is missing from node_modules or damaged/);
});

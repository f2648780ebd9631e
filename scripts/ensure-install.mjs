/**
 * `npm start`'s first step: run `npm ci` only when node_modules is missing or older than package-lock.json, so a
 * second `npm start` goes straight to the build (a fresh machine still needs only `npm start`).
 *
 * "Older" compares the lock file with node_modules/.package-lock.json, which npm rewrites at the end of every
 * install (npm ci, npm install): a `git pull` that changes the lock file makes it older, an interrupted install
 * never writes it. Plain JavaScript on purpose: it runs before tsx is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Why an install is needed, or null when node_modules is up to date. */
export function installReason(root) {
  const lock = join(root, 'package-lock.json');
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(marker)) return 'node_modules was not installed completely (no node_modules/.package-lock.json)';
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs) return 'package-lock.json is newer than node_modules';
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const reason = installReason(root);
  if (reason === null) {
    console.log('dependencies: up to date (node_modules is newer than package-lock.json), no install');
  } else {
    console.log(`dependencies: ${reason} — running npm ci`);
    const result = spawnSync('npm', ['ci'], { stdio: 'inherit', shell: process.platform === 'win32' });
    process.exit(result.status ?? 1);
  }
}

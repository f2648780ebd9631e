/**
 * `npm start`'s first step: run `npm ci` only when node_modules does not hold what package-lock.json asks for, so a
 * second `npm start` goes straight to the build (a fresh machine still needs only `npm start`).
 *
 * Judged on content, not on file times: every package the lock file lists must be in npm's record of the last
 * install (node_modules/.package-lock.json, written at the end of every npm ci / npm install; an interrupted
 * install never writes it) with the same version and integrity, and must be on disk with that version. Timestamps
 * alone believed a node_modules holding only that record, and a lock file edited but older than it. A package the
 * lock marks optional may be absent from both (another platform's build of esbuild or Tailwind's engine).
 * Plain JavaScript on purpose: it runs before tsx is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};

/** Why an install is needed, or null when node_modules holds exactly what the lock file lists. */
export function installReason(root) {
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  const installed = readJson(join(root, 'node_modules', '.package-lock.json'))?.packages;
  if (!installed) return 'node_modules was not installed completely (no node_modules/.package-lock.json)';
  const locked = readJson(join(root, 'package-lock.json'))?.packages;
  if (!locked) return 'package-lock.json is missing or unreadable';
  for (const [path, want] of Object.entries(locked)) {
    if (path === '' || want.link) continue;
    const had = installed[path];
    if (!had) {
      if (want.optional || want.devOptional) continue;
      return `${path} is in package-lock.json but was not installed`;
    }
    if (had.version !== want.version || had.integrity !== want.integrity) {
      return `${path} is ${had.version} in node_modules but ${want.version} in package-lock.json`;
    }
    const onDisk = readJson(join(root, path, 'package.json'));
    if (onDisk?.version !== want.version) return `${path} is missing from node_modules or damaged (no package.json of ${want.version})`;
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const reason = installReason(root);
  if (reason === null) {
    console.log('dependencies: up to date (node_modules holds every package of package-lock.json), no install');
  } else {
    console.log(`dependencies: ${reason} — running npm ci`);
    const result = spawnSync('npm', ['ci'], { stdio: 'inherit', shell: process.platform === 'win32' });
    process.exit(result.status ?? 1);
  }
}

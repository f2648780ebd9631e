/**
 * Replaces the output folder in one step: everything is written to a temporary sibling folder first, then swapped
 * in by renames. A crash half-way leaves the previous output as it was. When nothing changed, nothing is touched
 * (file times stay, so watchers do not rebuild).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** `files`: path relative to the output folder → content. */
export function writeOutputAtomically(outDir: string, files: Map<string, string>): 'written' | 'unchanged' {
  const target = resolve(outDir);
  if (isUnchanged(target, files)) return 'unchanged';
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  // mkdirSync (not mkdtemp, which makes the folder private): the output keeps the usual permissions.
  const suffix = randomBytes(6).toString('hex');
  const staging = join(parent, `.${basename(target)}-new-${suffix}`);
  const previous = join(parent, `.${basename(target)}-old-${suffix}`);
  mkdirSync(staging);
  try {
    for (const [rel, content] of files) {
      const file = join(staging, rel);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    const hadPrevious = existsSync(target);
    if (hadPrevious) renameSync(target, previous);
    try {
      renameSync(staging, target);
    } catch (error) {
      if (hadPrevious) renameSync(previous, target);
      throw error;
    }
    if (hadPrevious) rmSync(previous, { recursive: true, force: true });
    return 'written';
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function isUnchanged(target: string, files: Map<string, string>): boolean {
  if (!existsSync(target)) return false;
  const existing = listFiles(target);
  if (existing.length !== files.size) return false;
  for (const rel of existing) {
    const content = files.get(rel);
    if (content === undefined || readFileSync(join(target, rel), 'utf8') !== content) return false;
  }
  return true;
}

function listFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, root));
    else out.push(relative(root, full).split('\\').join('/'));
  }
  return out;
}

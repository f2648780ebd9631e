/**
 * The project's fixes to installed packages: patches/*.patch, made and applied by patch-package (`npm install` runs
 * it as postinstall). vite-react-ssg's is the one that matters most: it puts each rendered page into the HTML
 * template with String.prototype.replace, where `$&`, `$'`, `` $` `` and `$$` in data text ("US$$ 5") act as
 * replacement patterns — the patch passes a function instead, which inserts the text as it is.
 *
 * `npm ci --ignore-scripts` (CI's install, .ci/run) skips postinstall, so .ci/run applies the patches itself, and the
 * build refuses to render with a patch missing (scripts/build.ts) rather than ship pages a `$` corrupted. Whether a
 * patch is applied is judged by patch-package's own reader and applier: its reverse applies cleanly (a dry run).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// patch-package ships no types for these modules; they are the functions its CLI applies patches with.
const require = createRequire(import.meta.url);
type Effects = unknown[];
const { parsePatchFile } = require('patch-package/dist/patch/parse') as { parsePatchFile(text: string): Effects };
const { reversePatch } = require('patch-package/dist/patch/reverse') as { reversePatch(effects: Effects): Effects };
const { executeEffects } = require('patch-package/dist/patch/apply') as {
  executeEffects(effects: Effects, options: { dryRun: boolean; cwd: string; bestEffort: boolean }): void;
};

const PATCH_DIR = 'patches';

/** One line for a maintainer naming the patches of `root`/patches not applied to its node_modules, or null. */
export function patchProblem(root: string): string | null {
  const dir = join(root, PATCH_DIR);
  const missing = readdirSync(dir).filter((name) => name.endsWith('.patch')).sort().filter((name) => {
    try {
      executeEffects(reversePatch(parsePatchFile(readFileSync(join(dir, name), 'utf8'))), { dryRun: true, cwd: root, bestEffort: false });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return null;
  return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not applied to node_modules (an install with --ignore-scripts skips it): run npx patch-package`;
}

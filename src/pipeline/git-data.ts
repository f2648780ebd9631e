/**
 * A data folder as it is at a git ref, unpacked into a folder of the caller's (`git archive | tar -x`): the working
 * tree is never touched. For `npm run data:diff` (the ref's data against the working tree's) and `data:check --base`
 * (which infos are new since the ref).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Unpacks the data folder `dataDir` (in a git work tree) as it is at `ref` under `into`: the folder it is in there,
 * or why git cannot give it.
 */
export function extractDataAtRef(dataDir: string, ref: string, into: string): { dir: string } | { error: string } {
  if (!existsSync(dataDir)) return { error: `there is no ${dataDir} in the working tree` };
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: dataDir, encoding: 'utf8' });
  if (top.status !== 0) return { error: `${dataDir} is not in a git repository` };
  const cwd = top.stdout.trim();
  const data = relative(realpathSync(cwd), realpathSync(dataDir)) || '.';
  const commit = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd, encoding: 'utf8' });
  if (commit.status !== 0) return { error: `"${ref}" is not a commit of this repository (a shallow clone may lack it: fetch it first)` };
  const archive = spawnSync('git', ['archive', '--format=tar', commit.stdout.trim(), '--', data], { cwd, maxBuffer: 64 * 1024 * 1024 });
  if (archive.status !== 0) return { error: `git archive found no ${data}/ at ${ref}: ${archive.stderr.toString().trim()}` };
  const untar = spawnSync('tar', ['-x', '-C', into], { input: archive.stdout });
  const dir = join(into, data);
  if (untar.status !== 0 || !existsSync(dir)) return { error: `could not unpack ${data}/ of ${ref}: ${untar.stderr.toString().trim()}` };
  return { dir };
}

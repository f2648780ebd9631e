/**
 * Calls `onChange` once after a burst of file events anywhere under `dir` (an editor's save is often several
 * events: write a temp file, rename it over the old one). Node's own recursive fs.watch (Linux since Node 20,
 * macOS, Windows): no extra dependency, and new sub-folders are picked up.
 *
 * Editor scratch files (dot-files, `~` backups, vim's .swp and 4913 probe) are ignored: the data loader skips
 * dot-files itself, and a check run for a file that vanishes a millisecond later would print a spurious notice.
 */
import { watch, type FSWatcher } from 'node:fs';
import { basename } from 'node:path';

export interface TreeWatcher {
  close(): void;
}

export function isScratchFile(name: string): boolean {
  const base = basename(name);
  return base.startsWith('.') || base.endsWith('~') || base.endsWith('.swp') || base.endsWith('.swx') || base === '4913';
}

export function watchTree(
  dir: string,
  onChange: (changed: string[]) => void,
  { debounceMs = 40, onError = (error: Error) => console.error(`watch ${dir}: ${error.message}`) } = {},
): TreeWatcher {
  let timer: NodeJS.Timeout | undefined;
  let pending = new Set<string>();
  const fire = () => {
    timer = undefined;
    const changed = [...pending].sort();
    pending = new Set();
    onChange(changed);
  };
  const watcher: FSWatcher = watch(dir, { recursive: true }, (_event, filename) => {
    const name = filename === null ? '' : String(filename);
    if (name !== '' && isScratchFile(name)) return;
    pending.add(name);
    clearTimeout(timer);
    timer = setTimeout(fire, debounceMs);
  });
  watcher.on('error', onError);
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}

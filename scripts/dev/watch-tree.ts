/**
 * Calls `onChange` once after a burst of file events anywhere under `dir` (an editor's save is often several
 * events: write a temp file, rename it over the old one).
 *
 * One plain fs.watch per folder, opened synchronously, so the watch is live when this returns — Node 20's
 * `recursive: true` on Linux walks the tree asynchronously after returning, and a save in the first moments would be
 * missed (a test or a script that edits right after start-up would hang). Folders created later are watched when
 * they appear; a watched folder that is deleted closes its own watcher.
 *
 * Links are never followed, into folders least of all: a link to node_modules made while `npm run dev` ran once
 * added 3,500 watches (the data loader reads no link to outside the data folder anyway). lstat, not stat.
 *
 * Editor scratch files (dot-files, `~` backups, vim's .swp and 4913 probe) are ignored: the data loader skips
 * dot-files itself, and a check run for a file that vanishes a millisecond later would print a spurious notice.
 */
import { lstatSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { basename, join, relative } from 'node:path';

export interface TreeWatcher {
  close(): void;
}

function isScratchFile(name: string): boolean {
  const base = basename(name);
  return base.startsWith('.') || base.endsWith('~') || base.endsWith('.swp') || base.endsWith('.swx') || base === '4913';
}

export function watchTree(
  dir: string,
  onChange: (changed: string[]) => void,
  { debounceMs = 40, onError = (error: Error) => console.error(`watch ${dir}: ${error.message}`) } = {},
): TreeWatcher {
  const watchers = new Map<string, FSWatcher>();
  let timer: NodeJS.Timeout | undefined;
  let pending = new Set<string>();
  let closed = false;

  const fire = () => {
    timer = undefined;
    const changed = [...pending].sort();
    pending = new Set();
    onChange(changed);
  };

  const isDir = (path: string) => {
    try {
      return lstatSync(path).isDirectory();
    } catch {
      return false;
    }
  };

  const add = (folder: string) => {
    if (closed || watchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (_event, filename) => {
        const name = filename === null ? '' : String(filename);
        if (name !== '' && isScratchFile(name)) return;
        const path = name === '' ? folder : join(folder, name);
        if (name !== '' && isDir(path)) addTree(path);
        pending.add(relative(dir, path));
        clearTimeout(timer);
        timer = setTimeout(fire, debounceMs);
      });
    } catch (error) {
      onError(error as Error);
      return;
    }
    watcher.on('error', (error: NodeJS.ErrnoException) => {
      // The folder itself was deleted: forget it (a later folder of the same name is watched again).
      watcher.close();
      watchers.delete(folder);
      if (error.code !== 'EPERM' && error.code !== 'ENOENT') onError(error);
    });
    watchers.set(folder, watcher);
  };

  const addTree = (folder: string) => {
    add(folder);
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) if (entry.isDirectory() && !isScratchFile(entry.name)) addTree(join(folder, entry.name));
  };

  addTree(dir);
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

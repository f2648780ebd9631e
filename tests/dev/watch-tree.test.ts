/** The data watcher: live as soon as it returns, one call per burst of events, new folders included. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { watchTree, type TreeWatcher } from '../../scripts/dev/watch-tree';

let dir: string;
let watcher: TreeWatcher | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watch-tree-'));
});
afterEach(() => {
  watcher?.close();
  rmSync(dir, { recursive: true, force: true });
});

function calls() {
  const seen: string[][] = [];
  const next = (from: number) => new Promise<string[]>((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (seen.length > from) resolve(seen[from]!);
      else if (Date.now() - started > 30_000) reject(new Error('no change reported in 30 s'));
      else setTimeout(poll, 20);
    };
    poll();
  });
  return { seen, record: (changed: string[]) => void seen.push(changed), next };
}

it('reports a save made right after start-up, in a sub-folder, as one call; ignores editor scratch files', async () => {
  mkdirSync(join(dir, 'timetables'));
  const c = calls();
  watcher = watchTree(dir, c.record, { debounceMs: 100 });
  writeFileSync(join(dir, 'timetables', '.cebu.yaml.swp'), 'x');
  writeFileSync(join(dir, 'timetables', 'cebu.yaml'), 'a: 1\n');
  writeFileSync(join(dir, 'timetables', 'cebu.yaml'), 'a: 2\n');
  expect(await c.next(0)).toEqual(['timetables/cebu.yaml']);
  await new Promise((r) => setTimeout(r, 300));
  expect(c.seen).toHaveLength(1);
}, 60_000);

it('watches a folder created after start-up', async () => {
  const c = calls();
  watcher = watchTree(dir, c.record, { debounceMs: 50 });
  mkdirSync(join(dir, 'destinations'));
  expect(await c.next(0)).toContain('destinations');
  writeFileSync(join(dir, 'destinations', 'cebu.yaml'), 'a: 1\n');
  expect(await c.next(1)).toEqual(['destinations/cebu.yaml']);
}, 60_000);

it('a link to a folder, made while watching, is reported but never followed', async () => {
  const outside = mkdtempSync(join(tmpdir(), 'watch-tree-outside-'));
  try {
    mkdirSync(join(outside, 'deep', 'deeper'), { recursive: true });
    const c = calls();
    watcher = watchTree(dir, c.record, { debounceMs: 50 });
    symlinkSync(outside, join(dir, 'link'));
    expect(await c.next(0)).toEqual(['link']);
    // Followed, the link's folders would be watched: a save inside them would be reported as link/deep/…
    writeFileSync(join(outside, 'deep', 'deeper', 'x.yaml'), 'a: 1\n');
    writeFileSync(join(outside, 'top.yaml'), 'a: 1\n');
    await new Promise((r) => setTimeout(r, 400));
    expect(c.seen).toEqual([['link']]);
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
}, 60_000);

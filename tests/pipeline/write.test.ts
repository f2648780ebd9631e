/** The output folder is replaced in one step, left alone when nothing changed, and never half-written. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeOutputAtomically } from '../../src/pipeline/write';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const parent = () => {
  const dir = mkdtempSync(join(tmpdir(), 'write-'));
  dirs.push(dir);
  return dir;
};

describe('writeOutputAtomically', () => {
  it('replaces the whole folder: new files in, stale files gone, no temporary folder left behind', () => {
    const root = parent();
    const out = join(root, 'generated');
    mkdirSync(join(out, 'schemas'), { recursive: true });
    writeFileSync(join(out, 'stale.json'), 'old');
    expect(writeOutputAtomically(out, new Map([['graph.json', '{}\n'], ['schemas/site.json', '{"a":1}\n']]))).toBe('written');
    expect(readdirSync(out, { recursive: true }).map(String).sort()).toEqual(['graph.json', 'schemas', 'schemas/site.json']);
    expect(readdirSync(root)).toEqual(['generated']);
    expect(statSync(out).mode & 0o755).toBe(0o755);
  });

  it('same content → nothing is touched (watchers do not rebuild)', () => {
    const out = join(parent(), 'generated');
    const files = new Map([['graph.json', '{}\n']]);
    writeOutputAtomically(out, files);
    const before = statSync(join(out, 'graph.json')).mtimeMs;
    expect(writeOutputAtomically(out, files)).toBe('unchanged');
    expect(statSync(join(out, 'graph.json')).mtimeMs).toBe(before);
  });

  it('a failure while writing leaves the previous output exactly as it was', () => {
    const root = parent();
    const out = join(root, 'generated');
    mkdirSync(out);
    writeFileSync(join(out, 'graph.json'), 'previous');
    // A file and a folder with the same name cannot both be written: the second write throws.
    expect(() => writeOutputAtomically(out, new Map([['a', '1'], ['a/b.json', '2']]))).toThrow();
    expect(readFileSync(join(out, 'graph.json'), 'utf8')).toBe('previous');
    expect(readdirSync(root)).toEqual(['generated']);
    expect(existsSync(join(out, 'a'))).toBe(false);
  });
});

/**
 * Where a notice about a text is placed (src/pipeline/locate.ts): at the line of the words it names, and for a
 * `>-` or `|` block at least at the block's first line of text — never at the `key: >-` line, which holds no words.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Locator } from '../../src/pipeline/locate';
import type { LoadedFile } from '../../src/pipeline/loaded-file';
import type { JsonReport } from '../../src/pipeline/report/json';
import { BUILD_DATE, runDataCheck } from './builders';
import { VALID } from './fixture-dir';

const FILE = 'tests/fixtures/locate/block-texts.yaml';
const text = readFileSync(FILE, 'utf8');
const locator = new Locator([{ file: FILE, rel: 'block-texts.yaml', collection: 'pages', text, value: undefined } satisfies LoadedFile]);
const at = (path: (string | number)[], quote?: string) => {
  const { line, col } = locator.position({ file: FILE, path, quote });
  return `${line}:${col}`;
};
/** line:col of the first occurrence of `words` in the fixture, counted by hand from its text. */
const where = (words: string) => {
  const offset = text.indexOf(words);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
};

describe('a notice about a text', () => {
  it('in a >- block with no words named → the first line of text, not the `description: >-` line', () => {
    expect(at(['folded', 'description'])).toBe(where('The first line'));
    expect(at(['folded', 'description'])).not.toBe(where('description: >-'));
  });

  it('naming words on a later line of a >- block → that line and column', () => {
    expect(at(['folded', 'description'], 'The second line')).toBe('5:5');
    expect(at(['folded', 'description'], 'The second line')).toBe(where('The second line'));
  });

  it('naming words the fold wraps over two lines → the line of the first word', () => {
    expect(at(['folded', 'description'], 'Nineteen ferry destinations')).toBe(where('Nineteen ferry'));
  });

  it('in a | block with a comment on its header line → its first line of text, or the line of the words', () => {
    expect(at(['literal', 'note'])).toBe(where('Line one.'));
    expect(at(['literal', 'note'], 'the six ports')).toBe(where('the six ports.'));
  });

  it('in a one-line text → the column of the words; without words, the value', () => {
    expect(at(['plain', 'title'], 'six ports')).toBe(where('six ports in it'));
    expect(at(['plain', 'title'])).toBe(where('A short text'));
  });

  it('words not written as they read (an escape in a double-quoted text) → the value, not a guess', () => {
    expect(at(['escaped', 'title'], 'Two ports')).toBe(where('"Two'));
  });

  it('a notice on the key still points at the key', () => {
    expect(locator.position({ file: FILE, path: ['folded', 'description'], key: true })).toMatchObject({ line: 3, col: 3 });
  });
});

describe('data:check on a count inside a >- block', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('count_claim_contradicted is reported at the line of "Two ferry destinations", not at `description: >-`', () => {
    cpSync(VALID, dir, { recursive: true, filter: (src) => !src.endsWith('README.md') });
    const pages = join(dir, 'pages.yaml');
    const lines = readFileSync(pages, 'utf8').split('\n');
    const i = lines.indexOf('  description: Destinations.');
    expect(i, 'the valid set has the destinations description this test rewrites').toBeGreaterThan(0);
    lines.splice(i, 1, '  description: >-', '    Every port we sail to, with its', '    timetables. Two ferry destinations', '    and their ports.');
    writeFileSync(pages, lines.join('\n'));

    const { stdout } = runDataCheck(['--data', dir, '--out', join(dir, 'out'), '--date', BUILD_DATE, '--format', 'json', '--no-write']);
    const group = (JSON.parse(stdout) as JsonReport).notices.find((g) => g.code === 'count_claim_contradicted');
    expect(group?.sampleNotices.map((n) => `${n.file}:${n.line}:${n.col}`)).toEqual([`${pages}:${i + 3}:17`]);
  });
});

/** The loader: YAML 1.2 core, one document per file, positions kept, parse problems as findings. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDataDir } from '../../src/pipeline/load';
import { Locator } from '../../src/pipeline/locate';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A data folder holding only the given files (every other collection is reported missing, which these tests ignore). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'load-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

const SCHEMA = '# yaml-language-server: $schema=../generated/schemas/site.json\n';

describe('loadDataDir', () => {
  it('reads times, yes/no and leading zeros as YAML 1.2 core does: 12:30 stays the text "12:30"', () => {
    const dir = folder({ 'site.yaml': `${SCHEMA}dep: 12:30\nflag: yes\nquoted: "08:30"\n` });
    const site = loadDataDir(dir, 'data').files.find((f) => f.collection === 'site')!;
    expect(site.value).toEqual({ dep: '12:30', flag: 'yes', quoted: '08:30' });
  });

  it('reports every collection that is missing, by its display path', () => {
    const { findings } = loadDataDir(folder({}), 'data');
    expect(findings.filter((f) => f.code === 'missing_file').map((f) => f.at.file)).toEqual([
      'data/site.yaml', 'data/pages.yaml', 'data/places.yaml', 'data/ports.yaml', 'data/timetables/',
      'data/schedules.yaml', 'data/routes.yaml', 'data/fares.yaml', 'data/cabins.yaml', 'data/destinations/',
      'data/news.yaml', 'data/faq.yaml', 'data/travel-tips.yaml', 'data/policies.yaml', 'data/advisories.yaml',
    ]);
  });

  it('a misspelt top-level file, or a non-YAML file in a folder → unexpected_file warnings', () => {
    const dir = folder({ 'port.yaml': SCHEMA, 'timetables/coron.yml': SCHEMA, 'timetables/README.md': '# notes' });
    const unexpected = loadDataDir(dir, 'data').findings.filter((f) => f.code === 'unexpected_file').map((f) => f.at.file);
    expect(unexpected).toEqual(['data/timetables/coron.yml', 'data/port.yaml']);
  });

  it('files of a folder are read in code-unit order, whatever the machine', () => {
    const dir = folder({ 'timetables/b.yaml': SCHEMA, 'timetables/B.yaml': SCHEMA, 'timetables/a.yaml': SCHEMA });
    const rels = loadDataDir(dir, 'data').files.filter((f) => f.collection === 'timetables').map((f) => f.rel);
    expect(rels).toEqual(['timetables/B.yaml', 'timetables/a.yaml', 'timetables/b.yaml']);
  });

  it('a missing or wrong schema comment → schema_comment warning with the line to write', () => {
    const dir = folder({ 'ports.yaml': 'ports: []\n', 'places.yaml': '# yaml-language-server: $schema=../generated/schemas/ports.json\nplaces: []\n' });
    const notes = loadDataDir(dir, 'data').findings.filter((f) => f.code === 'schema_comment');
    expect(notes.map((f) => [f.at.file, f.context])).toEqual([
      ['data/places.yaml', { expected: '../generated/schemas/places.json' }],
      ['data/ports.yaml', { expected: '../generated/schemas/ports.json' }],
    ]);
  });

  it('keeps positions: a path is located on its YAML node, a missing key on the mapping that lacks it', () => {
    const text = `${SCHEMA}ports:\n  - id: manila\n    name: Manila\n  - { id: cebu, city: Cebu }\n`;
    const { files } = loadDataDir(folder({ 'ports.yaml': text }), 'data');
    const locator = new Locator(files);
    expect(locator.position({ file: 'data/ports.yaml', path: ['ports', 0, 'name'] })).toEqual({ file: 'data/ports.yaml', line: 4, col: 11, path: 'ports[0].name' });
    expect(locator.position({ file: 'data/ports.yaml', path: ['ports', 1, 'city'] })).toMatchObject({ line: 5, col: 23 });
    expect(locator.position({ file: 'data/ports.yaml', path: ['ports', 1, 'city'], key: true })).toMatchObject({ line: 5, col: 17 });
    expect(locator.position({ file: 'data/ports.yaml', path: ['ports', 1, 'name'] })).toMatchObject({ line: 5, col: 5 });
    expect(locator.position({ file: 'data/ports.yaml', path: [] })).toMatchObject({ line: 2, col: 1 });
  });

  it('a file with a YAML error is not handed on to validation', () => {
    const { files, findings } = loadDataDir(folder({ 'site.yaml': `${SCHEMA}a: 1\na: 2\n` }), 'data');
    expect(findings.filter((f) => f.code === 'duplicate_key')).toHaveLength(1);
    expect(files.find((f) => f.collection === 'site')!.value).toBeUndefined();
  });

  it('an explicit tag → one yaml_tag error (not also the parser\'s warning), and the file is not validated', () => {
    const { files, findings } = loadDataDir(folder({ 'site.yaml': `${SCHEMA}a: !shout hello\n` }), 'data');
    expect(findings.filter((f) => f.at.file === 'data/site.yaml').map((f) => [f.code, f.severity, f.context])).toEqual([
      ['yaml_tag', 'error', { tag: '!shout' }],
    ]);
    expect(files.find((f) => f.collection === 'site')!.value).toBeUndefined();
  });

  it('a few aliases are fine', () => {
    const { files, findings } = loadDataDir(folder({ 'site.yaml': `${SCHEMA}a: &x [1, 2]\nb: *x\n` }), 'data');
    expect(findings.filter((f) => f.code === 'alias_bomb')).toEqual([]);
    expect(files.find((f) => f.collection === 'site')!.value).toEqual({ a: [1, 2], b: [1, 2] });
  });
});

/**
 * Loading data: the data folder is untrusted input. Entries that are not regular
 * files inside it, bytes that are not UTF-8, deep nesting and oversized data are each one located error — never
 * their content in the output, never a hang, never "the checker itself failed" — and generated/ stays as it was.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../src/pipeline/input/limits';
import { valueLimitFindings } from '../../src/pipeline/input/loaded-limits';
import { loadDataDir } from '../../src/pipeline/load';
import { check, freshSandboxes, type Sandbox } from './hostile-support';

// Each case runs the whole check on a copy of the fixtures: allow a busy CI machine.
vi.setConfig({ testTimeout: 60_000 });

const fresh = freshSandboxes();
const TT_SCHEMA = '# yaml-language-server: $schema=../../generated/schemas/timetables.json\n';

/** The run failed with exactly these errors, and wrote nothing. */
function expectOnlyErrors(run: ReturnType<typeof check>, expected: [string, number, number, string][]) {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(1);
  expect(run.errors.map((n) => [n.file.replace(/^.*?\/data\//, 'data/'), n.line, n.col, n.code])).toEqual(expected);
  expect(run.outUntouched).toBe(true);
}

describe('entries that are not regular files inside the data folder', () => {
  const cases: [string, (path: string, box: Sandbox) => void][] = [
    ['a link to /proc/self/environ', (p) => symlinkSync('/proc/self/environ', p)],
    ['a link to /etc/passwd', (p) => symlinkSync('/etc/passwd', p)],
    ['a link to /dev/zero', (p) => symlinkSync('/dev/zero', p)],
    ['a named pipe', (p) => execFileSync('mkfifo', [p])],
    ['a folder', (p) => mkdirSync(p)],
    ['a dangling link', (p) => symlinkSync(join(p, '..', 'nowhere.yaml'), p)],
    ['a link to a data file through a path outside the folder', (p, box) => {
      writeFileSync(join(box.root, 'outside.yaml'), `${TT_SCHEMA}source: x y z\ntimetables: []\n`);
      symlinkSync(join(box.root, 'outside.yaml'), p);
    }],
  ];
  for (const [name, make] of cases) {
    it(`${name} named x.yaml → one not_a_regular_file error, nothing of it printed`, () => {
      const box = fresh();
      make(join(box.data, 'timetables', 'x.yaml'), box);
      const started = Date.now();
      const run = check(box, ['--format', 'text']);
      expect(Date.now() - started).toBeLessThan(30_000); // a hang would hit the test timeout long before
      expectOnlyErrors(run, [['data/timetables/x.yaml', 1, 1, 'not_a_regular_file']]);
      const json = check(box, ['--format', 'json']).stdout;
      for (const output of [run.stdout, json]) {
        expect(output).not.toMatch(/root:x?:0:0|PATH=|HOME=/);
        expect(output).not.toContain(process.env.PATH ?? 'no PATH');
      }
    });
  }

  it('a single-file collection that is a folder → not_a_regular_file, not "missing"', () => {
    const box = fresh();
    rmSync(join(box.data, 'faq.yaml'));
    mkdirSync(join(box.data, 'faq.yaml'));
    expectOnlyErrors(check(box), [['data/faq.yaml', 1, 1, 'not_a_regular_file']]);
  });

  it('a collection folder that links outside the data folder is not listed', () => {
    const box = fresh();
    rmSync(join(box.data, 'destinations'), { recursive: true });
    symlinkSync('/etc', join(box.data, 'destinations'));
    expectOnlyErrors(check(box), [['data/destinations/', 1, 1, 'not_a_regular_file']]);
  });

  it('a link to another file inside the data folder is read like the file itself', () => {
    const box = fresh();
    const tt = join(box.data, 'timetables');
    writeFileSync(join(box.root, 'data', 'extra.txt.yaml.src'), `${TT_SCHEMA}source: x y z\ntimetables: []\n`);
    symlinkSync(join(box.data, 'extra.txt.yaml.src'), join(tt, 'linked.yaml'));
    const run = check(box);
    expect(run.notices.filter((n) => n.code === 'not_a_regular_file')).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('--data naming a named pipe → a clean usage error (exit 2), no hang', () => {
    const box = fresh();
    const fifo = join(box.root, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const run = check({ ...box, data: fifo });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/is not a folder/);
    expect(run.stderr).not.toMatch(/checker itself failed/);
  });
});

describe('bytes that are not UTF-8', () => {
  it('a Latin-1 ö → invalid_utf8 at its line and column', () => {
    const box = fresh();
    const file = join(box.data, 'ports.yaml');
    const text = readFileSync(file);
    const at = text.indexOf('name: Manila');
    expect(at).toBeGreaterThan(0);
    const broken = Buffer.concat([text.subarray(0, at + 'name: Mani'.length), Buffer.from([0xf6]), text.subarray(at + 'name: Mani'.length)]);
    writeFileSync(file, broken);
    const line = text.subarray(0, at).toString('utf8').split('\n').length;
    const col = at - text.lastIndexOf('\n', at) + 'name: Mani'.length;
    const run = check(box);
    expectOnlyErrors(run, [['data/ports.yaml', line, col, 'invalid_utf8']]);
    expect(run.stdout).toContain('byte 0xF6 is not UTF-8');
    expect(run.stdout).not.toContain('\uFFFD');
  });
});

describe('a byte-order mark', () => {
  it('is dropped: no false schema_comment warning, and the check passes', () => {
    const box = fresh();
    const file = join(box.data, 'faq.yaml');
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(file)]));
    const run = check(box);
    expect(run.notices.filter((n) => n.code === 'schema_comment')).toEqual([]);
    expect(run.code).toBe(0);
  });
});

describe('deep nesting', () => {
  it('1,200 levels of block mappings → too_deep where level 65 starts, not a crash', () => {
    const box = fresh();
    const deep = Array.from({ length: 1200 }, (_, i) => `${' '.repeat(i)}k${i}:\n`).join('');
    writeFileSync(join(box.data, 'timetables', 'deep.yaml'), `${TT_SCHEMA}${deep}${' '.repeat(1200)}x\n`);
    const run = check(box);
    expectOnlyErrors(run, [['data/timetables/deep.yaml', 66, 65, 'too_deep']]);
  });

  // Found in the token stream before any tree is built (the 65th `[`): a million of them cost 1 GB as a tree.
  it('2,000 levels of flow lists → too_deep on line 2', () => {
    const box = fresh();
    writeFileSync(join(box.data, 'timetables', 'deep.yaml'), `${TT_SCHEMA}source: ${'['.repeat(2000)}${']'.repeat(2000)}\n`);
    expectOnlyErrors(check(box), [['data/timetables/deep.yaml', 2, 73, 'too_deep']]);
  });

  it('2,000 levels of nesting (4 MB) → limit_exceeded on the file size, not a crash', () => {
    const box = fresh();
    const deep = Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}k${i}:\n`).join('');
    writeFileSync(join(box.data, 'timetables', 'deep.yaml'), `${TT_SCHEMA}${deep}`);
    const run = check(box);
    expectOnlyErrors(run, [['data/timetables/deep.yaml', 1, 1, 'limit_exceeded']]);
    expect(run.stdout).toMatch(/more than the 1 MiB limit per file/);
  });
});

describe('documented limits', () => {
  const rows = (n: number, day = 'Mon') => Array.from({ length: n }, (_, i) =>
    `      - { days: [${day}], dep: "${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}", duration: 2 }\n`).join('');
  const timetable = (id: string, n: number) =>
    `${TT_SCHEMA}source: /test › Schedule\ntimetables:\n  - id: ${id}\n    from: manila\n    to: cebu\n    trips:\n${rows(n)}`;

  it(`a file over ${LIMITS.fileBytes} bytes → limit_exceeded, the file is not read`, () => {
    const box = fresh();
    writeFileSync(join(box.data, 'timetables', 'big.yaml'), `${TT_SCHEMA}source: "${'A'.repeat(LIMITS.fileBytes)}"\n`);
    expectOnlyErrors(check(box), [['data/timetables/big.yaml', 1, 1, 'limit_exceeded']]);
  });

  it(`files together over ${LIMITS.totalBytes} bytes → limit_exceeded on the first file past the total`, () => {
    const box = fresh();
    const chunk = `${TT_SCHEMA}source: "${'A'.repeat(LIMITS.fileBytes - 200)}"\n`;
    for (let i = 0; i < 9; i++) writeFileSync(join(box.data, 'timetables', `big-${i}.yaml`), chunk);
    // The loader alone: the limit is checked there, and validating 8 MB of text would only slow the test.
    const { findings } = loadDataDir(box.data, 'data');
    const limits = findings.filter((f) => f.code === 'limit_exceeded' && f.context.limit === 'totalBytes');
    expect(limits.map((f) => [f.at.file, f.context.limit])).toEqual([['data/timetables/big-7.yaml', 'totalBytes'],
      ['data/timetables/big-8.yaml', 'totalBytes']]);
  });

  it(`more than ${LIMITS.folderEntries} entries in a folder → one limit_exceeded on the folder`, () => {
    const box = fresh();
    for (let i = 0; i <= LIMITS.folderEntries; i++) writeFileSync(join(box.data, 'destinations', `d${i}.txt`), '');
    expectOnlyErrors(check(box), [['data/destinations/', 1, 1, 'limit_exceeded']]);
  });

  it(`a text value over ${LIMITS.stringChars} characters → limit_exceeded at that value`, () => {
    const box = fresh();
    const file = join(box.data, 'site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^brand: .*$/m, `brand: ${'B'.repeat(LIMITS.stringChars + 1)}`));
    const run = check(box);
    expectOnlyErrors(run, [['data/site.yaml', 2, 8, 'limit_exceeded']]);
    expect(run.stdout).toContain('10,001 characters, more than the 10,000 limit');
  });

  it(`more than ${LIMITS.valuesPerFile} values in one file → limit_exceeded before the YAML is composed`, () => {
    const box = fresh();
    writeFileSync(join(box.data, 'timetables', 'many.yaml'), `${TT_SCHEMA}source: [${'1,'.repeat(LIMITS.valuesPerFile)}1]\n`);
    const run = check(box);
    expect(run.errors.map((n) => [n.file.replace(/^.*?\/data\//, 'data/'), n.line, n.code])).toEqual([['data/timetables/many.yaml', 2, 'limit_exceeded']]);
  });

  it(`a mapping of more than ${LIMITS.mappingEntries} keys (24,000 repeats of one key) → one limit_exceeded, not 24,000 duplicate_key`, () => {
    const box = fresh();
    writeFileSync(join(box.data, 'timetables', 'keys.yaml'), `${TT_SCHEMA}${'a: 1\n'.repeat(24_000)}`);
    writeFileSync(join(box.data, 'timetables', 'flow.yaml'), `${TT_SCHEMA}source: {${Array.from({ length: 1001 }, (_, i) => `k${i}: 1`).join(', ')}}\n`);
    const run = check(box);
    expectOnlyErrors(run, [['data/timetables/flow.yaml', 2, 9, 'limit_exceeded'], ['data/timetables/keys.yaml', 2, 1, 'limit_exceeded']]);
    expect(run.stdout).toContain('more than 1,000 keys');
  });

  it(`more than ${LIMITS.tripRowsPerFile} trip rows in one file → limit_exceeded at the first row past it`, () => {
    const box = fresh();
    writeFileSync(join(box.data, 'timetables', 'rows.yaml'), timetable('rows-a', LIMITS.tripRowsPerFile + 1));
    const run = check(box);
    expectOnlyErrors(run, [['data/timetables/rows.yaml', 8 + LIMITS.tripRowsPerFile, 9, 'limit_exceeded']]);
  });

  it(`more than ${LIMITS.tripRowsTotal} trip rows in all files → limit_exceeded at the first row past the total`, () => {
    const value = { timetables: [{ trips: [{}, {}, {}] }] };
    const file = { file: 'data/timetables/last.yaml', rel: 'timetables/last.yaml', collection: 'timetables' as const, text: '', value };
    // As if the files read before had used all but one row of the budget.
    const findings = valueLimitFindings(file, { values: 0, tripRows: LIMITS.tripRowsTotal - 1 });
    expect(findings.map((f) => [f.at.path, f.context.limit])).toEqual([[['timetables', 0, 'trips', 1], 'tripRowsTotal']]);
    expect(valueLimitFindings(file, { values: 0, tripRows: LIMITS.tripRowsTotal - 3 })).toEqual([]);
  });
});

describe('YAML that plain data never needs', () => {
  it('!!binary → yaml_tag at the tag, not "brand should be text, not a mapping"', () => {
    const box = fresh();
    const file = join(box.data, 'site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^brand: .*$/m, 'brand: !!binary aGVsbG8='));
    const run = check(box);
    expectOnlyErrors(run, [['data/site.yaml', 2, 8, 'yaml_tag']]);
    expect(run.stdout).not.toMatch(/wrong_type|yaml_warning/);
  });

  for (const key of ['__proto__', 'constructor', 'prototype']) {
    it(`a "${key}" key in policies.values → forbidden_key, not dropped silently`, () => {
      const box = fresh();
      const file = join(box.data, 'policies.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('values: { freeBelowAgeYears: 3 }', `values: { freeBelowAgeYears: 3, ${key}: 5 }`));
      const run = check(box);
      expectOnlyErrors(run, [['data/policies.yaml', 6, 37, 'forbidden_key']]);
    });
  }

  it('a quoted "__proto__" key in block style is found too', () => {
    const box = fresh();
    appendFileSync(join(box.data, 'advisories.yaml'), '"__proto__":\n  polluted: true\n');
    const run = check(box);
    expect(run.errors.map((n) => n.code)).toEqual(['forbidden_key']);
    expect(existsSync(join(box.out, 'graph.json'))).toBe(false);
  });
});

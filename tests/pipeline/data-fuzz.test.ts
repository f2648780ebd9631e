/**
 * Property test of the data-check contract beyond any list of known attacks: random mutations of the real data files —
 * deleted lines and keys, swapped types, random bytes, truncation, huge values, unicode, YAML specials — and for
 * every one, data:check
 *   - exits 0 or 1 (2 would mean the checker itself failed on data, which is a bug),
 *   - prints nothing but located notices and the summary: every notice has a file inside the data folder, a line
 *     and a column, and no stack trace is printed anywhere,
 *   - leaves the output folder untouched whenever it does not exit 0.
 * Runs in-process. Cheap by default (~200 cases): the mutated real file is checked inside the small fixture set,
 * and one case in forty inside a full copy of data/. FUZZ_RUNS=5000 (any count above 200) runs longer (one in ten in data/, lines repeated
 * up to 6,000 times); FUZZ_SEED=n replays a run; FUZZ_VERBOSE=1 prints each case and its time.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_DIR } from './builders';
import { check, sandbox, type Sandbox } from './hostile-support';
import { REAL_DATA_DIR } from '../support/real-data';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** A long run (FUZZ_RUNS above the default) also repeats lines by the thousand and checks more cases in the full data/. */
const LONG = RUNS > 200;
const MAX_REPEAT = LONG ? 6_000 : 600;
// At least one case in the full copy, however few cases run (the recipes test runs 20 on its edited data/).
const FULL_EVERY = LONG ? 10 : Math.min(40, RUNS);

/** Every YAML file of the real data folder, relative to it. */
const REAL_FILES = ['.', 'timetables', 'destinations'].flatMap((dir) =>
  readdirSync(join(REAL_DATA_DIR, dir)).filter((n) => n.endsWith('.yaml')).map((n) => (dir === '.' ? n : `${dir}/${n}`))).sort();

// ─── mutations: each turns the file's bytes into other bytes ──────────────────────────────────────────────
type Mutation = { name: string; apply: (bytes: Buffer) => Buffer };
const at = (bytes: Buffer, fraction: number) => Math.floor(fraction * bytes.length);
const lines = (bytes: Buffer) => bytes.toString('latin1').split('\n');
const joinLines = (parts: string[]) => Buffer.from(parts.join('\n'), 'latin1');
const lineIndex = (parts: string[], fraction: number) => Math.min(parts.length - 1, Math.floor(fraction * parts.length));
/** A position in the file, 0 ≤ f < 1 (integers spread better than fast-check's doubles, which cluster at 0). */
const fraction = fc.integer({ min: 0, max: 999_999 }).map((n) => n / 1_000_000);

const SWAPS = ['123', '-1', '1e309', '0x1F', 'true', 'null', '~', '[]', '{}', '""', "''", '[1, [2, [3]]]', '{ a: 1 }',
  '"text"', '2025-02-30', '"2025-13-45"', '12:30', '+1', '.nan', '!!binary aGVsbG8=', '&a x', '*a', '*nope', '|', '>-',
  '"//evil.example/x"', '"/\\\\evil.example"', 'javascript:alert(1)', '"\\u0000"', '__proto__', "'it''s'"];
const INSERTS = ['__proto__: 1', 'constructor: x', '<<: *a', '? complex', '%YAML 1.1', '---', '...', '- item', '  - deeper',
  '\t tab: 1', 'key: [unclosed', 'key: {unclosed', 'key: "unclosed', '#', '!!map', 'a: &anchor {b: *anchor}', '\ufeff', '\r'];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fraction.map((f) => ({ name: `delete line ${f.toFixed(3)}`, apply: (b: Buffer) => {
    const parts = lines(b);
    parts.splice(lineIndex(parts, f), 1);
    return joinLines(parts);
  } })),
  fc.tuple(fraction, fc.constantFrom(...SWAPS)).map(([f, value]) => ({ name: `value of line ${f.toFixed(3)} → ${value}`, apply: (b: Buffer) => {
    const parts = lines(b);
    const i = lineIndex(parts, f);
    parts[i] = parts[i]!.replace(/(:\s+|-\s+)(.*)$/, (_, sep: string) => `${sep}${value}`);
    return joinLines(parts);
  } })),
  fc.tuple(fraction, fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([f, bytes]) => ({ name: `bytes ${Buffer.from(bytes).toString('hex')} at ${f.toFixed(3)}`,
    apply: (b: Buffer) => Buffer.concat([b.subarray(0, at(b, f)), Buffer.from(bytes), b.subarray(at(b, f))]) })),
  fraction.map((f) => ({ name: `truncate at ${f.toFixed(3)}`, apply: (b: Buffer) => b.subarray(0, at(b, f)) })),
  fc.tuple(fraction, fc.integer({ min: 9_000, max: 300_000 })).map(([f, n]) => ({ name: `huge value (${n}) on line ${f.toFixed(3)}`, apply: (b: Buffer) => {
    const parts = lines(b);
    const i = lineIndex(parts, f);
    parts[i] = parts[i]!.replace(/(:\s+|-\s+)(.*)$/, (_, sep: string) => `${sep}${'A'.repeat(n)}`);
    return joinLines(parts);
  } })),
  fc.tuple(fraction, fc.integer({ min: 2, max: MAX_REPEAT })).map(([f, n]) => ({ name: `line ${f.toFixed(3)} repeated ${n} times`, apply: (b: Buffer) => {
    const parts = lines(b);
    const i = lineIndex(parts, f);
    // At most ~2 MB: past the file-size limit already, without building a string no engine can hold.
    const copies = Math.min(n - 1, Math.floor(2_000_000 / (parts[i]!.length + 1)));
    parts.splice(i, 0, ...Array.from({ length: copies }, () => parts[i]!));
    return joinLines(parts);
  } })),
  fc.tuple(fraction, fc.string({ unit: 'binary', minLength: 1, maxLength: 12 })).map(([f, text]) => ({ name: `unicode ${JSON.stringify(text)} at ${f.toFixed(3)}`,
    apply: (b: Buffer) => Buffer.concat([b.subarray(0, at(b, f)), Buffer.from(text, 'utf8'), b.subarray(at(b, f))]) })),
  fc.tuple(fraction, fc.constantFrom(...INSERTS)).map(([f, text]) => ({ name: `insert ${JSON.stringify(text)} before line ${f.toFixed(3)}`, apply: (b: Buffer) => {
    const parts = lines(b);
    parts.splice(lineIndex(parts, f), 0, Buffer.from(text, 'utf8').toString('latin1'));
    return joinLines(parts);
  } })),
  fc.tuple(fraction, fc.integer({ min: -4, max: 6 })).map(([f, shift]) => ({ name: `indent line ${f.toFixed(3)} by ${shift}`, apply: (b: Buffer) => {
    const parts = lines(b);
    const i = lineIndex(parts, f);
    parts[i] = shift >= 0 ? ' '.repeat(shift) + parts[i]! : parts[i]!.slice(Math.min(-shift, /^ */.exec(parts[i]!)![0].length));
    return joinLines(parts);
  } })),
);

const NOTICE = /^(.+?):(\d+):(\d+) {2}(error|warning|info) {2}[a-z0-9_]+ {2}/;
const STACK = /^\s+at .+[:(]\d+:\d+\)?$/m;

describe('data:check on randomly mutated real data files', () => {
  let small: Sandbox;
  let full: Sandbox;
  beforeAll(() => {
    small = sandbox(VALID_DIR);
    full = sandbox(REAL_DATA_DIR);
  });
  afterAll(() => {
    small.remove();
    full.remove();
  });

  it(`keeps its contract for ${RUNS} mutations (exit 0/1, every notice located in the data folder, no stack, output untouched on error)`, () => {
    let runs = 0;
    fc.assert(fc.property(fc.constantFrom(...REAL_FILES), fc.array(mutation, { minLength: 1, maxLength: 3 }), (rel, mutations) => {
      const box = runs++ % FULL_EVERY === FULL_EVERY - 1 ? full : small;
      const path = join(box.data, rel);
      const before = existsSync(path) ? readFileSync(path) : null;
      const original = readFileSync(join(REAL_DATA_DIR, rel));
      writeFileSync(path, mutations.reduce<Buffer>((bytes, m) => m.apply(bytes), original));
      try {
        const started = performance.now();
        const run = check(box, ['--format', 'text']);
        if (process.env.FUZZ_VERBOSE) {
          process.stderr.write(`${(performance.now() - started).toFixed(0)} ms ${box === full ? 'full' : 'small'} ${rel}: ${mutations.map((m) => m.name).join(', ')}\n`);
        }
        const what = `${rel} after ${mutations.map((m) => m.name).join(', ')}:\n${run.stdout.slice(0, 2000)}${run.stderr.slice(0, 2000)}`;
        expect([0, 1], what).toContain(run.code);
        expect(STACK.test(run.stdout) || STACK.test(run.stderr), what).toBe(false);
        expect(run.stderr, what).toBe('');
        // Everything before the summary line (and the decision counts and infos lines) must be a located notice.
        const body = run.stdout.trimEnd().split('\n').slice(0, -1)
          .filter((l) => !/^\d+ warnings?: \d+ covered by decisions/.test(l) && !/^\d+ infos? not listed/.test(l));
        expect(run.stdout.trimEnd().split('\n').at(-1), what).toMatch(/^data check (passed|failed)/);
        for (const line of body) {
          const m = NOTICE.exec(line);
          expect(m, `unlocated line ${JSON.stringify(line.slice(0, 200))} in ${what}`).not.toBeNull();
          expect(m![1]!.startsWith(`${box.data}/`), what).toBe(true);
          expect(Number(m![2])).toBeGreaterThanOrEqual(1);
          expect(Number(m![3])).toBeGreaterThanOrEqual(1);
        }
        if (run.code !== 0) expect(run.outUntouched, what).toBe(true);
      } finally {
        if (before === null) rmSync(path, { force: true });
        else writeFileSync(path, before);
        // A passing run replaces the output folder as a whole: start the next case from the marker again.
        rmSync(box.out, { recursive: true, force: true });
        mkdirSync(box.out);
        writeFileSync(join(box.out, 'marker'), 'previous build');
      }
    }), { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) });
  }, 600_000);
});

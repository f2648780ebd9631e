/**
 * `npm run bench:limits` — data:check against hostile inputs (huge files, deep nesting, alias bombs, …), each in a
 * fresh copy of data/ in a temporary folder, run as its own process (`node --import tsx scripts/data-check.ts`, as npm
 * run data:check does) under /usr/bin/time, so the figure is the whole process's peak resident memory. Prints one row
 * per attack: exit code, wall time, peak RSS and the first error line. The promise: every row under 512 MB and a few
 * seconds.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../src/pipeline/input/limits';

const TIME = '/usr/bin/time';
if (!existsSync(TIME)) {
  console.error('bench:limits needs GNU time at /usr/bin/time (apt-get install time)');
  process.exit(2);
}
const TT = '# yaml-language-server: $schema=../../generated/schemas/timetables.json\n';
const row = (i: number) => `      - { days: [Mon], dep: "${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}", duration: 2 }\n`;
const timetable = (id: string, rows: number, from = 0) =>
  `${TT}source: /bench › Schedule\ntimetables:\n  - id: ${id}\n    from: manila\n    to: cebu\n    trips:\n${Array.from({ length: rows }, (_, i) => row(from + i)).join('')}`;

/** Each attack edits the data copy in `dir`. */
const ATTACKS: [string, (dir: string) => void][] = [
  ['shipped data (no attack)', () => {}],
  ['50 MB text value', (d) => writeFileSync(join(d, 'timetables/big.yaml'), `${TT}source: "${'A'.repeat(50_000_000)}"\n`)],
  ['780,000 trip rows (47 MB)', (d) => writeFileSync(join(d, 'timetables/rows.yaml'), timetable('rows', 780_000))],
  ['link to /dev/zero', (d) => symlinkSync('/dev/zero', join(d, 'timetables/zero.yaml'))],
  ['2,000 levels of kN: (4 MB)', (d) => writeFileSync(join(d, 'timetables/deep.yaml'),
    TT + Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}k${i}:\n`).join(''))],
  ['1,000,000 nested [ (1 MiB - 1 KB)', (d) => writeFileSync(join(d, 'timetables/flow.yaml'), `${TT}source: ${'['.repeat(LIMITS.fileBytes - 1024)}\n`)],
  ['500,000 values in one 1 MiB file', (d) => writeFileSync(join(d, 'timetables/values.yaml'), `${TT}source: [${'1,'.repeat(500_000)}1]\n`)],
  ['8 files of 1 MiB text (total limit)', (d) => {
    for (let i = 0; i < 9; i++) writeFileSync(join(d, `timetables/t${i}.yaml`), `${TT}source: "${'A'.repeat(LIMITS.fileBytes - 200)}"\n`);
  }],
  ['600 files in timetables/', (d) => {
    for (let i = 0; i < 600; i++) writeFileSync(join(d, `timetables/f${i}.yaml`), timetable(`f-${i}`, 1));
  }],
  ['alias bomb (billion laughs)', (d) => writeFileSync(join(d, 'timetables/bomb.yaml'), `${TT}a: &a [x, x, x, x, x, x, x, x, x]\n${
    Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]\n`).join('')}`)],
  ['largest accepted: 5 × 4,000 trip rows', (d) => {
    for (let f = 0; f < 5; f++) writeFileSync(join(d, `timetables/max-${f}.yaml`), timetable(`max-${f}`, LIMITS.tripRowsPerFile, f * 7));
  }],
  ['48,000 values in one file (under the limit)', (d) => {
    const items = Array.from({ length: 24_000 }, (_, i) => `  - { q: q${i}, a: a }\n`).join('');
    writeFileSync(join(d, 'faq.yaml'), readFileSync(join(d, 'faq.yaml'), 'utf8').replace(/^sections:/m, `bench:\n${items}sections:`));
  }],
];

const root = mkdtempSync(join(tmpdir(), 'bench-limits-'));
console.log('| attack | exit | wall s | peak RSS MB | first error |');
console.log('|---|---|---|---|---|');
let worst = 0;
try {
  for (const [name, make] of ATTACKS) {
    const dir = join(root, 'data');
    const out = join(root, 'generated');
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    cpSync('data', dir, { recursive: true });
    mkdirSync(out);
    make(dir);
    const timeFile = join(root, 'time.txt');
    const run = spawnSync(TIME, ['-f', '%e %M', '-o', timeFile, process.execPath, '--import', 'tsx', 'scripts/data-check.ts',
      '--data', dir, '--out', out, '--no-write'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
    const [wall, rssKb] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ');
    const rss = Math.round(Number(rssKb) / 1024);
    worst = Math.max(worst, rss);
    const first = (run.stdout.split('\n').find((l) => /  error  /.test(l)) ?? run.stdout.trim().split('\n').at(-1) ?? '')
      .replace(`${dir}/`, 'data/').slice(0, 140).replace(/\|/g, '\\|');
    console.log(`| ${name} | ${run.status} | ${wall} | ${rss} | ${first} |`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(`\nworst peak RSS: ${worst} MB (limit 512 MB)`);
process.exitCode = worst < 512 ? 0 : 1;

/**
 * `npm run data:diff -- <git-ref>` (scripts/diff/cli.ts) in a throwaway git repository: the valid fixture data
 * committed, then a commit that retimes Manila → Cebu. The diff against HEAD~1 names the route, the days and the
 * old and new time in PST; the Markdown form is a table GitHub renders (read back with marked, a GFM parser). The
 * working tree is never touched: the ref's data comes from `git archive`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { marked, type Tokens } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDiff } from '../../scripts/diff/cli';

const repo = mkdtempSync(join(tmpdir(), 'data-diff-repo-'));
const identity = { GIT_AUTHOR_NAME: 'Maintainer', GIT_AUTHOR_EMAIL: 'maintainer@ferry.example', GIT_COMMITTER_NAME: 'Maintainer', GIT_COMMITTER_EMAIL: 'maintainer@ferry.example' };
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, ...identity } });
const TIMETABLE = join(repo, 'data', 'timetables', 'manila-cebu.yaml');

function diff(...args: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = dataDiff(args, { stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, cwd: repo, today: '2026-03-01' });
  return { code, stdout, stderr };
}

beforeAll(() => {
  cpSync('tests/fixtures/valid', join(repo, 'data'), { recursive: true, filter: (src) => !src.endsWith('README.md') });
  symlinkSync(resolve('public'), join(repo, 'public'));
  git('init', '-q');
  git('add', 'data');
  git('commit', '-qm', 'Fixture data');
  const text = readFileSync(TIMETABLE, 'utf8');
  writeFileSync(TIMETABLE, text.replace('{ days: [Mon, Thu], dep: "20:00", arrDay: "+1", arr: "18:00" }', '{ days: [Mon, Thu], dep: "21:00", arrDay: "+1", arr: "19:00" }'));
  git('commit', '-qam', 'Manila → Cebu leaves at 21:00');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('npm run data:diff -- HEAD~1, after a commit that retimes Manila → Cebu', () => {
  it('prints the route, its days and the old and new time in PST, and nothing else', () => {
    const { code, stdout, stderr } = diff('HEAD~1');
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toBe([
      'What travellers will see change: data/ at HEAD~1 → the working tree (build date 2026-03-01)',
      '',
      'Sailings',
      '  retimed   Manila North Harbor to Cebu Port (manila-cebu)  Mon, Thu: 8:00 PM PST, arrives 6:00 PM +1 day → 9:00 PM PST, arrives 7:00 PM +1 day',
      '',
    ].join('\n'));
  });

  it('--format markdown is a table: one row, the route, the days, before and after', () => {
    const { code, stdout } = diff('--format', 'markdown', 'HEAD~1');
    expect(code).toBe(0);
    const tables = marked.lexer(stdout).filter((t): t is Tokens.Table => t.type === 'table');
    expect(tables).toHaveLength(1);
    expect(tables[0]!.header.map((c) => c.text)).toEqual(['', 'route', 'days', 'before', 'after']);
    expect(tables[0]!.rows.map((row) => row.map((c) => c.text))).toEqual([
      ['retimed', 'Manila North Harbor to Cebu Port (manila-cebu)', 'Mon, Thu', '8:00 PM PST, arrives 6:00 PM +1 day', '9:00 PM PST, arrives 7:00 PM +1 day'],
    ]);
    expect(marked.parse(stdout)).toContain('<table>');
  });

  it('the working tree is the other side: an uncommitted edit shows; the ref against itself shows nothing', () => {
    writeFileSync(join(repo, 'data', 'site.yaml'), readFileSync(join(repo, 'data', 'site.yaml'), 'utf8').replace('phone: { display: (02) 8000 0000, tel: "+63280000000" }', 'phone: { display: (02) 8123 4567, tel: "+63281234567" }'));
    try {
      expect(diff('HEAD').stdout).toContain('Site-wide figures\n  changed   phone: (02) 8000 0000 (dials +63280000000) → (02) 8123 4567 (dials +63281234567)\n');
      expect(git('status', '--porcelain', '--', 'data')).toBe(' M data/site.yaml\n');
    } finally {
      git('checkout', '--', 'data/site.yaml');
    }
    expect(diff('HEAD').stdout).toContain('No change a traveller would see');
  });

  it('the working tree\'s data has an error → said where the diff would be, exit 1', () => {
    const ports = join(repo, 'data', 'ports.yaml');
    const text = readFileSync(ports, 'utf8');
    writeFileSync(ports, `${text}  - id: Bad Id\n`);
    try {
      const { code, stdout } = diff('--format', 'markdown', 'HEAD');
      expect(code).toBe(1);
      expect(stdout).toMatch(/^### What travellers will see change\n\ndata\/ at HEAD → the working tree, build date 2026-03-01\.\n\nThe working tree's data has \d+ errors? \(npm run data:check lists them all\), so there is nothing to compare\.\n\n- data\/ports\.yaml:\d+:\d+ {2}error {2}/);
    } finally {
      writeFileSync(ports, text);
    }
  });

  it('a ref, a format or a folder holding terminal escapes → said with the escapes shown as text, never sent raw', () => {
    const red = '\u001b[31mRED';
    for (const args of [[red], ['--format', red, 'HEAD'], ['--data', `${red}\u202e`, 'HEAD'], [`--${red}`, 'HEAD']]) {
      const { code, stdout, stderr } = diff(...args);
      expect(code, JSON.stringify(args)).toBe(2);
      expect(stdout + stderr, JSON.stringify(args)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      expect(stderr, JSON.stringify(args)).toContain('\\u001b[31mRED');
    }
  });

  it('a ref git does not know → exit 2, said; the data check cannot read the ref\'s data → said, exit 0', () => {
    expect(diff('no-such-branch')).toMatchObject({ code: 2, stderr: 'data:diff: "no-such-branch" is not a commit of this repository (a shallow clone may lack it: fetch it first)\n' });
    writeFileSync(join(repo, 'data', 'ports.yaml'), `${readFileSync(join(repo, 'data', 'ports.yaml'), 'utf8')}  - id: Bad Id\n`);
    git('commit', '-qam', 'A broken port');
    git('revert', '--no-edit', 'HEAD');
    const { code, stdout } = diff('HEAD~1');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^The data at HEAD~1 does not pass this version's data check \(\d+ errors?, as when a change adds a field every file must have\), so there is nothing to compare it with\.\n {2}data\/ports\.yaml:\d+:\d+ {2}/);
  });
});

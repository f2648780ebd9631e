/**
 * The CLI entry function (src/pipeline/cli.ts) on the valid fixture set: what it prints, what it writes, and its
 * exit codes. In-process; tests/pipeline/cli-process.test.ts runs the real script for the exit codes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCodesDoc } from '../../src/pipeline/notices/codes-doc';
import type { Check } from '../../src/pipeline/types';
import { BUILD_DATE, runDataCheck as run, VALID_DIR } from './builders';
import { materialise } from './fixture-dir';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-check-'));
  temps.push(dir);
  return dir;
};

const snapshot = (dir: string) => Object.fromEntries(
  readdirSync(dir, { recursive: true }).map(String).sort()
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
);

describe('data:check on valid data', () => {
  it('exits 0, prints the summary, and writes graph.json, report.json, decisions.md and one schema per collection', () => {
    const out = join(temp(), 'generated');
    const { code, stdout, stderr } = run(['--data', VALID_DIR, '--out', out]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(`data check passed: 0 errors, 0 warnings, 1 info in 16 files (${VALID_DIR})`);
    expect(readdirSync(join(out, 'schemas')).sort()).toEqual([
      'advisories.json', 'cabins.json', 'decisions.json', 'destinations.json', 'faq.json', 'fares.json', 'news.json', 'pages.json',
      'places.json', 'policies.json', 'ports.json', 'routes.json', 'schedules.json', 'site.json', 'status.json', 'timetables.json',
      'travelTips.json',
    ]);
    const text = readFileSync(join(out, 'graph.json'), 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    const graph = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(graph)).toEqual([...Object.keys(graph)].sort());
    expect(graph.$comment).toBe('generated from data/ by `npm run data:check` — do not edit');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { summary: Record<string, unknown> };
    expect(report.summary).toMatchObject({ errors: 0, warnings: 0, infos: 1, buildDate: BUILD_DATE, dataDir: VALID_DIR });
    // The decision table is written with the graph it describes, so it cannot be stale after a data change.
    expect(readFileSync(join(out, 'decisions.md'), 'utf8')).toBe(run(['--data', VALID_DIR, '--decisions-doc']).stdout);
  });

  it('the same data gives byte-identical output, with no absolute path or time in it', () => {
    const a = join(temp(), 'a');
    const b = join(temp(), 'b');
    run(['--data', VALID_DIR, '--out', a]);
    run(['--data', VALID_DIR, '--out', b]);
    expect(snapshot(a)).toEqual(snapshot(b));
    const all = Object.values(snapshot(a)).join('\n');
    expect(all).not.toContain(tmpdir());
    expect(all).not.toContain(process.cwd());
    expect(all).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
  });

  it('--no-write checks without touching the output folder', () => {
    const out = join(temp(), 'generated');
    expect(run(['--data', VALID_DIR, '--out', out, '--no-write']).code).toBe(0);
    expect(existsSync(out)).toBe(false);
  });
});

describe('exit codes and output on problems', () => {
  it('a data error → exit 1, one sorted line per notice, and the previous output left byte for byte', () => {
    const out = temp();
    writeFileSync(join(out, 'graph.json'), 'previous\n');
    const dir = materialise('bad-time');
    temps.push(dir);
    const { code, stdout } = run(['--data', dir, '--out', out]);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`${dir}/timetables/bad.yaml:8:57  error  invalid_time  "25:61" is not a time; write 24-hour HH:MM in Philippine Standard Time, e.g. "20:30"`);
    expect(lines.at(-1)).toMatch(/^data check failed: 1 error, \d+ warnings?, \d+ infos? in 17 files .*; generated\/ was not changed$/);
    expect(snapshot(out)).toEqual({ 'graph.json': 'previous\n' });
  });

  it('warnings pass, and fail with --strict (nothing written then)', () => {
    const dir = materialise('duplicate-slug');
    temps.push(dir);
    rmSync(join(dir, 'destinations/cebu.yaml'));
    const out = join(temp(), 'generated');
    expect(run(['--data', dir, '--out', out, '--no-write']).code).toBe(0);
    const strict = run(['--data', dir, '--out', out, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('warning  file_name_mismatch');
    expect(existsSync(out)).toBe(false);
  });

  it('a check that crashes → exit 2, reported as check_crashed, and the other checks still report', () => {
    const crashing: Check = { id: 'always-crashes', notices: [], run: () => { throw new TypeError('boom'); } };
    const reporting: Check = {
      id: 'reports', notices: [],
      run: () => [{ code: 'unresolved_place', severity: 'info', at: { file: `${VALID_DIR}/places.yaml`, path: ['places', 0, 'name'] }, message: 'still here', context: {} }],
    };
    const out = join(temp(), 'generated');
    const { code, stdout } = run(['--data', VALID_DIR, '--out', out, '--infos'], { checks: [crashing, reporting] });
    expect(code).toBe(2);
    expect(stdout).toContain(`${VALID_DIR}:1:1  error  check_crashed  the always-crashes check crashed (TypeError: boom); the other checks still ran — this is a bug in the checker: report it (DEBUG=1 shows the stack)`);
    expect(stdout).toContain(`${VALID_DIR}/places.yaml:3:13  info  unresolved_place  still here`);
    expect(stdout).not.toMatch(/^\s+at /m);
    expect(existsSync(out)).toBe(false);
    const debug = run(['--data', VALID_DIR, '--no-write'], { checks: [crashing], debug: true });
    expect(debug.stderr).toMatch(/^TypeError: boom\n\s+at /);
  });

  it('a missing data folder or a bad option → exit 2 with a short message on stderr', () => {
    const missing = run(['--data', join(temp(), 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^data check: the data folder .*nope does not exist — pass --data DIR or run from the project root\n$/);
    const badDate = run(['--date', '2026-02-30']);
    expect(badDate.code).toBe(2);
    expect(badDate.stderr.split('\n')[0]).toBe('--date must be a real date written yyyy-MM-dd, not "2026-02-30"');
    expect(run(['--format', 'xml']).code).toBe(2);
  });
});

describe('report formats', () => {
  it('--format github prints one annotation per notice on its YAML line, then the summary', () => {
    const dir = materialise('dangling-port');
    temps.push(dir);
    const { stdout } = run(['--data', dir, '--no-write', '--format', 'github']);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain(`::error file=${dir}/timetables/bad.yaml,line=5,col=11,title=dangling_reference::there is no port "batangass"; did you mean "batangas"? — correct the id or add the port to ports.yaml`);
    expect(lines.at(-1)).toMatch(/^data check failed: 1 error/);
  });

  it('--format json groups notices by code with counts and samples, errors first', () => {
    const dir = materialise('fare-min-above-max');
    temps.push(dir);
    const report = JSON.parse(run(['--data', dir, '--no-write', '--format', 'json']).stdout) as {
      notices: { code: string; severity: string; totalNotices: number; sampleNotices: { file: string; line: number }[] }[];
    };
    expect(report.notices[0]).toMatchObject({ code: 'fare_min_above_max', severity: 'error', totalNotices: 1 });
    expect(report.notices[0]!.sampleNotices[0]).toMatchObject({ file: `${dir}/timetables/bad.yaml`, line: 8, col: 65 });
    const rank = { error: 0, warning: 1, info: 2 } as Record<string, number>;
    const ranks = report.notices.map((g) => rank[g.severity]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(report.notices.map((g) => g.severity))).toEqual(new Set(['error', 'warning', 'info']));
  });

  it('colour only when asked for (the script asks on a TTY)', () => {
    const dir = materialise('bad-time');
    temps.push(dir);
    expect(run(['--data', dir, '--no-write']).stdout).not.toContain('\u001b[');
    expect(run(['--data', dir, '--no-write'], { color: true }).stdout).toContain('\u001b[31merror\u001b[0m');
  });

  it('--codes-doc prints the notice table docs/data-notices.md is generated from', () => {
    expect(run(['--codes-doc']).stdout).toBe(renderCodesDoc());
  });

  it('docs/data.md › The data check names every option --help lists, and no other', () => {
    const options = (text: string) => [...new Set(text.match(/--[a-z][a-z-]+/g))].sort();
    const help = run(['--help']);
    expect(help.code).toBe(0);
    const page = readFileSync('docs/data.md', 'utf8');
    const section = page.slice(page.indexOf('## The data check'), page.indexOf('## What travellers will see change'));
    const listed = /Options: ([\s\S]*?)Exit codes:/.exec(section)?.[1] ?? '';
    expect(options(listed)).toEqual(options(help.stdout));
  });
});

describe('quiet by default: infos are counted in one line, but those new since --base and all with --infos', () => {
  /** The valid set committed in a throwaway repository (its one info: a route left out of the feed), then a change that brings an info. */
  function repository(): string {
    const repo = temp();
    const git = (...args: string[]) => execFileSync('git', args, {
      cwd: repo, encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: 'M', GIT_AUTHOR_EMAIL: 'm@ferry.example', GIT_COMMITTER_NAME: 'M', GIT_COMMITTER_EMAIL: 'm@ferry.example' },
    });
    cpSync(VALID_DIR, join(repo, 'data'), { recursive: true, filter: (src) => !src.endsWith('README.md') });
    git('init', '-q');
    git('add', 'data');
    git('commit', '-qm', 'data');
    // A place name of the search panel no port serves: an info (unresolved_place).
    const places = join(repo, 'data', 'places.yaml');
    writeFileSync(places, `${readFileSync(places, 'utf8').trimEnd()}\n  - { name: Siquijor }\n`);
    return join(repo, 'data');
  }
  const infoLines = (stdout: string) => stdout.split('\n').filter((l) => / {2}info {2}/.test(l));

  it('by default no info is listed: one line counts them by code and says how to list them', () => {
    const data = repository();
    const { code, stdout } = run(['--data', data, '--no-write']);
    expect(code).toBe(0);
    expect(infoLines(stdout)).toEqual([]);
    expect(stdout).toMatch(/^2 infos not listed: 1 feed_timetable_excluded, 1 unresolved_place — --infos lists them$/m);
    expect(infoLines(run(['--data', data, '--no-write', '--infos']).stdout)).toHaveLength(2);
    // The GitHub annotations the same way: no notice annotation for an info, one summary line.
    const github = run(['--data', data, '--no-write', '--format', 'github']).stdout;
    expect(github).not.toContain('::notice');
    expect(github).toContain('2 infos not listed: 1 feed_timetable_excluded, 1 unresolved_place — --infos lists them');
  });

  it('--base REF lists the infos the data did not have at REF, and counts the rest', () => {
    const data = repository();
    const { code, stdout, stderr } = run(['--data', data, '--no-write', '--base', 'HEAD']);
    expect([code, stderr]).toEqual([0, '']);
    expect(infoLines(stdout)).toEqual([expect.stringMatching(/places\.yaml:\d+:\d+ {2}info {2}unresolved_place {2}.*Siquijor/)]);
    expect(stdout).toMatch(/^1 info not listed \(the 1 new since the base are above\): 1 feed_timetable_excluded — --infos lists them$/m);
    // A ref git cannot give: said on stderr, and the check is as without --base.
    const wrong = run(['--data', data, '--no-write', '--base', 'no-such-branch']);
    expect(wrong.code).toBe(0);
    expect(wrong.stderr).toContain('data check: --base: "no-such-branch" is not a commit of this repository');
    expect(infoLines(wrong.stdout)).toEqual([]);
  });
});

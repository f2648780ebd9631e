/**
 * The dev loop's re-check (npm run dev, data:check --watch): what a save reports as new and resolved, on a real
 * data folder (a copy of the valid fixture set) edited between runs.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changes, CheckSession, describeRun } from '../../scripts/dev/check-session';
import type { Notice } from '../../src/pipeline/types';
import { cleanupFixtureCopies, copyFixtureData } from '../support/fixture-data';

const TIMETABLE = 'timetables/manila-cebu.yaml';
let dir: string;
let session: CheckSession;

beforeEach(() => {
  dir = copyFixtureData('valid');
  session = new CheckSession({ dataDir: dir, today: () => '2026-11-25' });
});
afterEach(cleanupFixtureCopies);

const edit = (rel: string, change: (text: string) => string) =>
  writeFileSync(join(dir, rel), change(readFileSync(join(dir, rel), 'utf8')));

describe('CheckSession', () => {
  it('reports the whole report first, then nothing when nothing changed', () => {
    const first = session.run();
    expect(first.first).toBe(true);
    expect(first.summary.errors).toBe(0);
    expect(first.added).toEqual(first.result.notices);
    const again = session.run();
    expect(again.first).toBe(false);
    expect(again.added).toEqual([]);
    expect(again.resolved).toEqual([]);
    expect(describeRun(again, false)).toMatch(/^no new or resolved notices\ndata check passed: 0 errors/);
  });

  it('a broken YAML file is one new error at its line; fixing it resolves that error and reprints no warning', () => {
    session.run();
    const original = readFileSync(join(dir, TIMETABLE), 'utf8');
    edit(TIMETABLE, (t) => t.replace('dep: "20:00"', 'dep: "20:00'));
    const broken = session.run();
    expect(broken.summary.errors).toBeGreaterThan(0);
    const newErrors = broken.added.filter((n) => n.severity === 'error');
    expect(newErrors.length).toBeGreaterThan(0);
    expect(newErrors.every((n) => n.file.endsWith(TIMETABLE))).toBe(true);
    expect(newErrors[0]!.line).toBe(original.split('\n').findIndex((l) => l.includes('dep: "20:00"')) + 1);
    // Checks that needed the broken file did not run: their warnings are not "resolved".
    expect(broken.resolved).toEqual([]);
    const text = describeRun(broken, false);
    expect(text).toMatch(new RegExp(`^new {7}.*${TIMETABLE.replace('.', '\\.')}:\\d+:\\d+  error  yaml_syntax  `, 'm'));
    expect(text).toMatch(/^data check failed: \d+ errors?/m);

    writeFileSync(join(dir, TIMETABLE), original);
    const fixed = session.run();
    expect(fixed.summary.errors).toBe(0);
    expect(fixed.added).toEqual([]);
    expect(fixed.resolved.filter((n) => n.severity === 'error').map((n) => n.code)).toEqual(newErrors.map((n) => n.code));
    // Warnings announced while the checks ran on partial data are announced gone again; no others.
    expect(fixed.resolved.filter((n) => n.severity !== 'error')).toEqual(broken.added.filter((n) => n.severity !== 'error'));
    expect(describeRun(fixed, false)).toMatch(/^resolved {2}.*yaml_syntax/m);
  });

  it('a deleted collection file is a new error; a new file in a collection is checked too', () => {
    session.run();
    rmSync(join(dir, TIMETABLE));
    const deleted = session.run();
    // The schedules group and routes still name its timetables: dangling references, located in those files.
    expect(deleted.summary.errors).toBeGreaterThan(0);
    expect(deleted.added.some((n) => n.severity === 'error')).toBe(true);
    writeFileSync(join(dir, 'timetables/extra.yaml'), 'source: x\ntimetables:\n  - id: manila-cebu\n    nonsense: 1\n');
    const added = session.run();
    expect(added.result.notices.some((n) => n.file.endsWith('timetables/extra.yaml') && n.severity === 'error')).toBe(true);
  });
});

describe('changes: a notice is the same across runs by its file, severity, code and message', () => {
  const notice = (file: string, line: number, message: string): Notice =>
    ({ file, line, col: 1, path: '', code: 'yaml_syntax', severity: 'error', message, context: {} });

  it('ignores a notice that only moved to another line, and counts repeats one by one', () => {
    const before = [notice('a.yaml', 3, 'x'), notice('a.yaml', 9, 'y'), notice('a.yaml', 10, 'y')];
    const after = [notice('a.yaml', 4, 'x'), notice('a.yaml', 11, 'y'), notice('b.yaml', 1, 'z')];
    const { added, resolved } = changes(before, null, after);
    expect(added).toEqual([notice('b.yaml', 1, 'z')]);
    expect(resolved).toEqual([notice('a.yaml', 9, 'y')]);
  });
});

describe('CheckSession on the decided fixture: the README walkthrough (read a warning, settle it)', () => {
  let data: string;
  beforeEach(() => { data = copyFixtureData('decided'); });

  it('a raised fare opens warnings; fixing the data and updating the decision prints them resolved and decided', () => {
    const s = new CheckSession({ dataDir: data, today: () => '2026-11-25' });
    const start = s.run();
    expect(start.summary.open).toBe(0);
    const at = (rel: string) => join(data, rel);
    const change = (rel: string, from: string, to: string) => {
      const text = readFileSync(at(rel), 'utf8');
      expect(text).toContain(from);
      writeFileSync(at(rel), text.replace(from, to));
    };

    // A figure whose conflict was accepted with the old figures (as the README walks through with a fare).
    change('policies.yaml', 'freeBelowAgeYears: 2', 'freeBelowAgeYears: 1');
    const raised = s.run();
    expect(raised.added.map((n) => n.code).sort()).toEqual(['policy_conflict', 'stale_decision']);

    change('decisions.yaml', 'figures: "2 vs 3"', 'figures: "1 vs 3"');
    const settled = s.run();
    expect(settled.summary.open).toBe(0);
    expect(settled.added).toEqual([]);
    expect(settled.resolved.map((n) => n.code).sort()).toEqual(['stale_decision']);
    expect(settled.decided.map((n) => n.code)).toEqual(['policy_conflict']);
    expect(describeRun(settled, false)).toMatch(/^decided {3}.*policies\.yaml:\d+:\d+  warning  policy_conflict .*\[accepted as published/m);
  }, 60_000);
});

describe('changes', () => {
  const n = (file: string, severity: Notice['severity'], message: string): Notice =>
    ({ file, line: 1, col: 1, path: '', code: 'missing_field', severity, message, context: {} });

  it('a warning first seen while there were errors is announced as new, and as resolved when it goes', () => {
    const clean = [n('a.yaml', 'warning', 'old')];
    const duringErrors = [n('new.yaml', 'error', 'broken'), n('new.yaml', 'warning', 'no schema comment')];
    const during = changes(clean, clean, duringErrors);
    expect(during.added).toEqual(duringErrors);
    // "old" vanished only because the broken file stopped the checks: not resolved.
    expect(during.resolved).toEqual([]);
    const after = changes(duringErrors, clean, clean);
    expect(after.added).toEqual([]);
    expect(after.resolved).toEqual([n('new.yaml', 'error', 'broken'), n('new.yaml', 'warning', 'no schema comment')]);
  });
});

/**
 * Notices that say what is really wrong, where it really is. An unquoted `+1` gets
 * the hint to quote it; with a duplicate port id, notices about the second copy point at the second copy.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { check, freshSandboxes } from './hostile-support';

// Each case runs the whole check on a copy of the fixtures: allow a busy CI machine.
vi.setConfig({ testTimeout: 60_000 });

const fresh = freshSandboxes();

describe('diagnostics', () => {
  it('arrDay: +1 unquoted (read by YAML as the number 1) → the message says to quote it', () => {
    const box = fresh();
    const file = join(box.data, 'timetables', 'manila-cebu.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('arrDay: "+1", arr: "18:00"', 'arrDay: +1, arr: "18:00"'));
    const run = check(box);
    expect(run.code).toBe(1);
    expect(run.errors.map((n) => [n.line, n.code])).toEqual([[10, 'invalid_weekday']]);
    expect(run.errors[0]!.message).toBe('arrDay 1 is a number: YAML reads an unquoted +1 as 1 — quote it ("+1"), or write a weekday (Mon…Sun)');
  });

  it('a duplicate port id: the follow-up notice about the second copy points at the second copy', () => {
    const box = fresh();
    const file = join(box.data, 'ports.yaml');
    const lines = readFileSync(file, 'utf8').split('\n').length;
    // A second "manila", this time placed approximately: only the copy says so.
    appendFileSync(file, '  - id: manila\n    name: Manila Again\n    city: Manila\n    coordinates: { lat: 14.6, lng: 120.9, precision: approximate, source: test }\n');
    const run = check(box, ['--infos']);
    const at = (code: string) => run.notices.filter((n) => n.code === code).map((n) => [n.line, n.col]);
    expect(at('duplicate_id')).toEqual([[lines, 9]]);
    expect(run.stdout).toContain(`(also ${join(box.data, 'ports.yaml')}:3:9)`);
    expect(at('approximate_coordinates')).toEqual([[lines + 3, 54]]);
  });
});

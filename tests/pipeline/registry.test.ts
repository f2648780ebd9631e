/** The explicit check registry and the code table stay honest with each other and with the docs. */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../src/pipeline/checks';
import { CODES, type Code } from '../../src/pipeline/notices/catalogue';
import { renderCodesDoc } from '../../src/pipeline/notices/codes-doc';
import { runPipeline } from '../../src/pipeline/run';
import { cleanupFixtureCopies, copyFixtureData, FIXTURE_BUILD_DATE } from '../support/fixture-data';
import { makeContext } from './builders';

describe('check registry', () => {
  it('each check has a unique id, lives in src/pipeline/checks/<id>.ts, and reports only codes of the table', () => {
    const ids = CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of CHECKS) {
      expect(existsSync(`src/pipeline/checks/${check.id}.ts`), check.id).toBe(true);
      expect(check.codes.length, check.id).toBeGreaterThan(0);
      for (const code of check.codes) expect(Object.keys(CODES), `${check.id}: ${code}`).toContain(code);
    }
  });

  it('every check-stage code is reported by some registered check, or by the runner (check_crashed)', () => {
    const reported = new Set<string>(CHECKS.flatMap((c) => c.codes));
    const unreported = (Object.keys(CODES) as Code[])
      .filter((code) => CODES[code].stage === 'check' && code !== 'check_crashed' && !reported.has(code));
    // The GTFS feed work declares these two before registering their checks; nothing else may be orphaned.
    const pending = ['feed_window_missing', 'feed_window_expiring'];
    expect(unreported.filter((code) => !pending.includes(code))).toEqual([]);
  });

  it('every check runs on an empty data set without throwing and reports nothing', () => {
    const ctx = makeContext({});
    for (const check of CHECKS) expect(check.run(ctx), check.id).toEqual([]);
  });

  it('the catalogue is well formed: a severity and a stage of the lists; facts only on warnings', () => {
    for (const [code, info] of Object.entries(CODES)) {
      expect(['error', 'warning', 'info'], code).toContain(info.severity);
      expect(['load', 'schema', 'check', 'decision'], code).toContain(info.stage);
      if (info.facts) expect(info.severity, `${code} declares decision facts`).toBe('warning');
    }
  });

  it('a warning carries every decision fact its code declares (so a decision can name it)', () => {
    // The decided fixture without its decisions: every warning open, of eight codes.
    const data = copyFixtureData('decided');
    rmSync(join(data, 'decisions.yaml'));
    const { notices } = runPipeline({ dataDir: data, buildDate: FIXTURE_BUILD_DATE });
    cleanupFixtureCopies();
    const warnings = notices.filter((n) => n.severity === 'warning');
    expect(new Set(warnings.map((n) => n.code)).size).toBeGreaterThanOrEqual(8);
    for (const n of warnings) {
      for (const fact of CODES[n.code].facts ?? []) {
        if (fact !== 'file') expect(Object.keys(n.context), `${n.code} at ${n.file}:${n.line}`).toContain(fact);
      }
    }
  });

  it('codes are snake_case and every one has a meaning and a fix in docs/data-notices.md', () => {
    const doc = renderCodesDoc();
    for (const [code, info] of Object.entries(CODES)) {
      expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(info.meaning.length, code).toBeGreaterThan(10);
      expect(info.fix.length, code).toBeGreaterThan(5);
      expect(doc).toContain(`| \`${code}\` | ${info.severity} |`);
    }
  });
});

/** The explicit check registry, the notices it collects, and docs/data-notices.md generated from them. */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS, noticeOf, NOTICES_BY_STAGE } from '../../src/pipeline/checks';
import { renderCodesDoc } from '../../src/pipeline/notices/codes-doc';
import { runPipeline } from '../../src/pipeline/run';
import { cleanupFixtureCopies, copyFixtureData, FIXTURE_BUILD_DATE } from '../support/fixture-data';
import { makeContext } from './builders';

const ALL = Object.values(NOTICES_BY_STAGE).flat();

describe('check registry', () => {
  it('each check has a unique id, lives in src/pipeline/checks/<id>.ts, and defines what it reports', () => {
    const ids = CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of CHECKS) {
      expect(existsSync(`src/pipeline/checks/${check.id}.ts`), check.id).toBe(true);
      expect(check.notices.length, check.id).toBeGreaterThan(0);
    }
  });

  it('every check runs on an empty data set without throwing and reports nothing', () => {
    const ctx = makeContext({});
    for (const check of CHECKS) expect(check.run(ctx), check.id).toEqual([]);
  });

  it('each code is defined once, snake_case, with a meaning and a fix; only warnings name decision facts', () => {
    const codes = ALL.map((n) => n.code);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    for (const { code, severity, meaning, fix, facts } of ALL) {
      expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(meaning.length, code).toBeGreaterThan(10);
      expect(fix.length, code).toBeGreaterThan(5);
      if (facts) expect(severity, `${code} declares decision facts`).toBe('warning');
      expect(noticeOf(code)?.severity, code).toBe(severity);
    }
  });

  it('every notice reported is registered, and a warning carries every decision fact its code declares', () => {
    // The decided fixture without its decisions: every warning open, of eight codes.
    const data = copyFixtureData('decided');
    rmSync(join(data, 'decisions.yaml'));
    const { notices } = runPipeline({ dataDir: data, buildDate: FIXTURE_BUILD_DATE });
    cleanupFixtureCopies();
    for (const n of notices) expect(noticeOf(n.code)?.severity, `${n.code} is registered (checks/index.ts)`).toBe(n.severity);
    const warnings = notices.filter((n) => n.severity === 'warning');
    expect(new Set(warnings.map((n) => n.code)).size).toBeGreaterThanOrEqual(8);
    for (const n of warnings) {
      for (const fact of noticeOf(n.code)?.facts ?? []) {
        if (fact !== 'file') expect(Object.keys(n.context), `${n.code} at ${n.file}:${n.line}`).toContain(fact);
      }
    }
  });

  it('every code a field schema declares (.meta({ code }) in src/schema) is a schema notice', () => {
    const declared = readdirSync('src/schema').filter((f) => f.endsWith('.ts'))
      .flatMap((f) => [...readFileSync(join('src/schema', f), 'utf8').matchAll(/\.meta\(\{ code: '([a-z_]+)' \}\)|_CODE = '([a-z_]+)'/g)].map((m) => m[1] ?? m[2]!));
    expect(declared.length).toBeGreaterThanOrEqual(5);
    for (const code of declared) expect(noticeOf(code)?.stage, code).toBe('schema');
  });

  it('docs/data-notices.md is what the notice definitions generate', () => {
    expect(readFileSync('docs/data-notices.md', 'utf8'), 'docs/data-notices.md is out of date: run the command its first line names').toBe(renderCodesDoc());
  });
});

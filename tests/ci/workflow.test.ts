/**
 * The GitHub workflow (.github/workflows/ci.yml) holds to GitHub's hardening guide, read from the file itself:
 *   - every action is pinned to a full commit SHA with its release in a comment (a tag can be moved to other code);
 *   - no `run:` script has an expression spliced into it (`${{ github.base_ref }}` is the pull request author's
 *     text, and a branch named `x";curl …` would run): expressions reach a shell through `env:`;
 *   - a package run with npx names an exact version (the deploy job holds the secrets).
 * And .ci/run applies the project's patches after its `npm ci --ignore-scripts` (docs/dependency-patches.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const TEXT = readFileSync('.github/workflows/ci.yml', 'utf8');
interface Step { uses?: string; run?: string; env?: Record<string, string> }
const workflow = parse(TEXT) as { jobs: Record<string, { steps: Step[] }> };
const steps = Object.entries(workflow.jobs).flatMap(([job, { steps: list }]) => list.map((step, i) => ({ where: `${job} step ${i + 1}`, ...step })));

describe('.github/workflows/ci.yml', () => {
  it('pins every action to a full commit SHA, its release in a comment on the same line', () => {
    const uses = TEXT.split('\n').filter((line) => /^\s*(- )?uses:/.test(line));
    expect(uses.length).toBe(steps.filter((s) => s.uses).length);
    for (const line of uses) expect(line.trim()).toMatch(/^(- )?uses: [\w.-]+\/[\w.-]+(\/[\w.-]+)*@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('puts no expression into a run: script (they come in through env:)', () => {
    const runs = steps.filter((s) => s.run !== undefined);
    expect(runs.length).toBeGreaterThan(3);
    for (const step of runs) expect(step.run, step.where).not.toContain('${{');
  });

  it('runs packages with npx at an exact version (or one read from package-lock.json)', () => {
    const specs = steps.flatMap((s) => [...(s.run ?? '').matchAll(/\bnpx\b(?:\s+--?[\w-]+)*\s+"?([^\s"]+)/g)].map((m) => ({ where: s.where, spec: m[1]! })));
    expect(specs.length).toBeGreaterThan(0);
    for (const { where, spec } of specs) expect(spec, where).toMatch(/^(@[\w.-]+\/)?[\w.-]+@(\d+\.\d+\.\d+|\$[A-Z_]+)$/);
  });
});

it('.ci/run applies the project\'s patches right after its install without scripts', () => {
  const run = readFileSync('.ci/run', 'utf8').split('\n').filter((line) => !line.trim().startsWith('#') && line.trim() !== '');
  const install = run.findIndex((line) => line.startsWith('npm ci --ignore-scripts'));
  expect(install).toBeGreaterThanOrEqual(0);
  expect(run[install + 1]).toMatch(/^npx --no-install patch-package\b/);
});

/**
 * .ci/data-check runs the data check on a fresh clone before `npm ci`, with only esbuild and the packages it
 * names in PACKAGES installed. This fails when the data check starts to import another package (it would then
 * fail in CI before any test ran): add the package to PACKAGES.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

it('every package scripts/data-check.ts imports is installed by .ci/data-check', async () => {
  const script = readFileSync('.ci/data-check', 'utf8');
  const installed = /^PACKAGES=\(([^)]*)\)$/m.exec(script)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  expect(installed.length, '.ci/data-check names its packages in PACKAGES=(…)').toBeGreaterThan(0);
  const result = await build({
    entryPoints: ['scripts/data-check.ts'], bundle: true, platform: 'node', format: 'cjs', write: false,
    packages: 'external', metafile: true, logLevel: 'silent',
  });
  const imported = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const { path, external } of input.imports) {
      if (!external || path.startsWith('node:') || builtinModules.includes(path)) continue;
      imported.add(path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!);
    }
  }
  expect(imported.size, 'the data check imports some package (or this test reads nothing)').toBeGreaterThan(0);
  for (const name of imported) expect(installed, `${name} is imported by the data check`).toContain(name);
});

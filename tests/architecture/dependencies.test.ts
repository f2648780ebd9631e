/**
 * package.json's `dependencies` are what the browser runs: the packages the site's own browser
 * code imports, found by walking the imports from the page runtime, src/site/runtime/main.ts, and from the offline
 * worker, src/offline/worker.ts (type-only imports and build-time `.server.ts` modules left out), as the islands
 * build resolves them (React's names are Preact's: scripts/build/browser-aliases.ts). React, react-dom and the router
 * render the pages at build time only. Everything else — the build framework, the checkers, the feed and data
 * tooling — is a devDependency, so `npm audit --omit=dev` and `npm ls --omit=dev` speak of the code a traveller's
 * browser runs.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAudit } from '../../scripts/audit-production';
import { BROWSER_ALIASES } from '../../scripts/build/browser-aliases';
import { readIslands } from '../../scripts/build/island-registry';
import { resolveModule } from './import-graph';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** Runtime imports only: `import x from`, `import 'x'`, `export … from`, `import('x')` — never `import type`. */
const RUNTIME_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** A module specifier as the browser build resolves it. */
function browserSpecifier(specifier: string): string {
  return BROWSER_ALIASES.find(({ find }) => find.test(specifier))?.replacement ?? specifier;
}

/** The packages the browser code reachable from `entry` imports at run time. */
function browserPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.endsWith('.server.ts') || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const m of text.matchAll(RUNTIME_IMPORT)) {
      const specifier = m[1] ?? m[2]!;
      // The islands' registry is written at build time: it imports each island's component module.
      const locals = specifier.startsWith('.') ? [resolveModule(file, specifier)]
        : specifier === 'virtual:island-registry' ? readIslands().map(({ module }) => resolveModule('.', `./${module}`)) : null;
      if (locals) locals.forEach((local) => local && visit(local));
      else if (!specifier.startsWith('node:')) packages.add(packageOf(browserSpecifier(specifier)));
    }
  };
  visit(resolve(entry));
  return packages;
}

/**
 * Imported without being shipped as a dependency: vite-react-ssg, the build framework (jsdom, esbuild: 187 packages
 * with its own). Its client entry is no longer shipped at all (the islands runtime replaced it).
 */
const BUILD_FRAMEWORK = ['vite-react-ssg'];

describe('dependencies are what the browser runs', () => {
  // The pages' runtime and the offline worker (dist/sw.js, bundled from src/offline/worker.ts).
  const shipped = new Set([...browserPackages('src/site/runtime/main.ts'), ...browserPackages('src/offline/worker.ts')]);

  it('the walk finds the app\'s libraries (it reaches the lazily loaded pages and components)', () => {
    for (const name of ['preact', 'sonner', 'react-day-picker', 'fuse.js', 'workbox-precaching']) expect(shipped).toContain(name);
    // The server render's libraries are not the browser's.
    for (const name of ['react', 'react-dom', 'react-router-dom']) expect(shipped).not.toContain(name);
  });

  it('every dependency is imported by browser code, and nothing else is a dependency', () => {
    const expected = [...shipped].filter((name) => !BUILD_FRAMEWORK.includes(name)).sort();
    expect(Object.keys(pkg.dependencies).sort()).toEqual(expected);
  });

  it('every package browser code imports is declared, the build framework as a devDependency', () => {
    for (const name of shipped) expect({ ...pkg.dependencies, ...pkg.devDependencies }, name).toHaveProperty([name]);
    for (const name of BUILD_FRAMEWORK) expect(Object.keys(pkg.devDependencies)).toContain(name);
  });
});

describe('npm audit --omit=dev, as CI records it (scripts/audit-production.ts)', () => {
  it('the endpoint cannot be reached → says so, never "no vulnerability"', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 });
    expect(readAudit(refused)).toEqual({ kind: 'unreachable', lines: [
      "npm audit --omit=dev could not reach the registry's audit endpoint (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk): not recorded — run it where the registry answers",
    ] });
    expect(readAudit('').kind).toBe('unreachable');
  });

  it('a report → the count by severity, then one line per vulnerable package; a clean one says how many packages it covered', () => {
    const counts = (c: Record<string, number>) => ({ info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...c });
    expect(readAudit(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: counts({}), dependencies: { prod: 15 } } })))
      .toEqual({ kind: 'clean', lines: ['npm audit --omit=dev: no known vulnerability in the production tree (15 packages)'] });
    const report = {
      auditReportVersion: 2,
      vulnerabilities: { 'react-router': { severity: 'high', range: '6.0.0 - 6.30.2', fixAvailable: true }, 'fuse.js': { severity: 'moderate', range: '<7.6.0', fixAvailable: false } },
      metadata: { vulnerabilities: counts({ high: 1, moderate: 1 }), dependencies: { prod: 15 } },
    };
    expect(readAudit(JSON.stringify(report))).toEqual({ kind: 'vulnerable', lines: [
      'npm audit --omit=dev: 2 known vulnerabilities in the production tree (15 packages): 1 high, 1 moderate',
      '  fuse.js <7.6.0: moderate, no fix yet',
      '  react-router 6.0.0 - 6.30.2: high, a fix is available (npm audit fix --omit=dev)',
    ] });
  });
});

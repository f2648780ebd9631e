/**
 * The layering of docs/architecture.md, enforced over src/, scripts/ and vite.config.ts: no import cycle, and no
 * arrow back up — time, escape, vocabulary ← schema ← graph ← pipeline / query / gtfs ← site; the command lines in
 * scripts/ sit on top and never reach into the site, except the dev server. The browser never imports build-time
 * modules.
 */
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './import-graph';

const graph = importGraph(process.cwd(), ['src', 'scripts', 'vite.config.ts']);

/** The layer a module belongs to: a folder of src/, scripts/dev, scripts, or a file at the top. */
function layer(module: string): string {
  const parts = module.split('/');
  if (parts[0] === 'scripts') return parts[1] === 'dev' ? 'scripts/dev' : 'scripts';
  if (parts[0] === 'src') return parts[1]!;
  return module;
}

const BELOW_SITE = ['time', 'escape', 'vocabulary', 'schema', 'graph', 'pipeline', 'query', 'gtfs', 'advisories', 'status', 'offline'];

/** Which layers each layer may import (its own always). */
const ALLOWED: Record<string, readonly string[]> = {
  time: [],
  escape: [],
  vocabulary: [],
  schema: ['time', 'escape', 'vocabulary'],
  graph: ['time', 'schema', 'vocabulary'],
  // data:diff (pipeline/diff) tells a sailing's status in the words the pages use (status/words.ts); the suspension
  // checks judge what a suspension covers with the words the banner uses.
  pipeline: ['time', 'schema', 'graph', 'gtfs', 'advisories', 'escape', 'status', 'vocabulary'],
  query: ['time', 'graph'],
  // The service alerts say a suspension in the site's words (status/suspension-words.ts).
  gtfs: ['time', 'schema', 'graph', 'advisories', 'status', 'escape', 'vocabulary'],
  advisories: ['time', 'graph'],
  // The status of dated sailings at run time (/status.json): its file, its lookup and the live next sailings.
  status: ['time', 'schema', 'graph', 'query'],
  // The offline worker (dist/sw.js): the status file's reader, a page's text escaped.
  offline: ['escape', 'status'],
  site: ['time', 'schema', 'graph', 'query', 'advisories', 'status', 'escape', 'vocabulary'],
  'main.tsx': ['site', 'time'],
  // The command lines use every layer but the site: what they need of it is below it (the build's instant is the
  // time module's, the pages' paths the vocabulary's).
  scripts: [...BELOW_SITE, 'scripts/dev'],
  // The dev server hands the page loaders its graph (site/data/dev-bridge.ts) and restarts a page's islands after a
  // data save (site/runtime/islands.ts).
  'scripts/dev': [...BELOW_SITE, 'scripts', 'site'],
  'vite.config.ts': ['scripts', 'vocabulary'],
};

/** The layers that run only in node (docs/architecture.md › Folders); every other layer of src/ may reach the browser. */
const NODE_ONLY = ['schema', 'pipeline', 'gtfs'];

describe('the import graph of src/, scripts/ and vite.config.ts', () => {
  it('covers all three', () => {
    const layers = new Set([...graph.keys()].map(layer));
    for (const expected of ['time', 'site', 'scripts', 'scripts/dev', 'vite.config.ts']) expect(layers).toContain(expected);
  });

  it('has no cycle', () => {
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('has no arrow back up the layers', () => {
    const wrong: string[] = [];
    for (const [module, targets] of graph) {
      const from = layer(module);
      for (const target of targets) {
        const to = layer(target);
        if (to !== from && !(ALLOWED[from] ?? []).includes(to)) wrong.push(`${module} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('nothing imports the site but src/main.tsx and the dev server', () => {
    const importers = [...graph].filter(([module, targets]) => layer(module) !== 'site' && targets.some((t) => layer(t) === 'site'));
    expect([...new Set(importers.map(([module]) => layer(module)))].sort()).toEqual(['main.tsx', 'scripts/dev']);
  });

  // The notices' readers (decisions, data:diff, the codes doc) read each notice's definition, which lives beside
  // its check, through the one registry (checks/index.ts); the runner runs the checks.
  const NOTICE_READERS = ['src/pipeline/checks/', 'src/pipeline/decisions/', 'src/pipeline/diff/', 'src/pipeline/notices/', 'src/pipeline/report/'];
  it("the pipeline's builder does not import its checks: only the runner and the notices' readers do", () => {
    const wrong = [...graph].flatMap(([module, targets]) =>
      module.startsWith('src/pipeline/') && !NOTICE_READERS.some((dir) => module.startsWith(dir)) && module !== 'src/pipeline/run.ts'
        ? targets.filter((t) => t.startsWith('src/pipeline/checks/')).map((t) => `${module} → ${t}`) : []);
    expect(wrong).toEqual([]);
  });

  it('browser modules never import a build-time (.server.ts) module statically', () => {
    const browser = (module: string) => module.startsWith('src/') && !NODE_ONLY.includes(layer(module)) && !module.endsWith('.server.ts');
    const wrong = [...graph].flatMap(([module, targets]) =>
      browser(module) ? targets.filter((t) => t.endsWith('.server.ts')).map((t) => `${module} → ${t}`) : []);
    // Page loaders reach their .server module through a dynamic import behind import.meta.env.SSR, listed here.
    expect(wrong.filter((w) => !w.startsWith('src/site/pages/') && !w.startsWith('src/site/routes.tsx') && !w.startsWith('src/site/data/loader.ts'))).toEqual([]);
  });
});

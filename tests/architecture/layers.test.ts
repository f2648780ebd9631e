/**
 * The layering of docs/architecture.md, enforced: no import cycle anywhere in src/, and no arrow back up —
 * time, escape ← schema ← graph ← pipeline / query / gtfs ← site. The browser never imports build-time modules.
 */
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './import-graph';

const graph = importGraph(process.cwd());
const folder = (module: string) => module.split('/').slice(1, module.startsWith('src/graph/time/') ? 3 : 2).join('/');

/** Which folders each folder may import (its own always). */
const ALLOWED: Record<string, readonly string[]> = {
  'graph/time': [],
  escape: [],
  vocabulary: [],
  schema: ['graph/time', 'escape', 'vocabulary'],
  graph: ['graph/time', 'schema', 'vocabulary'],
  // data:diff (pipeline/diff) tells a sailing's status in the words the pages use (status/words.ts); the suspension
  // checks judge what a suspension covers with the words the banner uses.
  pipeline: ['graph/time', 'schema', 'graph', 'gtfs', 'advisories', 'escape', 'status', 'vocabulary'],
  query: ['graph/time', 'graph'],
  // The service alerts say a suspension in the site's words (status/suspension-words.ts).
  gtfs: ['graph/time', 'schema', 'graph', 'advisories', 'status', 'escape', 'vocabulary'],
  advisories: ['graph/time', 'graph'],
  // The status of dated sailings at run time (/status.json): its file, its lookup and the live next sailings.
  status: ['graph/time', 'schema', 'graph', 'query'],
  site: ['graph/time', 'schema', 'graph', 'query', 'advisories', 'status', 'escape', 'vocabulary'],
  'main.tsx': ['site', 'graph/time'],
};

describe('the import graph of src/', () => {
  it('has no cycle', () => {
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('has no arrow back up the layers', () => {
    const wrong: string[] = [];
    for (const [module, targets] of graph) {
      const from = folder(module);
      for (const target of targets) {
        const to = folder(target);
        if (to !== from && !(ALLOWED[from] ?? []).includes(to)) wrong.push(`${module} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('browser modules never import a build-time (.server.ts) module statically', () => {
    const wrong = [...graph].flatMap(([module, targets]) =>
      module.endsWith('.server.ts') ? [] : targets.filter((t) => t.endsWith('.server.ts')).map((t) => `${module} → ${t}`));
    // Page loaders reach their .server module through a dynamic import behind import.meta.env.SSR, listed here.
    expect(wrong.filter((w) => !w.startsWith('src/site/pages/') && !w.startsWith('src/site/routes.tsx') && !w.startsWith('src/site/data/loader.ts'))).toEqual([]);
  });
});

/**
 * The import graph of the code as written: every `import … from`, `export … from` and `import('…')` of a relative
 * module, type-only imports included (a type cycle is still two modules that cannot be understood apart).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { filesUnder } from '../../scripts/lib/files';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SPECIFIER = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The .ts or .tsx file a relative specifier names, or null (a package, or a file of another kind). */
export function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Module (path relative to root) → the modules it imports, over the given folders and files. */
export function importGraph(root: string, places: readonly string[] = ['src']): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = places.flatMap((place) => (statSync(join(root, place)).isDirectory()
    ? filesUnder(join(root, place)).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    : [join(root, place)]));
  for (const file of files) {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const targets = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolveModule(file, m[1] ?? m[2]!);
      if (target) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), [...targets].sort());
  }
  return graph;
}

/** Every cycle, as the list of modules around it (each reported once, from its smallest module). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const done = new Set<string>();
  const visit = (node: string) => {
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (onStack.has(next)) {
        const cycle = stack.slice(stack.indexOf(next));
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const canonical = [...cycle.slice(start), ...cycle.slice(0, start)];
        found.set(canonical.join(' → '), canonical);
      } else if (!done.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    onStack.delete(node);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) if (!done.has(node)) visit(node);
  return [...found.values()];
}

/**
 * The built site's browser code: vite-react-ssg's client app out (its scripts, loader data and lazy stylesheets;
 * why: the table at the top of scripts/postbuild.ts), the islands build (scripts/build-islands.ts) moved into /assets.
 * The site's stylesheet (the app entry's) stays.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScript } from './html';
import { runtimeOf, type ChunkManifest, type Runtime } from './script-loading';

/** Where scripts/build-islands.ts writes, inside the output folder. */
export const ISLANDS_DIR = '.islands';
const FIRST_PAINT = join('inline', 'first-paint.js');

export interface Islands {
  runtime: Runtime;
  /** The islands build's manifest. */
  manifest: ChunkManifest;
  /** The inline first-paint script of /schedules. */
  firstPaint: string;
}

/** Removes the React app's browser files but the stylesheets to `keep`, and moves the islands build in. */
export function installIslands(dist: string, appManifest: ChunkManifest, keep: ReadonlySet<string>): Islands {
  const islands = join(dist, ISLANDS_DIR);
  if (!existsSync(islands)) throw new Error(`${islands} not found: run scripts/build-islands.ts before postbuild`);
  for (const chunk of Object.values(appManifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (/\.(js|css)$/.test(file) && !keep.has(`/${file}`)) rmSync(join(dist, file), { force: true });
    }
  }
  for (const name of readdirSync(dist)) {
    if (name.startsWith('static-loader-data')) rmSync(join(dist, name), { recursive: true, force: true });
  }
  const built = JSON.parse(readFileSync(join(islands, '.vite', 'manifest.json'), 'utf8')) as ChunkManifest;
  for (const name of readdirSync(join(islands, 'assets'))) {
    const target = join(dist, 'assets', name);
    if (existsSync(target)) throw new Error(`islands build: ${name} is already in ${dist}/assets`);
    renameSync(join(islands, 'assets', name), target);
  }
  const firstPaint = readFileSync(join(islands, FIRST_PAINT), 'utf8').trim();
  rmSync(islands, { recursive: true });
  return { runtime: runtimeOf(built), manifest: built, firstPaint };
}

/** Island name → its module as the islands build's manifest keys it ("src/site/schedules/RouteLead.tsx"). */
export function islandModules(islands: readonly { name: string; module: string }[], manifest: ChunkManifest): Record<string, string> {
  return Object.fromEntries(islands.map(({ name, module }) => {
    const key = ['.tsx', '.ts'].map((ext) => `${module}${ext}`).find((candidate) => candidate in manifest);
    if (!key) throw new Error(`island ${name}: ${module} is not in the islands build`);
    return [name, key];
  }));
}

/**
 * What a page's islands that start at once or when the browser is idle (`data-when="load"` or `"idle"`) need beyond the
 * runtime: the islands loader, the renderer, each island's chunk and what they import. The loader preloads them with
 * the runtime, after the first paint, so they arrive together instead of one round trip after another (the islands
 * build has no preload helper of its own). Without it an idle island waits for a chain of five round trips (runtime →
 * islands → island → Preact → their imports), on a slow connection seconds after the paint
 * (docs/decisions/0003-loading-the-page-runtime.md).
 */
export function islandPreloads(html: string, manifest: ChunkManifest, modules: Record<string, string>, runtime: Runtime): string[] {
  const names = [...html.matchAll(/data-island="([a-z-]+)" data-when="(?:load|idle)"/g)].map((m) => m[1]!);
  if (names.length === 0) return [];
  const roots = ['src/site/runtime/islands.ts', 'src/site/islands/mount.tsx', ...names.map((name) => modules[name]!)];
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`) || chunk.isEntry) return;
    files.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...files].filter((file) => file !== runtime.entry && !runtime.preloads.includes(file)).sort();
}

/**
 * /schedules (the page with the filter island) gets the first-paint filter as the first script of <head>: before
 * the stylesheet, so it runs at once instead of waiting for it.
 */
export function inlineFirstPaint(html: string, source: string): string {
  if (!html.includes('data-island="schedule-filter"')) return html;
  const script = inlineScript(source, '', 'the first-paint script');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('page has no <meta charset>');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${script}${html.slice(at)}`;
}

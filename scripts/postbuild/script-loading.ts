/**
 * Takes the app's JavaScript off the path to the first paint (issue 14).
 *
 * vite-react-ssg writes into <head> the entry `<script type="module" src="/assets/app-….js">` and one
 * `<link rel="modulepreload">` per chunk the page needs. The browser fetches all of them at high priority, beside
 * the stylesheet and the hero image, before the first paint: on a throttled phone they take the bandwidth the LCP
 * resource needs, and Lighthouse's simulated LCP counts every request that ended before the observed LCP
 * (measured: about ten scripts, ~65 KB gzip, on the home page; LCP 1.6–2× the same page without scripts).
 *
 * The pages are fully pre-rendered, so the first paint needs no script. This rewrite replaces the entry and its
 * preloads by one small external module (APP_LOADER_SOURCE, served from /assets like every script, so the CSP stays
 * `script-src 'self'` with no hash) that, once the page has loaded (stylesheet, fonts and eager images, the LCP
 * image among them) and the first contentful paint is on screen, preloads the same chunks and imports the same
 * entry. Hydration then runs exactly as before, from the same boot data; only its start moves after the first paint.
 * The cost: a page becomes interactive after its eager images have loaded, not before.
 *
 * Pure string functions over the exact markup vite-react-ssg 0.9 emits; they throw when it is not found, so a
 * library upgrade that changes it fails the build instead of shipping a page that never hydrates.
 */
import { createHash } from 'node:crypto';

const ENTRY = /<script type="module" crossorigin(?:="")? src="(\/assets\/[^"]+\.js)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin(?:="")? href="(\/assets\/[^"]+\.js)">\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>\s*/g;

/**
 * The loader, plain ES2017 module source (no build step; it runs as written). It reads its own element's data
 * attributes: data-entry (the app entry), data-preload (the page's chunks, space-separated, in the order
 * vite-react-ssg listed them) and data-boot (the page's hydration data, see splitBootData), which it puts back
 * into the page as the inert JSON block src/site/data/boot.ts reads before the app starts.
 */
export const APP_LOADER_SOURCE = `// Starts the app after the first paint (see scripts/postbuild/script-loading.ts).
const element = document.querySelector('script[data-entry]');
function start() {
  for (const href of (element.dataset.preload || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const boot = element.dataset.boot;
  (boot ? fetch(boot).then((response) => {
    if (!response.ok) throw new Error(boot + ': HTTP ' + response.status);
    return response.text();
  }) : Promise.resolve(null)).then((text) => {
    if (text !== null) {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'ssg-boot';
      block.textContent = text;
      document.body.append(block);
    }
    return import(element.dataset.entry);
  }).catch((error) => {
    // Without its hydration data the app would re-render the page differently: leave the pre-rendered page as it is.
    console.warn('app not started:', error);
  });
}
// After load and the first contentful paint (see afterPaint in script-loading.ts).
function painted() {
  const types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  return !types.includes('paint')
    || performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
}
function afterPaint(framesLeft) {
  requestAnimationFrame(() => (painted() || framesLeft === 0 ? setTimeout(start, 0) : afterPaint(framesLeft - 1)));
}
if (document.readyState === 'complete') afterPaint(30);
else addEventListener('load', () => afterPaint(30), { once: true });
`;

/*
 * Why the loader waits for the paint timing entry and not only a frame: it starts after `load` (stylesheet, fonts,
 * eager images: whatever the largest paint needs) and once the first contentful paint is on screen. A frame callback
 * runs before its frame is drawn, and drawing a long page (/schedules) took longer than the scripts took to arrive,
 * so they still ended before the observed LCP and counted on Lighthouse's LCP path; the paint timing entry is queued
 * only once the frame has been presented. A browser that does not report paints starts after one frame; one that
 * never reports one (a hidden tab), after at most 30 frames. The shipped source keeps one short comment: every
 * byte of it is on every page.
 */

/** /assets/load-app-<10 hex of the source>.js: a new loader gets a new name, like Vite's own chunks. */
export function appLoaderPath(source = APP_LOADER_SOURCE): string {
  return `/assets/load-app-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
}

const BOOT_BLOCK = /<script type="application\/json" id="ssg-boot">([\s\S]*?)<\/script>/;

/**
 * The hydration data (the JSON block postbuild/html.ts makes of React Router's state, 1.5–4.3 KB gzip per page) out
 * of the document, into its own content-named file the loader fetches after the first paint: the document the
 * first paint waits for is then the zero-JS page's plus one script tag. Returns null when the page has no block.
 */
export function splitBootData(html: string): { html: string; boot: string; bootPath: string } | null {
  const block = BOOT_BLOCK.exec(html);
  if (!block) return null;
  const boot = block[1]!;
  const bootPath = `/assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.json`;
  return { html: html.replace(block[0], ''), boot, bootPath };
}

export interface DeferredScripts {
  html: string;
  entry: string;
  preloads: string[];
}

/** Vite's build manifest (dist/.vite/manifest.json): the fields read here. */
export type ChunkManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/**
 * The manifest keys of the chunks a page needs to start: the entry, the entry's own dynamic imports that the page
 * lists (its route module, react-dom/client), and what those import statically. null when the entry is unknown.
 */
function startupChunks(preloads: readonly string[], manifest: ChunkManifest, entry: string): Set<string> | null {
  const entryKey = Object.entries(manifest).find(([, chunk]) => `/${chunk.file}` === entry)?.[0];
  if (entryKey === undefined) return null;
  const listed = new Set(preloads);
  const roots = [entryKey, ...(manifest[entryKey]!.dynamicImports ?? []).filter((key) => listed.has(`/${manifest[key]?.file}`))];
  const needed = new Set<string>();
  const visit = (key: string): void => {
    if (needed.has(key) || !manifest[key]) return;
    needed.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return needed;
}

/**
 * The preloads a page needs to start (startupChunks). vite-react-ssg lists every dynamic import of the page's
 * modules too, so code meant to load on use (the calendar export's import() on click) would be fetched on every
 * visit and count against the JS budget; those chunks are left to their import(). Files the manifest does not
 * know are kept.
 */
export function startupPreloads(preloads: readonly string[], manifest: ChunkManifest, entry: string): string[] {
  const needed = startupChunks(preloads, manifest, entry);
  if (!needed) return [...preloads];
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  return preloads.filter((file) => {
    const key = keyOf.get(file);
    return key === undefined || needed.has(key);
  });
}

/**
 * The stylesheets a page needs for its first paint: vite-react-ssg also links the CSS of chunks the page only
 * imports on use (the booking panel's month grid), which would block the first paint for a stylesheet nothing on
 * screen uses. Vite's import() loads a chunk's CSS with the chunk, so those links go. A stylesheet no chunk of
 * the manifest owns is kept.
 */
export function startupStylesheets(stylesheets: readonly string[], preloads: readonly string[], manifest: ChunkManifest, entry: string): string[] {
  const needed = startupChunks(preloads, manifest, entry);
  if (!needed) return [...stylesheets];
  const cssOf = (keys: Iterable<string>) => new Set([...keys].flatMap((key) => (manifest[key]?.css ?? []).map((file) => `/${file}`)));
  const owned = cssOf(Object.keys(manifest));
  const wanted = cssOf(needed);
  return stylesheets.filter((file) => !owned.has(file) || wanted.has(file));
}

/**
 * One page: the entry script and module preloads out of <head>, the loader in their place. With the build
 * manifest, only the preloads the page needs to start are kept (startupPreloads), and only the stylesheets of the
 * chunks it starts with (startupStylesheets).
 */
export function deferAppScripts(html: string, loaderPath: string, bootPath?: string, manifest?: ChunkManifest): DeferredScripts {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]!);
  if (entries.length !== 1) {
    throw new Error(`expected one <script type="module" src="/assets/…"> entry, found ${entries.length} (vite-react-ssg output changed?)`);
  }
  const entry = entries[0]!;
  const listed = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!))];
  const preloads = manifest ? startupPreloads(listed, manifest, entry) : listed;
  const loader = `<script type="module" src="${loaderPath}" data-entry="${entry}" data-preload="${preloads.join(' ')}"${bootPath ? ` data-boot="${bootPath}"` : ''}></script>`;
  let out = html.replace(ENTRY, () => loader);
  out = out.replace(MODULE_PRELOAD, '');
  if (manifest) {
    const keep = new Set(startupStylesheets([...html.matchAll(STYLESHEET)].map((m) => m[1]!), listed, manifest, entry));
    out = out.replace(STYLESHEET, (link, file: string) => (keep.has(file) ? link : ''));
  }
  return { html: out, entry, preloads };
}

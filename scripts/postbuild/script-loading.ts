/**
 * Puts the islands runtime in place of vite-react-ssg's app, off the path to the first paint.
 *
 * vite-react-ssg's entry, module preloads and lazy stylesheets go (the table at the top of scripts/postbuild.ts
 * says why); the site's own stylesheet stays. In their place one small inline module at the end of <body>
 * (APP_LOADER_SOURCE; its CSP hash is taken from the output like every inline script's) that, once the page has
 * loaded (stylesheet, fonts and eager images, the LCP image among them) and the first contentful paint is on screen,
 * preloads the runtime's chunks and imports it. Lighthouse's simulated LCP counts every request that started before
 * the observed LCP: starting after the paint keeps the runtime off it, and inline the loader is no request at all (as
 * a file in /assets it would be one, fetched before the first paint: docs/decisions/0003-loading-the-page-runtime.md).
 *
 * Pure string functions that throw when the markup they remove is not found.
 */
import { minifySync } from 'vite';
import { inlineScript } from './html';
const ENTRY = /<script type="module" crossorigin(?:="")? src="(\/assets\/[^"]+\.js)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin(?:="")? href="(\/assets\/[^"]+\.js)">\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>\s*/g;

/**
 * Preloads the loader appends per task. Appending a <link rel="modulepreload"> is not free: Chromium starts the module
 * fetch then and there, about 1 ms a link and up to 9, so a page's twenty links in one task make a long one
 * (docs/decisions/0001-island-work-in-short-tasks.md). One per task keeps each task short; the chain of
 * timers delays the runtime by a few milliseconds, nothing beside a download.
 * @internal Exported for tests: tests/site/script-loading.test.ts counts the loader's tasks by it.
 */
export const PRELOADS_PER_TASK = 1;

/**
 * The loader, plain ES2017 module source (written to be read: the page gets APP_LOADER, below). It reads its own
 * element's data attributes: data-entry (the runtime) and data-preload (the runtime's static imports and the chunks of
 * the page's `load` and `idle` islands, postbuild/islands.ts islandPreloads; space-separated).
 */
const APP_LOADER_SOURCE = `const element = document.querySelector('script[data-entry]');
const preloads = (element.dataset.preload || '').split(' ').filter(Boolean);
function start() {
  for (const href of preloads.splice(0, ${PRELOADS_PER_TASK})) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (preloads.length > 0) setTimeout(start, 0);
  else import(element.dataset.entry).catch((error) => console.warn('runtime not started:', error));
}
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
 * never reports one (a hidden tab), after at most 30 frames.
 */

/**
 * What every page carries: the loader minified (Vite's minifier, Oxc; the same input gives the same output, so the
 * build stays reproducible and the CSP hash stable): 557 → 450 bytes gzip on every page, where /schedules is at its
 * JavaScript budget.
 */
const APP_LOADER = minifiedLoader(APP_LOADER_SOURCE);

function minifiedLoader(source: string): string {
  const { code, errors } = minifySync('loader.js', source, { module: true, compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`the app loader does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/** What a page starts: the runtime module and its static imports (from the islands build's manifest). */
export interface Runtime { entry: string; preloads: readonly string[] }

/** Vite's build manifest (.vite/manifest.json): the fields read here. */
export type ChunkManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** The runtime of an islands build: its entry and every chunk it imports statically (not the islands, loaded on use). */
export function runtimeOf(manifest: ChunkManifest): Runtime {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`the islands build has ${entries.length} entries, expected the runtime alone`);
  const [key, chunk] = entries[0]!;
  const needed = new Set<string>();
  const visit = (k: string): void => {
    if (needed.has(k) || !manifest[k]) return;
    needed.add(k);
    for (const next of manifest[k]!.imports ?? []) visit(next);
  };
  visit(key);
  needed.delete(key);
  return { entry: `/${chunk.file}`, preloads: [...needed].map((k) => `/${manifest[k]!.file}`) };
}

/**
 * One page: vite-react-ssg's entry and module preloads out of <head>, the loader (starting `runtime`) inline at the
 * end of <body>; of its stylesheets only `keep` (the site's own) stay.
 */
export function deferAppScripts(html: string, runtime: Runtime, keep: ReadonlySet<string>): string {
  const entries = [...html.matchAll(ENTRY)];
  if (entries.length !== 1) {
    throw new Error(`expected one <script type="module" src="/assets/…"> entry, found ${entries.length} (vite-react-ssg output changed?)`);
  }
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('page has no </body>');
  const loader = inlineScript(APP_LOADER, ` type="module" data-entry="${runtime.entry}" data-preload="${runtime.preloads.join(' ')}"`, 'the app loader');
  return `${html.slice(0, bodyEnd)}${loader}${html.slice(bodyEnd)}`
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, (link, file: string) => (keep.has(file) ? link : ''));
}

/** The stylesheets of vite-react-ssg's entry (the site's own, styles.css), which every page keeps. */
export function siteStylesheets(manifest: ChunkManifest): Set<string> {
  return new Set(Object.values(manifest).filter((chunk) => chunk.isEntry).flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)));
}

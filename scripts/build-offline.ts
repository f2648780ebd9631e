/**
 * Offline support, after the pages are rendered: the web app manifest (from data/site.yaml through the graph, with
 * the local icons in public/icons/) and dist/sw.js, bundled here from src/offline/worker.ts with Workbox's runtime
 * after the pages are rendered (vite-react-ssg renders HTML after Vite's bundle step, so a Vite PWA plugin would
 * precache too little). Every file the worker knows goes into sw.js at the address it is fetched at (a page's clean
 * URL) with its content revision (workbox-build's getManifest), so any changed file — a page corrected with the same
 * SOURCE_DATE_EPOCH — makes a new worker. The first visit precaches the core of the site (src/offline/plan.ts),
 * at most 250 KB gzip (the build fails above it); the rest is stored as it is opened and on a later visit
 * (src/offline/saved.ts). See docs/offline.md for the whole design, and src/site/offline/service-worker.ts for
 * the update flow and data saver.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { getManifest } from 'workbox-build';
import { addressOf, FIRST_VISIT_BUDGET, isOfflineFile, offlinePlan, type OfflineBuild, type OfflineEntry } from '../src/offline/plan';
import { readGraph } from '../src/graph/graph-file.server';
import { filesUnder } from './lib/files';

const dist = process.argv[2] ?? 'dist';
const { site } = readGraph();

const manifest = {
  name: site.brand,
  short_name: site.headerTitle,
  description: site.description,
  lang: 'en-PH',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#0c4a6e',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
  ],
};
writeFileSync(`${dist}/manifest.webmanifest`, `${JSON.stringify(manifest, null, 2)}\n`);
// Host files are for the CDN, not the browser; the GTFS feeds are for trip planners (a cached alerts feed would go
// stale); the status has its own route: never stored. The rest is stored as it is opened, or on a later visit.
const offlineFiles = filesUnder(dist).map((path) => relative(dist, path).split('\\').join('/')).filter(isOfflineFile);
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const { core, rest } = offlinePlan(offlineFiles, read);
const gzipOf = (files: readonly string[]) => files.reduce((n, file) => n + gzipSync(readFileSync(join(dist, file))).length, 0);
const firstVisit = gzipOf(core);
if (firstVisit > FIRST_VISIT_BUDGET) {
  throw new Error(`offline: the first visit would store ${(firstVisit / 1024).toFixed(0)} KB gzip, over the ${FIRST_VISIT_BUDGET / 1024} KB budget (src/offline/plan.ts)`);
}

// Every file's content revision (Workbox's own manifest: no bundling, only hashes).
const { manifestEntries, warnings } = await getManifest({
  globDirectory: dist,
  globPatterns: offlineFiles,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const w of warnings) console.warn(w);
const revisions = new Map(manifestEntries.map((e) => [e.url, e.revision ?? '']));
/** A file at the address the worker fetches and stores it at, with its revision. */
const entry = (file: string): OfflineEntry => ({ url: addressOf(file), revision: revisions.get(file)! });

const pages = offlineFiles.filter((file) => file.endsWith('.html'));
type Node = DefaultTreeAdapterMap['node'];
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
/** A page's heading as text (its first <h1>), for the list of saved pages; its address when it has none. */
function heading(file: string): string {
  const find = (node: Node): Node | undefined => (node.nodeName === 'h1' ? node : childrenOf(node).map(find).find(Boolean));
  const text = (node: Node): string => (node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : childrenOf(node).map(text).join(''));
  const h1 = find(parse(read(file)));
  return h1 ? text(h1).trim() : addressOf(file);
}
const offline: OfflineBuild = {
  rest: rest.map(entry).map(({ url, revision }) => [url, revision]),
  pages,
  // The home page first, then the others in file order (top-level pages, destinations, news).
  titles: [...pages].sort((a, b) => Number(b === 'index.html') - Number(a === 'index.html')).map((file) => [addressOf(file), heading(file)]),
  redirects: readFileSync(join(dist, '_redirects'), 'utf8'),
};

/** sw.js: src/offline/worker.ts (navigation handler, then Workbox's runtime), with this build's files built in. */
async function worker(): Promise<string> {
  const bundle = await build({
    configFile: false, logLevel: 'warn', publicDir: false,
    define: {
      FERRY_OFFLINE: JSON.stringify(offline),
      FERRY_PRECACHE: JSON.stringify(core.map(entry)),
      // Workbox's production build: no logging, no development-only assertions.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: { write: false, minify: true, lib: { entry: 'src/offline/worker.ts', formats: ['iife'], name: 'ferryWorker' } },
  });
  const chunks = (Array.isArray(bundle) ? bundle : [bundle]).flatMap((b) => ('output' in b ? b.output : []));
  const code = chunks.map((c) => ('code' in c ? c.code : '')).join('');
  if (!code) throw new Error('offline: the worker bundle is empty');
  return code;
}
writeFileSync(join(dist, 'sw.js'), await worker());
console.log(`service worker: the first visit stores ${core.length} files (${(firstVisit / 1024).toFixed(0)} KB gzip); ` +
  `${rest.length} more (${(gzipOf(rest) / 1024).toFixed(0)} KB gzip) as they are opened or on a later visit; with data saver on, only what is opened`);

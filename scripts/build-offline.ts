/**
 * Offline support, after the pages are rendered: the web app manifest (from data/site.yaml through the graph, with
 * the local icons in public/icons/) and dist/sw.js, bundled here from scripts/offline/worker.ts with Workbox's runtime
 * after the pages are rendered (vite-react-ssg renders HTML after Vite's bundle step, so a Vite PWA plugin would
 * precache too little). The first visit precaches the core of the site (every top-level page and the code it starts
 * with, scripts/offline/plan.ts) with a content revision (workbox-build's getManifest), at most 250 KB gzip (the build
 * fails above it); the rest is stored as it is opened and on a later visit (scripts/offline/navigation.ts, which also
 * answers page navigations with the status and page the host gives). See src/site/offline/service-worker.ts for the
 * update flow and data saver.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { getManifest } from 'workbox-build';
import type { Graph } from '../src/graph/types';
import { FIRST_VISIT_BUDGET, isCore, isOfflineFile } from './offline/plan';

const dist = process.argv[2] ?? 'dist';
const { site } = JSON.parse(readFileSync('generated/graph.json', 'utf8')) as Graph;

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
const filesUnder = (dir: string): string[] => readdirSync(dir).sort().flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? filesUnder(path) : [relative(dist, path).split('\\').join('/')];
});
// Host files are for the CDN, not the browser; the GTFS feeds are for trip planners (a cached alerts feed would go
// stale): never stored. The rest is stored as it is opened, or on a later visit.
const offlineFiles = filesUnder(dist).filter(isOfflineFile);
const core = offlineFiles.filter(isCore);
const rest = offlineFiles.filter((file) => !isCore(file));
const gzipOf = (files: readonly string[]) => files.reduce((n, file) => n + gzipSync(readFileSync(join(dist, file))).length, 0);
const firstVisit = gzipOf(core);
if (firstVisit > FIRST_VISIT_BUDGET) {
  throw new Error(`offline: the first visit would store ${(firstVisit / 1024).toFixed(0)} KB gzip, over the ${FIRST_VISIT_BUDGET / 1024} KB budget (scripts/offline/plan.ts)`);
}

// The first visit's files with their content revisions (Workbox's own manifest: no bundling, only hashes).
const { manifestEntries: precached, count, warnings } = await getManifest({
  globDirectory: dist,
  globPatterns: core,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const w of warnings) console.warn(w);

/** sw.js: scripts/offline/worker.ts (navigation handler, then Workbox's runtime), with this build's files built in. */
async function worker(): Promise<string> {
  const pages = Object.fromEntries(precached.filter((e) => e.url.endsWith('.html')).map((e) => [e.url, e.revision ?? '']));
  const redirects = readFileSync(join(dist, '_redirects'), 'utf8');
  // Every page of the site (precached or stored as visited), and what a later visit stores.
  const allPages = offlineFiles.filter((file) => file.endsWith('.html'));
  const bundle = await build({
    configFile: false, logLevel: 'warn', publicDir: false,
    define: {
      FERRY_OFFLINE: JSON.stringify({ pages, allPages, rest, precached: core, redirects }),
      FERRY_PRECACHE: JSON.stringify(precached),
      // Workbox's production build: no logging, no development-only assertions.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: { write: false, minify: true, lib: { entry: 'scripts/offline/worker.ts', formats: ['iife'], name: 'ferryWorker' } },
  });
  const chunks = (Array.isArray(bundle) ? bundle : [bundle]).flatMap((b) => ('output' in b ? b.output : []));
  const code = chunks.map((c) => ('code' in c ? c.code : '')).join('');
  if (!code) throw new Error('offline: the worker bundle is empty');
  return code;
}
writeFileSync(join(dist, 'sw.js'), await worker());
console.log(`service worker: the first visit stores ${count} files (${(firstVisit / 1024).toFixed(0)} KB gzip); ` +
  `${rest.length} more (${(gzipOf(rest) / 1024).toFixed(0)} KB gzip) as they are opened or on a later visit; with data saver on, only what is opened`);

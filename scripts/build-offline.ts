/**
 * Offline support, after the pages are rendered: the web app manifest (from data/site.yaml through the graph, with
 * the local icons in public/icons/) and dist/sw.js, written with Workbox after the pages are rendered (vite-react-ssg renders HTML after Vite's bundle
 * step, so a Vite PWA plugin would precache too little). Every page and asset is precached with a content
 * revision, so a new build replaces the cache; see src/site/offline/service-worker.ts for the update flow.
 * Page navigations are answered by scripts/offline/navigation.ts, bundled here and put at the top of sw.js: the same
 * status and page the host gives (Workbox's fallback gave every miss the 404 page with status 200).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { generateSW, type ManifestEntry } from 'workbox-build';
import type { Graph } from '../src/graph/types';

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
let precached: ManifestEntry[] = [];
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,svg,png,json,webmanifest,xml,txt}'],
  // Loader data manifests are fetched by the router; host files are for the CDN, not the browser. The GTFS-Realtime
  // feeds are for trip planners, and a cached copy would go stale: they stay network-only. status.json changes
  // between builds (npm run status:publish): never precached, network-first below.
  globIgnores: ['sw.js', 'workbox-*.js', '_headers', '_redirects', '.vite/**', 'gtfs-rt/**', 'status.json'],
  // The status of dated sailings: from the network whenever it answers (within 4 s), else the last copy fetched, so
  // offline the pages still show it — with its age (src/site/status/StatusAsOf.tsx).
  runtimeCaching: [{
    urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname === '/status.json',
    handler: 'NetworkFirst',
    options: { cacheName: 'sailing-status', networkTimeoutSeconds: 4, expiration: { maxEntries: 1 } },
  }],
  swDest: `${dist}/sw.js`,
  // /schedules → schedules.html (Workbox's clean-URL matching, on by default), as the static host maps it.
  // Every query parameter is ignored for matching: /schedules?from=batangas&day=fri is the same page.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  // No navigateFallback: navigations are scripts/offline/navigation.ts's (below). The entries are kept for it.
  manifestTransforms: [(entries) => {
    precached = entries;
    return { manifest: entries, warnings: [] };
  }],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const w of warnings) console.warn(w);

/** The navigation handler, with this build's pages (file → precache revision) and _redirects built in. */
async function navigationHandler(): Promise<string> {
  const pages = Object.fromEntries(precached.filter((e) => e.url.endsWith('.html')).map((e) => [e.url, e.revision ?? '']));
  const redirects = readFileSync(join(dist, '_redirects'), 'utf8');
  const bundle = await build({
    configFile: false, logLevel: 'warn', publicDir: false,
    define: { FERRY_OFFLINE: JSON.stringify({ pages, redirects }) },
    build: { write: false, minify: true, lib: { entry: 'scripts/offline/navigation.ts', formats: ['iife'], name: 'ferryNavigation' } },
  });
  const chunks = (Array.isArray(bundle) ? bundle : [bundle]).flatMap((b) => ('output' in b ? b.output : []));
  const code = chunks.map((c) => ('code' in c ? c.code : '')).join('');
  if (!code) throw new Error('offline: the navigation handler bundle is empty');
  return code;
}
const sw = join(dist, 'sw.js');
writeFileSync(sw, `${await navigationHandler()}\n${readFileSync(sw, 'utf8')}`);
console.log(`service worker: precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);

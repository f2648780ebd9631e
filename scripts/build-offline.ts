/**
 * Offline support, after the pages are rendered: the web app manifest (from data/site.yaml through the graph, with
 * the local icons in public/icons/) and dist/sw.js, written with Workbox after the pages are rendered (vite-react-ssg renders HTML after Vite's bundle
 * step, so a Vite PWA plugin would precache too little). Every page and asset is precached with a content
 * revision, so a new build replaces the cache; see src/site/offline/service-worker.ts for the update flow.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { generateSW } from 'workbox-build';
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
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,svg,png,json,webmanifest,xml,txt}'],
  // Loader data manifests are fetched by the router; host files are for the CDN, not the browser. The GTFS-Realtime
  // alerts are for trip planners, and a cached copy would go stale: they stay network-only.
  globIgnores: ['sw.js', 'workbox-*.js', '_headers', '_redirects', '.vite/**', 'gtfs-rt/**'],
  swDest: `${dist}/sw.js`,
  // /schedules → schedules.html (Workbox's clean-URL matching, on by default), as the static host maps it.
  // Every query parameter is ignored for matching: /schedules?from=batangas&day=fri is the same page.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  navigateFallback: '/404.html',
  // Files a link opens, not pages: left to the network (the worker would otherwise answer them with the 404 page).
  navigateFallbackDenylist: [/^\/sw\.js$/, /\.zip$/, /^\/gtfs-rt\//],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const w of warnings) console.warn(w);
console.log(`service worker: precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);

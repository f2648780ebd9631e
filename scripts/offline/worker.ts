/**
 * dist/sw.js, the offline worker: bundled by scripts/build-offline.ts with this build's precache manifest and pages
 * (FERRY_PRECACHE, FERRY_OFFLINE). Workbox's runtime modules do the precache, its clean-up and the status route;
 * this file says which and how — what workbox-build's generateSW used to write for us, bundling its runtime with
 * rollup and terser on every build (7 s of CPU, the build's most expensive stage, for the same few modules).
 *
 * Order matters: ./navigation registers its listeners first, so they run before Workbox's (a navigation ends there;
 * with data saver on, the install skips Workbox's precache).
 */
import './navigation';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/** Filled in by scripts/build-offline.ts when it bundles this file: the first visit's files and their revisions. */
declare const FERRY_PRECACHE: PrecacheEntry[];
/** The worker's global scope (the DOM lib has no service-worker types). */
declare const self: { skipWaiting(): Promise<void>; location: Location; addEventListener(type: 'message', listener: (event: MessageEvent) => void): void };

// A new build's worker waits until the page says the traveller chose Reload (src/site/offline/service-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Once active, it controls the pages already open (they registered it on their first visit).
clientsClaim();

// The first visit's files (scripts/offline/plan.ts), each under its content revision. /schedules → schedules.html
// as the static host maps it (clean URLs, on by default); every query parameter is ignored for matching:
// /schedules?from=batangas&day=fri is the same page.
precacheAndRoute(FERRY_PRECACHE, { ignoreURLParametersMatching: [/.*/], directoryIndex: 'index.html' });
cleanupOutdatedCaches();

// The status of dated sailings (/status.json, never precached): from the network whenever it answers (within 4 s),
// else the last copy fetched, so offline the pages still show it — with its age (src/site/status/StatusAsOf.tsx).
// It changes between builds (npm run status:publish).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/status.json',
  new NetworkFirst({ cacheName: 'sailing-status', networkTimeoutSeconds: 4, plugins: [new ExpirationPlugin({ maxEntries: 1 })] }),
  'GET',
);

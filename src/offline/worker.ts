/**
 * dist/sw.js, the offline worker: bundled by scripts/build-offline.ts with this build's files and their revisions
 * (this-build.ts). Workbox's runtime modules do the precache, its clean-up and the status route (status.ts);
 * ./navigation answers navigations and stores the other files (saved.ts). Bundled by the build's own Vite rather than
 * written by workbox-build's generateSW, which bundles its runtime with rollup and terser on every build (about 7 s of
 * CPU for the same few modules).
 *
 * Order matters: ./navigation registers its listeners first, so they run before Workbox's (a navigation ends there;
 * with data saver on, the install skips Workbox's precache).
 */
import './navigation';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { statusRoute } from './status';
import { PRECACHE } from './this-build';

/** The worker's global scope (the DOM lib has no service-worker types). */
declare const self: { skipWaiting(): Promise<void>; addEventListener(type: 'message', listener: (event: MessageEvent) => void): void };

// A new build's worker waits until the page says the traveller chose Reload (src/site/offline/service-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Once active, it controls the pages already open (they registered it on their first visit).
clientsClaim();

// The first visit's files (src/offline/plan.ts), each at its address (a page's clean URL) under its content
// revision. Every query parameter is ignored for matching: /assets/x.js?v=1 is the same file.
precacheAndRoute(PRECACHE, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

registerRoute(statusRoute.match, statusRoute.handler, 'GET');

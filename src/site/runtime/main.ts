/**
 * The one script every page of the built site starts (scripts/postbuild/script-loading.ts loads it after the first
 * paint): the page enhancements (runtime/enhance.ts: the advisories in force among them), the status banner's check
 * of /status.json (runtime/status-check.ts), the offline worker, and,
 * on a page that has islands, their loader (runtime/islands.ts). Nothing here imports a framework: Preact and each island's code are separate chunks,
 * loaded only on a page with islands, when their trigger fires. The clock is read here, at the edge, and handed on.
 */
import { systemClock } from '../../time/clock';
import { readSiteData } from '../islands/site-data';
import { pendingUpdate, registerServiceWorker, savingData, storeRest, subscribeUpdate } from '../offline/service-worker';
import { followConnection, logMissingPath, offerOfflineSaving, offerUpdate, showAdvisoriesInForce, showCurrentYear } from './enhance';

const MINUTE = 60_000;

// Once a minute: the footer's year, and the advisories in force (one that starts or ends while the page is open).
const everyMinute = () => {
  const now = systemClock();
  showCurrentYear(document, now);
  showAdvisoriesInForce(document, now);
};
everyMinute();
setInterval(everyMinute, MINUTE);
followConnection(document, window);
logMissingPath(document, window.location.pathname, (line) => console.warn(line));

// The islands' loader (registry, triggers, props) only on a page that has islands.
if (document.querySelector('[data-island]') !== null) {
  const site = readSiteData(document);
  import('./islands').then(({ startPageIslands }) => startPageIslands(site))
    .catch((error: unknown) => console.warn('islands not started:', error));
}
// The status banner (suspensions, cancellations and delays ahead, from /status.json): its check on every page.
const statusBanner = document.querySelector<HTMLElement>('[data-status-banner]');
if (statusBanner) {
  import('./status-check').then(({ watchStatus }) => watchStatus(document, statusBanner))
    .catch((error: unknown) => console.warn('status banner:', error));
}
// Offline support (the build writes /sw.js), in a task after the islands' start: registering the worker starts a
// request, and with the module's own work that would lengthen the islands' task
// (docs/decisions/0001-island-work-in-short-tasks.md). The runtime starts after `load`, so the worker's precache never
// competes with the page's own requests.
function startOffline(): void {
  subscribeUpdate(() => {
    const apply = pendingUpdate();
    if (apply) offerUpdate(document, apply);
  });
  registerServiceWorker().catch((error: unknown) => console.warn('service worker:', error));
  offerOfflineSaving(document, savingData(), () => storeRest());
}
// `npm run dev` has no worker to register (the build writes it), and a worker would answer its pages from a cache.
if (!import.meta.env.DEV) setTimeout(startOffline, 0);
document.documentElement.dataset.runtime = 'started';

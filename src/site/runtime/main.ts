/**
 * The one script every page of the built site starts (scripts/postbuild/script-loading.ts loads it after the first
 * paint): the page enhancements (runtime/enhance.ts), the offline worker, and, on a page that has islands, their
 * loader (runtime/islands.ts). Nothing here imports a framework: Preact and each island's code are separate chunks,
 * loaded only on a page with islands, when their trigger fires. The clock is read here, at the edge, and handed on.
 */
import { activeAdvisories } from '../../advisories/active';
import { systemClock } from '../../graph/time/clock';
import { readSiteData } from '../islands/site-data';
import { pendingUpdate, registerServiceWorker, savingData, storeRest, subscribeUpdate } from '../offline/service-worker';
import { followConnection, logMissingPath, offerOfflineSaving, offerUpdate, showCurrentYear } from './enhance';

const MINUTE = 60_000;
const site = readSiteData(document);

showCurrentYear(document, systemClock());
setInterval(() => showCurrentYear(document, systemClock()), MINUTE);
followConnection(document, window);
logMissingPath(document, window.location.pathname, (line) => console.warn(line));

// The islands' loader (registry, triggers, props) only on a page that has islands to start: one of its own, the
// advisory banner once an advisory of the site is in force (checked again every minute while none is), or the status
// banner once /status.json announces something (status-check.ts, loaded only on such a page).
let started = false;
function startIslands(): void {
  if (started) return;
  started = true;
  import('./islands').then(({ startPageIslands }) => startPageIslands(site))
    .catch((error: unknown) => console.warn('islands not started:', error));
}
const inForce = () => activeAdvisories(site.advisories, systemClock()).length > 0;
if (document.querySelector('[data-island]:not([data-when="advisory"]):not([data-when="status"])') || inForce()) startIslands();
else {
  if (site.advisories.length > 0) {
    const id = setInterval(() => { if (inForce()) { clearInterval(id); startIslands(); } }, MINUTE);
  }
  import('./status-check').then(({ whenAnnounced }) => whenAnnounced(startIslands), () => undefined);
}
// Offline support (the build writes /sw.js), in a task after the islands' start: registering the worker starts a
// request, and in Lighthouse's traces that and the module's own work made one task of 10-13 ms on a content page
// (issue 26: Total Blocking Time). The runtime starts after `load`, so the worker's precache never competes with the
// page's own requests.
function startOffline(): void {
  subscribeUpdate(() => {
    const apply = pendingUpdate();
    if (apply) offerUpdate(document, apply);
  });
  registerServiceWorker().catch((error: unknown) => console.warn('service worker:', error));
  offerOfflineSaving(document, savingData(), () => storeRest());
}
setTimeout(startOffline, 0);
document.documentElement.dataset.runtime = 'started';

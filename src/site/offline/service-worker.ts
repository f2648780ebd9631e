/**
 * Registers the service worker (dist/sw.js: src/offline/worker.ts with Workbox's runtime, bundled after the build
 * by scripts/build-offline.ts), so timetables, routes, fares, ports, destinations and the filter work offline. Light on
 * data (src/offline/plan.ts): the first visit stores the core of the site (at most 250 KB gzip) and the page it was
 * opened on (the worker does, as it installs: docs/offline.md), each other page as it is opened, and the rest on a
 * later visit (`storeRest`). With data saver on (navigator.connection.saveData, what the browser's Save-Data header
 * says) the worker is registered as /sw.js?save-data: it stores only what the traveller opens, and the page's offline
 * note offers to store the rest (runtime/enhance.ts `offerOfflineSaving`).
 *
 * A new build ships a new sw.js whose file revisions differ (any file: a page corrected the same day too); the
 * browser installs it next to the old one, it stores the new bytes of what the traveller had stored, and it
 * waits. We then tell the traveller a newer timetable is available; "Reload" asks the waiting worker to take over
 * (src/offline/worker.ts answers the SKIP_WAITING message) and reloads once it controls the page, so a stale
 * timetable is never served forever. The page also asks for an update every hour while it stays open.
 *
 * The plain registration API rather than workbox-window: we register after `load`, when the browser may already
 * have found the update during navigation (it is then `installing` or `waiting`, and workbox-window's `waiting`
 * event never fires for it).
 */
type Listener = () => void;
let updateReady: (() => void) | null = null;
const listeners = new Set<Listener>();

/** For the update notice (useSyncExternalStore): the function that applies the waiting update, or null. */
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function pendingUpdate(): (() => void) | null {
  return updateReady;
}

function announce(waiting: ServiceWorker): void {
  updateReady = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  for (const listener of listeners) listener();
}

/** Announces `worker` once it has installed, if it is an update (a worker already controls this page). */
function watchInstalling(worker: ServiceWorker, container: ServiceWorkerContainer): void {
  const check = () => {
    if (worker.state === 'installed' && container.controller) announce(worker);
  };
  worker.addEventListener('statechange', check);
  check();
}

/** Whether the traveller asked the browser to save data (Chrome's data saver; the Save-Data request header). No
 * navigator (outside a browser): no. */
export function savingData(nav: { connection?: { saveData?: boolean } } | undefined = globalThis.navigator as never): boolean {
  return nav?.connection?.saveData === true;
}

/** The worker's address: with data saver, the mode that stores only what is opened. */
function workerUrl(saveData: boolean): string {
  return saveData ? '/sw.js?save-data' : '/sw.js';
}

/** Asks the active worker to store every page and file it does not hold yet (for offline use). */
export async function storeRest(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<void> {
  (await container?.ready)?.active?.postMessage({ type: 'store-rest' });
}

export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker, saveData = savingData(),
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  // A worker already in control: this is not the first visit, and the rest of the site may be stored now.
  const returning = container.controller !== null;
  const registration = await container.register(workerUrl(saveData));
  if (returning && !saveData) void storeRest(container);
  if (registration.waiting && container.controller) announce(registration.waiting);
  if (registration.installing) watchInstalling(registration.installing, container);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watchInstalling(registration.installing, container);
  });
  const update = () => void registration.update().catch(() => undefined);
  // A returning visit asks at once: the browser's own check on navigation waits until the old worker is idle, and
  // it is busy storing the rest of the site (storeRest), so on a slow phone a new build could go unnoticed.
  if (returning) update();
  setInterval(update, 60 * 60 * 1000);
  return registration;
}

/**
 * Registers the service worker (written after the build by scripts/build-offline.ts with Workbox) that precaches
 * every page and asset, so timetables, routes, fares, ports, destinations and the filter work offline after one visit.
 *
 * A new build ships a new sw.js whose precache revisions differ; the browser installs it next to the old one and it
 * waits. We then tell the traveller a newer timetable is available; "Reload" asks the waiting worker to take over
 * (Workbox's generated worker answers the SKIP_WAITING message) and reloads once it controls the page, so a stale
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

export async function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  const registration = await container.register('/sw.js');
  if (registration.waiting && container.controller) announce(registration.waiting);
  if (registration.installing) watchInstalling(registration.installing, container);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watchInstalling(registration.installing, container);
  });
  setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
  return registration;
}

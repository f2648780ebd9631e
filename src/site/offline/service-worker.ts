/**
 * Registers the service worker (written after the build by scripts/build-sw.ts with Workbox) that precaches every
 * page and asset, so timetables, routes, fares, ports, destinations and the filter work offline after one visit.
 *
 * A new build ships a new sw.js whose precache revisions differ; the browser installs it and it waits. We then tell
 * the traveller a newer timetable is available; "Reload" activates the new worker and reloads, so a stale
 * timetable is never served forever. The page also asks for an update every hour while open.
 */
import type { Workbox } from 'workbox-window';

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

function announce(apply: () => void): void {
  updateReady = apply;
  for (const l of listeners) l();
}

export async function registerServiceWorker(nav: Navigator = navigator): Promise<Workbox | null> {
  if (!('serviceWorker' in nav)) return null;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    announce(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  setInterval(() => void wb.update(), 60 * 60 * 1000);
  return wb;
}

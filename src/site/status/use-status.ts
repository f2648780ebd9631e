/**
 * The status of dated sailings at run time: pages read /status.json, never the pre-rendered HTML,
 * so a cancellation published with `npm run status:publish` reaches a page without a rebuild — and an open page
 * without a reload.
 *
 * Refresh policy (one store per page load, shared by every component that shows a sailing):
 * - fetched once the page has hydrated (the first component that needs it subscribes), in a task after the one that
 *   subscribed, so the first render's effects stay short (docs/decisions/0001-island-work-in-short-tasks.md);
 * - again every 5 minutes while the page is visible (a hidden tab does not poll);
 * - again at once when the page becomes visible, the window gets focus or the device comes back online — at most
 *   once in 30 seconds (focus and visibility often fire together), except coming back online;
 * - each fetch revalidates with the host (`cache: 'no-cache'`; _headers serves it `no-cache`), with the
 *   retries (src/site/data/fetch-policy.ts); offline, the service worker answers with the last copy it fetched
 *   (network-first, scripts/build-offline.ts).
 * A failed refresh keeps the last status and marks it stale, and so does an answer that is not a status file (a
 * host's error page with 200): it never replaces the last good copy. Offline, or when the worker answers with its
 * last good copy because the host gave none (SAVED_COPY_HEADER), it is stale too: the page then says it could not be
 * refreshed and how old it is (StatusAsOf). An entry the page cannot read is dropped with a console warning, and the
 * others still show (src/status/entries.ts). The clock, fetch, timers, events and console are parameters, so tests
 * run the policy instantly.
 */
import { useSyncExternalStore } from 'react';
import { systemClock } from '../../time';
import type { Warn } from '../../status/entries';
import { hasEntries, readStatusFile, SAVED_COPY_HEADER, type StatusFile } from '../../status/file';
import { STATUS_PATH } from '../../status/path';
import { fetchWithRetry, type Fetch, type Sleep } from '../data/fetch-policy';

/** @internal Exported for tests: tests/site/status-store.test.ts moves its clock by it. */
export const REFRESH_EVERY_MS = 5 * 60_000;
/** @internal Exported for tests: tests/site/status-store.test.ts moves its clock by it. */
export const MIN_GAP_MS = 30_000;

export interface StatusState {
  /** The last status file read; null before the first one arrives (or when none could be read). */
  file: StatusFile | null;
  /** The last refresh did not reach the host (offline, or it failed): `file` may be out of date. */
  stale: boolean;
}

/** @internal Exported for tests: status-store.test.ts runs the refresh policy on a fake clock, fetch and events. */
export interface StatusEnvironment {
  fetch: Fetch;
  sleep: Sleep;
  now: () => number;
  online: () => boolean;
  /** 'visible' or 'hidden'. */
  visibility: () => string;
  /** Where `visibilitychange` fires (the document). */
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Where `focus` and `online` fire (the window). */
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  /** Runs `work` in a task of its own, after the current one. */
  nextTask: (work: () => void) => void;
  /** Where an entry the page cannot read is reported (the console). */
  warn: Warn;
}

interface StatusStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): StatusState;
  /** Fetches now, unless one is under way or (unless forced) the last began less than MIN_GAP_MS ago. */
  refresh(force?: boolean): Promise<void>;
}

const NO_STATUS: StatusState = { file: null, stale: false };

/** @internal Exported for tests: status-store.test.ts runs the refresh policy on a fake clock, fetch and events. */
export function createStatusStore(env: StatusEnvironment): StatusStore {
  let state: StatusState = NO_STATUS;
  const listeners = new Set<() => void>();
  let lastAttempt = -Infinity;
  let running: Promise<void> | null = null;
  let timer: unknown = null;
  // The first subscriber asks for a start in the next task (`starting`); whoever leaves before it, nothing starts.
  let starting = false;
  let started = false;
  /** Starts and stops so far: a task queued by an earlier start sees it is no longer current. */
  let runs = 0;

  const set = (next: StatusState) => {
    if (next.file === state.file && next.stale === state.stale) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const refresh = (force = false): Promise<void> => {
    if (running) return running;
    if (!force && env.now() - lastAttempt < MIN_GAP_MS) return Promise.resolve();
    lastAttempt = env.now();
    running = (async () => {
      try {
        const response = await fetchWithRetry(env.fetch, STATUS_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } }, { sleep: env.sleep });
        const fetched = readStatusFile(await response.json());
        // Its entries are read by code loaded only when there are some (most days there are none).
        const file = fetched && hasEntries(fetched) ? (await import('../../status/entries')).readEntries(fetched, env.warn) : fetched as StatusFile | null;
        const stale = response.headers.has(SAVED_COPY_HEADER) || !env.online();
        set(file ? { file: sameAs(state.file, file) ?? file, stale } : { file: state.file, stale: true });
      } catch {
        set({ file: state.file, stale: true });
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const onVisible = () => { if (env.visibility() === 'visible') void refresh(); };
  const onFocus = () => void refresh();
  const onOnline = () => void refresh(true);
  const onOffline = () => set({ file: state.file, stale: true });
  const start = () => {
    // The fetch first; the timer and the listeners in the task after it: together they make one long task. A stop (and
    // maybe a new start) before that task: this start listens no more.
    const run = ++runs;
    void refresh(true);
    env.nextTask(() => { if (started && run === runs) listen(); });
  };
  const listen = () => {
    timer = env.setInterval(() => { if (env.visibility() === 'visible') void refresh(true); }, REFRESH_EVERY_MS);
    env.document.addEventListener('visibilitychange', onVisible);
    env.window.addEventListener('focus', onFocus);
    env.window.addEventListener('online', onOnline);
    env.window.addEventListener('offline', onOffline);
  };
  const stop = () => {
    runs++;
    if (timer !== null) env.clearInterval(timer);
    timer = null;
    env.document.removeEventListener('visibilitychange', onVisible);
    env.window.removeEventListener('focus', onFocus);
    env.window.removeEventListener('online', onOnline);
    env.window.removeEventListener('offline', onOffline);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && !starting && !started) {
        starting = true;
        env.nextTask(() => {
          starting = false;
          if (listeners.size === 0) return;
          started = true;
          start();
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && started) {
          started = false;
          stop();
        }
      };
    },
    getSnapshot: () => state,
    refresh,
  };
}

/** The same file content again keeps the object it had, so nothing that depends on it renders again. */
function sameAs(previous: StatusFile | null, next: StatusFile): StatusFile | null {
  return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : null;
}

let store: StatusStore | null = null;

function browserStore(): StatusStore {
  store ??= createStatusStore({
    fetch: (input, init) => window.fetch(input, init),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => systemClock().getTime(),
    online: () => navigator.onLine !== false,
    visibility: () => document.visibilityState,
    document,
    window,
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (id) => window.clearInterval(id as number),
    nextTask: (work) => setTimeout(work, 0),
    warn: (message, entry) => console.warn(message, entry),
  });
  return store;
}

/**
 * `subscribe`, each listener told in a task of its own: a new status re-renders every island that shows one (on
 * /schedules the filter and each route lead in view), and told at once they re-rendered in one task, one of the
 * page's longest (Total Blocking Time).
 * @internal Exported for tests: tests/site/status-store.test.ts checks the browser's subscription on a fake task queue.
 */
export function oneTaskEach(subscribe: StatusStore['subscribe'], nextTask: (work: () => void) => void): StatusStore['subscribe'] {
  return (listener) => {
    let subscribed = true;
    const leave = subscribe(() => nextTask(() => { if (subscribed) listener(); }));
    return () => {
      subscribed = false;
      leave();
    };
  };
}

const subscribe = oneTaskEach((listener) => browserStore().subscribe(listener), (work) => setTimeout(work, 0));
const snapshot = () => browserStore().getSnapshot();
// Pre-rendered HTML and the hydration pass know no status: nothing of it is in the HTML.
const serverSnapshot = () => NO_STATUS;

/** The current status file of the site (null until it has arrived) and whether it may be out of date. */
export function useSailingStatus(): StatusState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}


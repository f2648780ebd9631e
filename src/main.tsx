/**
 * Entry of the site, for the browser and for vite-react-ssg's pre-rendering (which imports `createRoot`).
 * In the browser, before the app starts: the boot data (hash, router hydration state) is read from the page's JSON
 * block, and the SPEC §9 fetch policy is installed for the static loader data (src/site/data/fetch-policy.ts); after
 * the page has loaded, the service worker is registered (src/site/offline/service-worker.ts).
 */
import { ViteReactSSG } from 'vite-react-ssg';
import { systemClock } from './graph/time';
import { applyBootData } from './site/data/boot';
import { installFetchPolicy } from './site/data/fetch-policy';
import { registerServiceWorker } from './site/offline/service-worker';
import { routes } from './site/routes';
import './site/styles.css';

if (typeof window !== 'undefined') {
  applyBootData(document, window as Parameters<typeof applyBootData>[1]);
  installFetchPolicy(window as unknown as Parameters<typeof installFetchPolicy>[0], {
    now: () => systemClock().getTime(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  // Offline support (the build writes /sw.js). After `load`, so the worker's precache never competes with the
  // page's own requests; not in `vite dev`, which has no sw.js.
  if (import.meta.env.PROD) {
    // The app itself usually starts after `load` (scripts/postbuild/script-loading.ts): then register at once.
    const register = () => void registerServiceWorker().catch((error: unknown) => console.warn('service worker:', error));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}

export const createRoot = ViteReactSSG({
  routes,
  // v7 behaviours where they change nothing for this site, which also keeps React Router's console quiet.
  // v7_partialHydration stays off: a path served 404.html hydrates a route without data and must not refetch.
  future: {
    v7_startTransition: true,
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_skipActionErrorRevalidation: true,
  },
});

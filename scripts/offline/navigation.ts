/**
 * The offline worker's answer to a page navigation, the same status and page the host gives (issue 24 item 8).
 * Workbox's navigation fallback answered every path it did not hold with the 404 page and status 200: /schedules/
 * (the host: 200, the timetables), /news/does-not-exist (the host: 302 to /news) and a real miss alike.
 *
 * Bundled by scripts/build-offline.ts and put at the top of dist/sw.js, so its fetch listener runs before
 * Workbox's and ends navigations there (stopImmediatePropagation); Workbox keeps every other request (scripts,
 * styles, loader data). The answer comes from the host's own rules (scripts/serve/rules.ts hostAnswer) over the
 * build's pages and _redirects:
 *   - a page of the precache → from the cache, with the host's status (cache first: it works at the port);
 *   - anything else → the network, which is the host; offline, what the host would answer: its redirect, or the
 *     404 page with status 404.
 * Pages are looked up by their exact precache key (file + revision): while a new build's worker waits, its pages
 * are in the same cache, and the active worker must keep serving its own build.
 *
 * Light on data (issue 26 item 4, scripts/offline/plan.ts): the first visit precaches only the core; every other
 * page and file is stored in the `visited` cache of this build when it is fetched, and the rest of the build when a
 * page asks (message `store-rest`: the runtime does on a later visit, or the traveller from the offline note). A
 * worker registered with `?save-data` (data saver on) precaches nothing: its install skips Workbox's, and it stores
 * only what is fetched.
 */
import { candidateFiles, hostAnswer, parseRedirects, type HostAnswer } from '../serve/rules';

/** Filled in by scripts/build-offline.ts when it bundles this file. */
declare const FERRY_OFFLINE: {
  /** dist-relative page file ("schedules.html") → its precache revision. */
  pages: Record<string, string>;
  /** Every page file of the build ("destinations/cebu.html"), precached or not. */
  allPages: string[];
  /** The files a first visit does not precache. */
  rest: string[];
  /** The files it does. */
  precached: string[];
  /** dist/_redirects as written by postbuild. */
  redirects: string;
};
// Named once: the bundler writes the build's object in place of each mention of FERRY_OFFLINE.
const OFFLINE = FERRY_OFFLINE;

/** With data saver on, the runtime registers the worker as /sw.js?save-data. */
const SAVE_DATA = new URL(location.href).searchParams.has('save-data');
/** Files stored as they are fetched, one cache per build (its precache revisions name it). */
const VISITED = `ferry-visited-${Object.values(OFFLINE.pages).join('').length}-${OFFLINE.allPages.length}-${hashOf(JSON.stringify(OFFLINE.pages))}`;
const PRECACHED = new Set(OFFLINE.precached.map((file) => `/${file}`));

function hashOf(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** The slice of a FetchEvent this file uses (the DOM lib has no service-worker types). */
interface NavigationEvent extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableEvent extends Event { waitUntil(work: Promise<unknown>): void }

const rules = parseRedirects(OFFLINE.redirects);
const PAGES = new Set(OFFLINE.allPages);
const fileFor = (pathname: string) => candidateFiles(pathname).find((file) => PAGES.has(file)) ?? null;

/** A stored copy of `path` ("/destinations/cebu.html"), or null. */
async function visited(path: string): Promise<Response | null> {
  return (await (await caches.open(VISITED)).match(new URL(path, location.href).href)) ?? null;
}

/** Fetches `request` and stores a good answer as `path`. */
async function fetchAndStore(request: Request | string, path: string): Promise<Response> {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await (await caches.open(VISITED)).put(new URL(path, location.href).href, response.clone());
  return response;
}

/** The stored copy of a page (precached, or stored when visited) with `status`, or null when it is not stored. */
async function cached(file: string, status: number): Promise<Response | null> {
  let response: Response | null = null;
  if (file in OFFLINE.pages && !SAVE_DATA) {
    const key = new URL(`/${file}`, location.href);
    key.searchParams.set('__WB_REVISION__', OFFLINE.pages[file]!);
    response = (await caches.match(key.href)) ?? null;
  }
  response ??= await visited(`/${file}`);
  if (!response) return null;
  return status === response.status ? response : new Response(response.body, { status, headers: response.headers });
}

/** Offline: what the host would have answered. */
async function asTheHost(answer: Exclude<HostAnswer, { kind: 'file' }>): Promise<Response> {
  if (answer.kind === 'redirect') return Response.redirect(new URL(answer.location, location.href).href, answer.status);
  return (await cached('404.html', 404)) ?? Response.error();
}

async function navigate(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = hostAnswer(url.pathname, url.search, rules, fileFor);
  if (answer.kind === 'file') {
    const stored = await cached(answer.file, answer.status);
    if (stored) return stored;
    const response = await fetchAndStore(request, `/${answer.file}`).catch(() => null);
    return response ?? asTheHost({ kind: 'not-found' });
  }
  try {
    return await fetch(request);
  } catch {
    return asTheHost(answer);
  }
}

/** A file that is not precached (or every file, with data saver): the stored copy, else the network (stored). */
async function asset(request: Request, path: string): Promise<Response> {
  return (await visited(path)) ?? fetchAndStore(request, path);
}

/** Stores every file of the build not stored yet (the rest of the site, for offline use). */
async function storeRest(): Promise<void> {
  const files = SAVE_DATA ? [...OFFLINE.precached, ...OFFLINE.rest] : OFFLINE.rest;
  for (const file of files) {
    if (!(await visited(`/${file}`))) await fetchAndStore(`/${file}`, `/${file}`).catch(() => undefined);
  }
}

self.addEventListener('install', (event) => {
  // Data saver: nothing is precached (Workbox's install, which would, does not run).
  if (SAVE_DATA) event.stopImmediatePropagation();
});

self.addEventListener('activate', (event) => {
  // Stored copies of older builds go with them (Workbox cleans its own precache).
  (event as ExtendableEvent).waitUntil(caches.keys().then((names) =>
    Promise.all(names.filter((name) => name.startsWith('ferry-visited-') && name !== VISITED).map((name) => caches.delete(name)))));
});

self.addEventListener('message', (event) => {
  if ((event as MessageEvent).data?.type === 'store-rest') (event as unknown as ExtendableEvent).waitUntil(storeRest());
});

self.addEventListener('fetch', (event) => {
  const { request } = event as NavigationEvent;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (request.mode === 'navigate') {
    (event as NavigationEvent).respondWith(navigate(request));
    event.stopImmediatePropagation();
    return;
  }
  // Files the first visit did not precache (all of them with data saver) are stored when fetched; the feeds never.
  // The sailing status (/status.json) is Workbox's network-first route (scripts/build-offline.ts runtimeCaching).
  if (url.pathname.startsWith('/gtfs') || url.pathname === '/status.json' || (!SAVE_DATA && PRECACHED.has(url.pathname))) return;
  (event as NavigationEvent).respondWith(asset(request, url.pathname));
  event.stopImmediatePropagation();
});

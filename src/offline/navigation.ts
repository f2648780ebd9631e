/**
 * The offline worker's own listeners: page navigations, the files it stores as they are fetched, and its install
 * and activation. Bundled by scripts/build-offline.ts and put at the top of dist/sw.js, so its listeners run before
 * Workbox's and end a request there (stopImmediatePropagation); Workbox keeps the precached files and the status.
 *
 * A navigation gets the status and page the host gives: the answer comes from the host's own rules
 * (src/offline/host.ts hostAnswer, Netlify's, over the build's pages and _redirects):
 *   - a page of the build → this build's stored copy with the host's status (cache first: it works at the port, and
 *     a new build reaches the traveller through its new worker, saved.ts); else the network, stored as it passes;
 *     offline, the page that says it was not saved and links to those that are (not-saved.ts) — never the 404 page;
 *   - anything else → the network, which is the host; offline, what the host would answer: its redirect, or the
 *     404 page with status 404.
 * A navigation is fetched as the browser asked (a redirect comes back to the browser to follow), and what is served
 * from the cache was never a redirected response (saved.ts), so Chromium never refuses an answer.
 *
 * First visit: the worker installs while the page that registered it is open, and nothing of that page passed
 * through it. So its install stores that page (and what it names) and the sailing status at once (`savePage`,
 * `saveStatus`), beside Workbox's precache: once the worker is installed, the page opens offline. With data saver
 * on (`?save-data`) Workbox's precache does not run: only those pages and what is opened later are stored.
 */
import { hostAnswer, parseRedirects, type HostAnswer } from './host';
import { notSavedPage } from './not-saved';
import { addressOf } from './plan';
import { dropOtherBuilds, keep, known, precached, refreshSaved, savePage, saveRest, stored } from './saved';
import { saveStatus } from './status';
import { BUILD, SAVE_DATA } from './this-build';

/** The slices of the worker's events this file uses (the DOM lib has no service-worker types). */
interface ExtendableEvent extends Event { waitUntil(work: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
declare const self: {
  clients: { matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<readonly { url: string }[]> };
  addEventListener(type: string, listener: (event: Event) => void): void;
};

const rules = parseRedirects(BUILD.redirects);
const PAGES = new Set(BUILD.pages);
const answerFor = (url: URL) => hostAnswer(url.pathname, url.search, rules, (file) => PAGES.has(file));
const NOT_FOUND_PAGE = addressOf('404.html');

/** A stored page with the status the host gives it (a rewrite with 404 serves its file with 404). */
function withStatus(response: Response, status: number): Response {
  return status === response.status ? response : new Response(response.body, { status, headers: response.headers });
}

/** Offline: what the host would have answered. */
async function asTheHost(answer: Exclude<HostAnswer, { kind: 'file' }>): Promise<Response> {
  if (answer.kind === 'redirect') return Response.redirect(new URL(answer.location, location.href).href, answer.status);
  const page = await stored(NOT_FOUND_PAGE);
  return page ? withStatus(page, 404) : Response.error();
}

/** Offline, a page of the build that is not stored: says so, with the stored pages (503: the host is out of reach). */
async function notSaved(): Promise<Response> {
  const shell = await stored(NOT_FOUND_PAGE);
  const saved: { url: string; title: string }[] = [];
  for (const [url, title] of BUILD.titles) if (url !== NOT_FOUND_PAGE && await stored(url)) saved.push({ url, title });
  if (!shell) return new Response('This page is not saved for offline use.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  return new Response(notSavedPage(await shell.text(), saved), { status: 503, headers });
}

async function navigate(request: Request): Promise<Response> {
  const answer = answerFor(new URL(request.url));
  if (answer.kind === 'file') {
    const url = addressOf(answer.file);
    const copy = await stored(url);
    if (copy) return withStatus(copy, answer.status);
    try {
      return await keep(url, await fetch(request));
    } catch {
      return answer.status === 200 ? notSaved() : asTheHost({ kind: 'not-found' });
    }
  }
  try {
    return await fetch(request);
  } catch {
    return asTheHost(answer);
  }
}

/** A file of the build the precache does not hold: this build's stored copy, else the network (stored). */
async function file(request: Request, url: string): Promise<Response> {
  return (await stored(url)) ?? keep(url, await fetch(request));
}

/** The pages open in this worker's scope (the one that registered it, on a first visit), as addresses. */
async function openPages(): Promise<string[]> {
  const windows = await self.clients.matchAll({ includeUncontrolled: true, type: 'window' });
  return windows.flatMap(({ url }) => {
    const answer = answerFor(new URL(url));
    return new URL(url).origin === location.origin && answer.kind === 'file' ? [addressOf(answer.file)] : [];
  });
}

self.addEventListener('install', (event) => {
  // Data saver: nothing is precached (Workbox's install, which would, does not run).
  if (SAVE_DATA) event.stopImmediatePropagation();
  // The 404 page first: it is also the frame of the answer for a page that was not saved.
  (event as ExtendableEvent).waitUntil((async () => {
    for (const url of [NOT_FOUND_PAGE, ...await openPages()]) await savePage(url);
    await Promise.all([saveStatus(), refreshSaved()]);
  })().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  (event as ExtendableEvent).waitUntil(dropOtherBuilds());
});

self.addEventListener('message', (event) => {
  if ((event as MessageEvent).data?.type === 'store-rest') (event as unknown as ExtendableEvent).waitUntil(saveRest());
});

self.addEventListener('fetch', (event) => {
  const { request } = event as FetchEvent;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (request.mode === 'navigate') {
    (event as FetchEvent).respondWith(navigate(request));
    event.stopImmediatePropagation();
    return;
  }
  // The precached files are Workbox's route; the sailing status has its own (status.ts); what the build does not
  // list (the feeds, the sitemap) goes to the network as it is.
  if (!known(url.pathname) || precached(url.pathname)) return;
  (event as FetchEvent).respondWith(file(request, url.pathname));
  event.stopImmediatePropagation();
});

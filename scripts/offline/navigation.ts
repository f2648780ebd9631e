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
 */
import { candidateFiles, hostAnswer, parseRedirects, type HostAnswer } from '../serve/rules';

/** Filled in by scripts/build-offline.ts when it bundles this file. */
declare const FERRY_OFFLINE: {
  /** dist-relative page file ("schedules.html") → its precache revision. */
  pages: Record<string, string>;
  /** dist/_redirects as written by postbuild. */
  redirects: string;
};

/** The slice of a FetchEvent this file uses (the DOM lib has no service-worker types). */
interface NavigationEvent extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

const rules = parseRedirects(FERRY_OFFLINE.redirects);
const fileFor = (pathname: string) => candidateFiles(pathname).find((file) => file in FERRY_OFFLINE.pages) ?? null;

/** The precached copy of a page with `status`, or null when it is not cached (yet). */
async function cached(file: string, status: number): Promise<Response | null> {
  const key = new URL(`/${file}`, location.href);
  key.searchParams.set('__WB_REVISION__', FERRY_OFFLINE.pages[file]!);
  const response = await caches.match(key.href);
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
  if (answer.kind === 'file') return (await cached(answer.file, answer.status)) ?? fetch(request);
  try {
    return await fetch(request);
  } catch {
    return asTheHost(answer);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event as NavigationEvent;
  if (request.mode !== 'navigate' || request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  (event as NavigationEvent).respondWith(navigate(request));
  event.stopImmediatePropagation();
});

/**
 * The files the worker keeps for offline use besides Workbox's precache: one cache, `ferry-saved`, where every file
 * is stored under its address and this build's revision of it — the key Workbox gives its precache
 * (`/destinations/cebu?__WB_REVISION__=…`). So a lookup by key finds this build's copy in either cache; a new build's
 * worker, waiting, never disturbs the copies the active one serves; and what changed is exactly what has a new key.
 *
 * - A file is fetched at its clean address (pages at /x, never /x.html: Cloudflare Pages answers that with a 308),
 *   past the HTTP cache (the revision names the bytes). A response the host redirected is kept only when it ended at
 *   another spelling of the same address, and then as a response of its own: Chromium refuses a redirected response
 *   to a navigation, so none is ever stored.
 * - `savePage`: a page and the files its HTML names that the precache does not hold (its pictures) — the page a
 *   first visit was opened on is stored this way when the worker installs (navigation.ts), so it opens offline.
 * - `refreshSaved`, on install: every file stored under an earlier build's revision is stored again at this build's,
 *   downloaded again if it changed (a page corrected the same day, an image replaced). What the traveller had saved
 *   stays saved and up to date; the new worker then waits and the page offers the update (UpdateNotice).
 * - `dropOtherBuilds`, on activate: copies under other builds' keys go.
 */
import { addressOf, filesNamedIn } from './plan';
import { BUILD, PRECACHE, SAVE_DATA } from './this-build';

const SAVED = 'ferry-saved';
/** Caches of the worker before files were kept by revision (one per build, keyed by file path). */
const OLD_CACHES = /^ferry-visited-/;

const REVISION = new Map([...PRECACHE.map((entry) => [entry.url, entry.revision] as const), ...BUILD.rest]);
const CORE = new Set(PRECACHE.map((entry) => entry.url));

const PAGES = new Set(BUILD.pages.map(addressOf));

/** Whether `url` is a file of this build the worker keeps (not a feed, not the status: those have their routes). */
export const known = (url: string) => REVISION.has(url);

/** Whether Workbox's precache holds `url` (the first visit's files; nothing with data saver on). */
export const precached = (url: string) => !SAVE_DATA && CORE.has(url);

/** The cache key of this build's `url`: the address with its revision, as Workbox keys its precache. */
function keyOf(url: string): string {
  const key = new URL(url, location.href);
  key.searchParams.set('__WB_REVISION__', REVISION.get(url)!);
  return key.href;
}

/** This build's stored copy of `url` (precached or saved), or null. */
export async function stored(url: string): Promise<Response | null> {
  return known(url) ? (await caches.match(keyOf(url))) ?? null : null;
}

/** "/x", "/x/", "/x.html", "/x/index.html": one address. */
const bare = (pathname: string) => pathname.replace(/(\/index)?(\.html)?\/?$/, '');

/** The response to keep for `url`, or null: a good answer from this site, never a redirected one. */
function keepable(url: string, response: Response): Response | null {
  if (!response.ok || response.type !== 'basic') return null;
  if (!response.redirected) return response;
  if (bare(new URL(response.url).pathname) !== bare(url)) return null;
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Stores `response` as this build's `url` when it is worth keeping: the stored response, or null. */
async function put(url: string, response: Response): Promise<Response | null> {
  const good = known(url) ? keepable(url, response) : null;
  if (good) await (await caches.open(SAVED)).put(keyOf(url), good.clone());
  return good;
}

/** What a fetch handler serves for this build's `url` fetched from the host: stored when worth keeping. */
export async function keep(url: string, response: Response): Promise<Response> {
  return (await put(url, response)) ?? response;
}

/** Downloads this build's `url` and stores it; the stored response, or null when the host gave nothing to keep. */
async function save(url: string): Promise<Response | null> {
  try {
    return await put(url, await fetch(url, { cache: 'reload', credentials: 'same-origin' }));
  } catch {
    return null;
  }
}

/** Stores `url` unless this build has it already. */
async function ensure(url: string): Promise<Response | null> {
  return (await stored(url)) ?? save(url);
}

/** A page (its address) and every file its HTML names that the precache does not hold. */
export async function savePage(url: string): Promise<void> {
  // A precached page names only precached files (plan.ts): Workbox stores them all.
  if (!known(url) || precached(url)) return;
  const page = await ensure(url);
  if (!page) return;
  // Files by their own path: a link to another page (its clean address) is not one.
  const files = filesNamedIn(await page.clone().text(), (file) => known(`/${file}`) && !PAGES.has(`/${file}`) && !precached(`/${file}`));
  for (const file of files) await ensure(`/${file}`);
}

/** Every file of the build not stored yet (the rest of the site, for offline use). */
export async function saveRest(): Promise<void> {
  for (const url of REVISION.keys()) if (!precached(url)) await ensure(url);
}

/** On install: what an earlier build stored is stored again at this build's revisions (see the top of this file). */
export async function refreshSaved(): Promise<void> {
  const cache = await caches.open(SAVED);
  const urls = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  for (const url of urls) if (known(url) && !precached(url)) await ensure(url);
}

/** On activate: every copy not of this build goes (Workbox cleans its own precache). */
export async function dropOtherBuilds(): Promise<void> {
  const cache = await caches.open(SAVED);
  const current = new Set([...REVISION.keys()].map(keyOf));
  await Promise.all((await cache.keys()).filter((request) => !current.has(request.url)).map((request) => cache.delete(request)));
  await Promise.all((await caches.keys()).filter((name) => OLD_CACHES.test(name)).map((name) => caches.delete(name)));
}

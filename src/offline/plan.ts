/**
 * What the offline worker stores and when (light on data), and what the build hands it. Pure, over the build's files:
 *   - `core`, precached on the first visit: every top-level page, all of the site's code and stylesheets (those
 *     loaded on first use included: the booking panel's calendar, the toasts, the "Did you mean" matcher, the
 *     calendar export: after one visit, every control of those pages works with no network), the manifest, and
 *     every file those pages name (the logo, the icons, the home page's picture: so every stored page shows them
 *     offline) — at most FIRST_VISIT_BUDGET gzip bytes (scripts/build-offline.ts fails the build above it);
 *   - `rest`: the destination pages, the news articles and their pictures. Each is stored when the traveller opens
 *     it (the page a first visit was opened on included), and the rest on a later visit (the runtime asks the
 *     worker: src/site/offline/service-worker.ts), or at once from the page's offline note when data saver is on.
 * With data saver on (Save-Data, navigator.connection.saveData) the worker precaches nothing at all: only the pages
 * opened and what they name are stored.
 *
 * Every file goes to the worker with its content revision, so a file that changed in a new build (a page corrected
 * the same day, SOURCE_DATE_EPOCH pinned) makes a new sw.js, and the new worker stores its new bytes.
 */

/** dist-relative HTML file → route path: "index.html" → "/", "destinations/cebu.html" → "/destinations/cebu". */
export function routeOfHtmlFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  if (path === '/index') return '/';
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/** The first visit's download for offline use, gzip. */
export const FIRST_VISIT_BUDGET = 250 * 1024;

/** A file the worker stores: the address it is fetched and stored at ("/destinations/cebu" for the page), and its
 * content revision (Workbox's PrecacheEntry, as the precache takes it). */
export interface OfflineEntry {
  url: string;
  revision: string;
}

/** What scripts/build-offline.ts builds into dist/sw.js besides the precache (./this-build.ts). */
export interface OfflineBuild {
  /** The files a first visit does not precache, as [address, revision] (not entries: scripts/lib/offline-bytes.ts
   * counts the precache's entries in sw.js). */
  rest: [url: string, revision: string][];
  /** Every page file of the build ("destinations/cebu.html"), for the host's answer to a navigation. */
  pages: string[];
  /** Each page's address and heading, in the order the list of saved pages gives them (not-saved.ts). */
  titles: [url: string, title: string][];
  /** dist/_redirects as written by postbuild. */
  redirects: string;
}

/** The address a file of the build is fetched and stored at: a page at its clean URL ("destinations/cebu.html" →
 * "/destinations/cebu", as every host serves it: Cloudflare Pages redirects the other spelling), any other file at
 * its own path. */
export const addressOf = (file: string) => (file.endsWith('.html') ? routeOfHtmlFile(file) : `/${file}`);

/** Files of the build the worker knows (path relative to dist/, no leading slash). */
export function isOfflineFile(file: string): boolean {
  return /\.(html|js|css|svg|png|jpe?g|webp|avif|ico|webmanifest)$/.test(file) && !/^(sw\.js|workbox-.*\.js)$/.test(file)
    && !file.startsWith('gtfs-rt/');
}

/**
 * The files of the build (`isFile`) a page's HTML names: every quoted or listed same-site path that is one — its
 * stylesheet, scripts, pictures (srcset included) and icons; never another page's clean address.
 */
export function filesNamedIn(html: string, isFile: (file: string) => boolean): string[] {
  const named = new Set<string>();
  for (const [, path] of html.matchAll(/["'(\s,]\/([^"'()\s?#,/][^"'()\s?#,]*)/g)) {
    if (isFile(path!)) named.add(path!);
  }
  return [...named];
}

/** The first visit's files (see the top of this file), and the rest; `read` gives a page's HTML. */
export function offlinePlan(files: readonly string[], read: (file: string) => string): { core: string[]; rest: string[] } {
  const known = new Set(files);
  const topLevel = (file: string) => (file.endsWith('.html') ? !file.includes('/') : /^assets\/.*\.(js|css)$/.test(file) || file === 'manifest.webmanifest');
  const core = new Set(files.filter(topLevel));
  for (const page of [...core].filter((file) => file.endsWith('.html'))) {
    for (const file of filesNamedIn(read(page), (f) => known.has(f))) core.add(file);
  }
  return { core: files.filter((file) => core.has(file)), rest: files.filter((file) => !core.has(file)) };
}

/**
 * What the offline worker stores and when (issue 26 item 4: light on data). Pure, over the build's file list:
 *   - `core`, precached on the first visit: every top-level page and all of the site's code and stylesheets, those
 *     loaded on first use included (the booking panel's calendar, the toasts, the "Did you mean" matcher, the
 *     calendar export: after one visit, every control of those pages works with no network, as before issue 26) —
 *     at most FIRST_VISIT_BUDGET gzip bytes (scripts/build-offline.ts fails the build above it);
 *   - `rest`: the destination pages, the news articles and the images. Each is stored when the traveller opens it,
 *     and the rest on a later visit (the runtime asks the worker: offline/service-worker.ts), or at once from the
 *     page's offline note when data saver is on.
 * With data saver on (Save-Data, navigator.connection.saveData) the worker precaches nothing at all: only what the
 * visited pages load is stored.
 */

/** The first visit's download for offline use, gzip. */
export const FIRST_VISIT_BUDGET = 250 * 1024;

/** Files of the build the worker knows (path relative to dist/, no leading slash). */
export function isOfflineFile(file: string): boolean {
  return /\.(html|js|css|svg|png|webmanifest)$/.test(file) && !/^(sw\.js|workbox-.*\.js)$/.test(file) && !file.startsWith('gtfs-rt/');
}

/** The first visit's files: top-level pages, every script and stylesheet of the site, the manifest. */
export function isCore(file: string): boolean {
  if (file.endsWith('.html')) return !file.includes('/');
  if (/^assets\/.*\.(js|css)$/.test(file)) return true;
  return file === 'manifest.webmanifest';
}

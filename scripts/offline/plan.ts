/**
 * What the offline worker stores and when (issue 26 item 4: light on data). Pure, over the build's file list:
 *   - `core`, precached on the first visit: every top-level page and the scripts and stylesheet they start with —
 *     at most FIRST_VISIT_BUDGET gzip bytes (scripts/build-offline.ts fails the build above it);
 *   - `rest`: the destination pages, the news articles, the images and the code loaded on first use (the booking
 *     panel's calendar, the toasts, the "Did you mean" matcher, the calendar export). Each is stored when the
 *     traveller opens it, and the rest on a later visit (the runtime asks the worker: offline/service-worker.ts),
 *     or at once from the page's offline note when data saver is on.
 * With data saver on (Save-Data, navigator.connection.saveData) the worker precaches nothing at all: only what the
 * visited pages load is stored.
 */

/** The first visit's download for offline use, gzip. */
export const FIRST_VISIT_BUDGET = 250 * 1024;

/** Files of the build the worker knows (path relative to dist/, no leading slash). */
export function isOfflineFile(file: string): boolean {
  return /\.(html|js|css|svg|png|webmanifest)$/.test(file) && !/^(sw\.js|workbox-.*\.js)$/.test(file) && !file.startsWith('gtfs-rt/');
}

/** Code the pages load only on first use (import() on a click, a focus or a date button): not worth a first visit. */
const ON_USE = /^assets\/(DayCalendar|Toasts|fuse|download|row-marks)-[\w-]+\.(js|css)$/;

/** The first visit's files: top-level pages, the site's stylesheet and scripts (not those loaded on use), the manifest. */
export function isCore(file: string): boolean {
  if (file.endsWith('.html')) return !file.includes('/');
  if (/^assets\/.*\.(js|css)$/.test(file)) return !ON_USE.test(file);
  return file === 'manifest.webmanifest';
}

/**
 * This build's files as scripts/build-offline.ts builds them into dist/sw.js, read once for the worker's modules:
 * the precache (Workbox's manifest: the first visit's files) and the rest (src/offline/plan.ts), each at the
 * address it is fetched and stored at with its content revision; and whether the worker runs with data saver on.
 */
import type { OfflineBuild, OfflineEntry } from './plan';

/** Filled in by scripts/build-offline.ts when it bundles the worker. */
declare const FERRY_PRECACHE: OfflineEntry[];
declare const FERRY_OFFLINE: OfflineBuild;
// Named once each: the bundler writes the build's value in place of every mention.
export const PRECACHE = FERRY_PRECACHE;
export const BUILD = FERRY_OFFLINE;

/** With data saver on, the runtime registers the worker as /sw.js?save-data: it precaches nothing. */
export const SAVE_DATA = new URL(location.href).searchParams.has('save-data');

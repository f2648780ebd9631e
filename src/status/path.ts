/**
 * Where pages fetch /status.json (file.ts: its shape and reader) and where the build and status:publish write it
 * (dist-relative). A module of its own: a content page's runtime checks the file (site/runtime/status-check.ts)
 * without downloading its reader.
 */
export const STATUS_PATH = '/status.json';

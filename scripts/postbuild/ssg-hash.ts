/**
 * vite-react-ssg names its static loader data with Math.random() (static-loader-data-manifest-{hash}.json,
 * static-loader-data/{path}.{hash}.json, and window.__VITE_REACT_SSG_HASH__ in every page), and writes the manifest
 * in the order pages finished rendering. Both make two builds differ. Here the hash becomes a digest of the data
 * itself (still changing whenever the data does, so browsers never mix old and new files) and the manifest is sorted.
 */
import { createHash } from 'node:crypto';

export interface LoaderDataEntry {
  /** Route path as the manifest keys it ("/", "/schedules", "/destinations/cebu"). */
  route: string;
  /** The file's JSON text. */
  content: string;
}

/** 10 hex characters (the length vite-react-ssg uses) over every route and its data, in route order. */
export function contentHash(entries: LoaderDataEntry[]): string {
  const digest = createHash('sha256');
  for (const { route, content } of [...entries].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))) {
    digest.update(`${route}\n${content.length}\n${content}\n`);
  }
  return digest.digest('hex').slice(0, 10);
}

/** "static-loader-data/schedules.k3j2h1g0f9.json" → the same name with `hash`. */
export function withHash(file: string, oldHash: string, hash: string): string {
  const suffix = `.${oldHash}.json`;
  if (!file.endsWith(suffix)) throw new Error(`${file} does not end with ${suffix}`);
  return `${file.slice(0, -suffix.length)}.${hash}.json`;
}

/** The manifest vite-react-ssg reads on client-side navigation, with sorted keys and the new file names. */
export function rewriteManifest(manifest: Record<string, string>, oldHash: string, hash: string): string {
  const sorted = Object.keys(manifest).sort().map((route) => [route, withHash(manifest[route]!, oldHash, hash)]);
  return JSON.stringify(Object.fromEntries(sorted));
}

export const manifestName = (hash: string) => `static-loader-data-manifest-${hash}.json`;
export const MANIFEST_PATTERN = /^static-loader-data-manifest-([a-z0-9]+)\.json$/;

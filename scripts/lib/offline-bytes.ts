/**
 * What a build's offline worker downloads on a first visit: the files of its Workbox precache manifest (written into
 * sw.js as `{url:"…",revision:…}` entries, or with backquotes; a page at its file or its clean address), their number
 * and their gzip bytes. For the benchmark's line on each build it compares; the build itself fails above the budget
 * (scripts/build-offline.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { candidateFiles } from '../../src/offline/host';

export function firstVisitBytes(dir: string): { files: number; bytes: number } {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  // Quoted as the minifier left them: `…` in this build's worker (bundled by Vite from src/offline/worker.ts), "…"
  // in a worker written by workbox-build's generateSW, as an older build compared with --before may hold.
  const urls = [...sw.matchAll(/\{(?:"?url"?):["`]([^"`]+)["`],(?:"?revision"?):/g), ...sw.matchAll(/\{(?:"?revision"?):[^,]+,(?:"?url"?):["`]([^"`]+)["`]\}/g)].map((m) => m[1]!);
  // A page is precached at its clean address (/schedules → schedules.html), as the host serves it.
  const files = [...new Set(urls.flatMap((url) => candidateFiles(url.startsWith('/') ? url : `/${url}`).find((file) => existsSync(join(dir, file))) ?? []))];
  return { files: files.length, bytes: files.reduce((n, file) => n + gzipSync(readFileSync(join(dir, file))).length, 0) };
}

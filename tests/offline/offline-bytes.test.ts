/**
 * The benchmark's first-visit figure (scripts/lib/offline-bytes.ts) reads the precache manifest out of sw.js as the
 * minifier left it: it once read 0 files for a worker whose entries Vite quotes with backquotes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstVisitBytes } from '../../scripts/lib/offline-bytes';

const dir = mkdtempSync(join(tmpdir(), 'offline-bytes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'assets'));
const files = { 'index.html': '<!doctype html><title>Home</title>'.repeat(20), 'assets/app-1.js': 'console.log(1);'.repeat(30) };
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
const gzipped = Object.values(files).reduce((n, text) => n + gzipSync(text).length, 0);

describe('firstVisitBytes', () => {
  it.each([
    ['Vite (backquotes)', 'precacheAndRoute([{url:`index.html`,revision:`a1`},{url:`assets/app-1.js`,revision:null}])'],
    ['generateSW (double quotes)', 'e.precacheAndRoute([{url:"index.html",revision:"a1"},{revision:null,url:"assets/app-1.js"}])'],
    ['pages at their clean addresses', 'precacheAndRoute([{url:`/`,revision:`a1`},{url:`/assets/app-1.js`,revision:`b2`}])'],
  ])('%s: every precached file, counted once, with its gzip bytes', (_, sw) => {
    writeFileSync(join(dir, 'sw.js'), `${sw};{url:\`index.html\`,revision:\`a1\`}`);
    expect(firstVisitBytes(dir)).toEqual({ files: 2, bytes: gzipped });
  });
});

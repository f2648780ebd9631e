/**
 * What the web benchmarks share: the zero-JS copy of a build, a static server on a given port, one Lighthouse run
 * (mobile, default simulated throttling) on a fresh Chromium, and the gzip size of a response.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromiumPath, HEADLESS_FLAGS } from './browser-path';
import { filesUnder } from './files';

/**
 * A copy of the build `dist` in a temporary folder (the caller removes it), with every script, module preload and
 * script preload removed from every page: the zero-JavaScript limit. Structured data
 * (`<script type="application/ld+json">`) stays: it is part of the page's content for search engines, runs
 * nothing, and a site without JavaScript would carry it too. Data blocks for scripts (the islands' `#site-data`)
 * go with the scripts that read them.
 */
export function zeroJsCopy(dist: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-nojs-'));
  cpSync(dist, dir, { recursive: true });
  for (const path of filesUnder(dir).filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(path, 'utf8')
      .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (script, attributes: string) => (/\btype="application\/ld\+json"/.test(attributes) ? script : ''))
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
      .replace(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/g, '');
    writeFileSync(path, html);
  }
  return dir;
}

/**
 * scripts/serve.ts on `port`, in one node process (tsx as a loader) so kill() stops the server itself. Port 0 (the
 * default) lets the system pick a free one, so two checkouts (or a check beside the e2e server) never collide;
 * `origin` is where it listens (read from the line the server prints).
 */
export async function serve(dir: string, port = 0): Promise<ChildProcess & { origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const origin = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /http:\/\/[^/\s]+/.exec(printed)?.[0];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  return Object.assign(child, { origin });
}

/** The size of the body the server sends for `url` with gzip accepted (no decompression). */
export function compressedBodySize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A headless Chromium for Lighthouse runs; several runs may share it (`port`), one kill() at the end. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: HEADLESS_FLAGS });
}

interface RunOptions { port?: number; onlyCategories?: string[]; clock?: Date }

/**
 * One Lighthouse run (its defaults: mobile, simulated throttling): in the Chromium at `port` when given (each run
 * opens its own tab and clears the site's storage first), else in a fresh headless Chromium. `onlyCategories`
 * (with the network-requests audit, for the JS bytes) skips what is not asked for: the performance trace above all.
 * `clock` (with `port`): the page's clock starts at that instant at each page load (`startClockAt`), so what the
 * page decides from the time (an advisory in force, the next sailing) is the same on any day. With the result, the
 * run's trace (null when no performance trace was taken: `onlyCategories`).
 */
export async function lighthouseRun(url: string, options: RunOptions = {}): Promise<{ lhr: LighthouseResult; trace: unknown }> {
  const chrome = options.port === undefined ? await launchChrome() : null;
  const port = options.port ?? chrome!.port;
  // Lighthouse drives a tab of its own unless given one: given one, the clock is set in it before every document.
  const browser = options.clock ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null }) : null;
  const tab = browser ? await browser.newPage() : undefined;
  try {
    if (tab) await tab.evaluateOnNewDocument(startClockAt(options.clock!.getTime()));
    const only = options.onlyCategories ? { onlyCategories: options.onlyCategories, onlyAudits: ['network-requests'] } : {};
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...only }, undefined, tab);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, trace: (result.artifacts as { Trace?: unknown }).Trace ?? null };
  } finally {
    await tab?.close();
    await browser?.disconnect();
    await chrome?.kill();
  }
}

/**
 * A script that runs in the page before its own: `Date` starts at `epochMs` and runs on from there — as Playwright's
 * `clock.setFixedTime` does for the Playwright gates, but for a tab Lighthouse drives. Plain JavaScript text, not a
 * function of this module: the TypeScript loader decorates classes with helpers the page does not have.
 */
function startClockAt(epochMs: number): string {
  return `(() => {
    const NativeDate = Date;
    const offset = ${epochMs} - NativeDate.now();
    class PageDate extends NativeDate {
      constructor(...args) { if (args.length === 0) super(NativeDate.now() + offset); else super(...args); }
      static now() { return NativeDate.now() + offset; }
    }
    globalThis.Date = PageDate;
  })();`;
}

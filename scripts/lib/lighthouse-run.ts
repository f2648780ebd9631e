/**
 * What the web benchmarks share: the zero-JS copy of a build, a static server on a given port, one Lighthouse run
 * (mobile, default simulated throttling) on a fresh Chromium, and the gzip size of a response.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromiumPath, HEADLESS_FLAGS } from './browser-path';

/** Every script, module preload and script preload removed from every page: the zero-JavaScript limit. */
export function stripScripts(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) { stripScripts(path); continue; }
    if (!name.endsWith('.html')) continue;
    const html = readFileSync(path, 'utf8')
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
      .replace(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/g, '');
    writeFileSync(path, html);
  }
}

/** scripts/serve.ts on `port`, in one node process (tsx as a loader) so kill() stops the server itself. */
export async function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('http')) resolve(); });
    child.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  return child;
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

/** One Lighthouse run (its defaults: mobile, simulated throttling) in a fresh headless Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: HEADLESS_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

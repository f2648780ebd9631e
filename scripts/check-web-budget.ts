/**
 * Web budgets that do not depend on how busy the machine is, on the day, or on what data/ announces (npm test;
 * npm run check:web [-- --site DIR --port P]). It measures the site built in each state a page ships in — no
 * advisory, an advisory in force, a sailing status announced — at one fixed instant, with the browser's clock set
 * for each state (scripts/lib/web-states.ts: `--site DIR` as scripts/build-web-states.ts built it, else built here
 * first). The build is served on P, its zero-JS copy on P + 1 and the copy with a status announced on P + 2; by
 * default on free ports the system picks, so it runs beside the e2e server. The Lighthouse timings (LCP, TBT,
 * performance) are in npm run bench:web, not here: on a loaded 2-core machine the same build scored 98 and 64.
 *
 * One page of every kind (WEB_BUDGETS) is opened in Chromium at phone size, the real build and the zero-JS copy of
 * it served side by side, and every request is recorded with its type, initial priority and whether it started
 * before the `load` event. What Lighthouse's simulated LCP counts is what the browser fetched before the largest
 * paint, and that paint happens before `load`; so the checks are:
 *   1. before `load` no script is fetched (the app loader is inline, scripts/postbuild/script-loading.ts) and
 *      nothing is fetched from a script;
 *   2. the render-critical requests before `load` (document, stylesheets, fonts, scripts, images fetched at high
 *      priority: the LCP candidates) are the zero-JS copy's, and their gzip bytes are at most 1.2× the zero-JS
 *      copy's (what remains is script: the inline loader, the islands' site-data block and, on /schedules, the
 *      inline first-paint filter, ~3 KB gzip; the zero-JS copy keeps the JSON-LD, which runs nothing, and the
 *      islands' props, which are attributes of the pre-rendered markup);
 *   3. once the page has settled (its islands that start at once have started, the network is quiet) and, on a
 *      page with islands, has been scrolled to its end a screen at a time (each island near the screen started),
 *      its JavaScript — every script file plus the inline scripts, gzip — is within its kind's budget in that state
 *      (scripts/lib/web-budgets.ts BUDGET_BY_KIND);
 *   4. the page's runtime starts and its islands render, without console errors;
 *   5. every script that carries V8's compile hint carries it on its first line, the only place V8 reads it
 *      (scripts/build/compile-hints.ts).
 * Checks 1 and 2 are about what happens before any script runs, the same in every state: they are made with no
 * advisory in force. Checks 3 and 4 are made in every state, and each state is checked to be the one measured:
 * with an advisory in force the banner shows, with a status announced the destination page shows the cancellation.
 * Request sets, priorities and gzip sizes are the same on an idle and a loaded machine; only the waits get longer.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { buildInstant } from '../src/time/build-instant';
import { COMPILE_HINT } from './build/compile-hints';
import { playwrightLaunchOptions } from './lib/browser-path';
import { compressedBodySize, serve, zeroJsCopy } from './lib/lighthouse-run';
import { PAGE_STATES, SAMPLE_DESTINATION, STATE_WORDS, SAMPLE_PAGES, WEB_BUDGETS, type PageState } from './lib/web-budgets';
import { withStatesSite, type StatesSite } from './lib/web-states';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const basePort = Number(option('--port') ?? 0) || 0;
const siteDir = option('--site');
const MAX_CRITICAL_BYTES_RATIO = 1.2;
/** Generous: on a loaded 2-core machine a page can take many seconds to load and hydrate. */
const WAIT_MS = 120_000;

interface Request { path: string; url: string; type: string; priority: string; beforeLoad: boolean; fromScript: boolean }
interface Visit { requests: Request[]; errors: string[]; hydrated: boolean; inlineScripts: string[]; bannerShown: boolean; text: string }

const RENDER_CRITICAL = (r: Request) =>
  r.type === 'Document' || r.type === 'Stylesheet' || r.type === 'Font' || r.type === 'Script'
  || (r.type === 'Image' && (r.priority === 'High' || r.priority === 'VeryHigh'));

async function visit(browser: Browser, url: string, expectApp: boolean, clock: Date): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
  await context.clock.setFixedTime(clock);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const cdp = await context.newCDPSession(page);
  const requests: Request[] = [];
  const errors: string[] = [];
  let loaded = false;
  cdp.on('Page.loadEventFired', () => { loaded = true; });
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('http://127.0.0.1')) return;
    requests.push({
      path: new URL(event.request.url).pathname,
      url: event.request.url,
      type: event.type ?? 'Other',
      priority: event.request.initialPriority,
      beforeLoad: !loaded,
      fromScript: event.initiator.type === 'script',
    });
  });
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  // Requests in flight, and when the last one started or ended: quiet is half a second with none.
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => { inFlight++; lastChange = Date.now(); });
  const ended = () => { inFlight--; lastChange = Date.now(); };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const quiet = async () => {
    const started = Date.now();
    while ((inFlight > 0 || Date.now() - lastChange < 500) && Date.now() - started < WAIT_MS) await new Promise((r) => setTimeout(r, 100));
  };
  page.on('pageerror', (error) => errors.push(error.message));
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
  let hydrated = false;
  if (expectApp) {
    // Settled: the runtime has started and every island that starts at once or when idle has rendered.
    hydrated = await page.waitForFunction(() => document.documentElement.dataset.runtime === 'started'
      && [...document.querySelectorAll<HTMLElement>('[data-island][data-when="load"], [data-island][data-when="idle"]')]
        .every((island) => island.dataset.islandReady !== undefined), undefined, { timeout: WAIT_MS }).then(() => true, () => false);
  }
  await page.waitForLoadState('networkidle', { timeout: WAIT_MS }).catch(() => undefined);
  if (expectApp && await page.locator('[data-island]').count() > 0) {
    // Read to the end, a screen at a time: every island that starts near the screen has started, and what it
    // loads is counted (with an advisory in force the banner pushes them down a screen).
    for (let y = 812; y < await page.evaluate(() => document.documentElement.scrollHeight); y += 812) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await quiet();
    }
  }
  const inlineScripts = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')]
    .filter((script) => ['', 'module', 'text/javascript'].includes(script.getAttribute('type') ?? ''))
    .map((script) => script.textContent ?? ''));
  const bannerShown = await page.locator('[data-advisory-banner]').isVisible();
  const text = await page.locator('body').innerText();
  await context.close();
  return { requests, errors, hydrated, inlineScripts, bannerShown, text };
}

const sizes = new Map<string, Promise<number>>();
const gzip = (url: string) => { if (!sizes.has(url)) sizes.set(url, compressedBodySize(url)); return sizes.get(url)!; };
const sum = async (requests: Request[]) => (await Promise.all(requests.map((r) => gzip(r.url)))).reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const unique = (requests: Request[]) => [...new Map(requests.map((r) => [r.url, r])).values()];

/** Scripts of the build whose compile hint is not their first line (a plugin put a line above it): V8 ignores it. */
function misplacedCompileHints(dist: string): string[] {
  const assets = join(dist, 'assets');
  return readdirSync(assets).filter((name) => name.endsWith('.js')).flatMap((name) => {
    const code = readFileSync(join(assets, name), 'utf8');
    return code.includes(COMPILE_HINT) && !code.startsWith(COMPILE_HINT) ? [`assets/${name}: its compile hint is not its first line, so V8 ignores it`] : [];
  });
}

/** Gzip JavaScript a settled page has loaded: every script file and every inline script. */
async function jsOf(v: Visit): Promise<number> {
  return (await sum(unique(v.requests.filter((r) => r.type === 'Script')))) + v.inlineScripts.reduce((n, text) => n + gzipSync(text).length, 0);
}

/** Whether a visit shows the state it was made in (else the gate would measure another state under its name). */
function stateProblem(state: PageState, path: string, v: Visit): string | null {
  if (state !== 'advisory' && v.bannerShown) return 'an advisory banner shows';
  if (state === 'advisory' && !v.bannerShown) return 'no advisory banner shows';
  if (path === SAMPLE_PAGES.destination && (state === 'status') !== v.text.includes('Cancelled')) {
    return state === 'status' ? 'the announced cancellation is not shown' : 'a cancellation shows';
  }
  return null;
}

async function measure(site: StatesSite): Promise<void> {
  const quietDir = site.states.none.dir;
  const noJsDir = zeroJsCopy(quietDir);
  // The build on P, its zero-JS copy on P + 1, the copy with a status announced on P + 2.
  const dirs = [quietDir, noJsDir, site.states.status.dir];
  const servers = await Promise.all(dirs.map((dir, i) => serve(dir, basePort && basePort + i)));
  const origin = new Map(dirs.map((dir, i) => [dir, servers[i]!.origin]));
  const browser = await chromium.launch(playwrightLaunchOptions());
  const failures: string[] = [...misplacedCompileHints(quietDir)];
  const clock = (state: PageState) => new Date(site.states[state].clock);
  try {
    console.log(`\nWeb budgets (deterministic: request sets, priorities, gzip bytes), one page of every kind at 375 px, the site at ${site.instant} in each state`);
    console.log(`  advisories set: ${site.advisories.join('; ')}\n  statuses set: ${site.statuses.join('; ')}\n`);
    console.log(`| page | kind | before load: requests (zero-JS) | scripts before load | critical bytes / zero-JS (≤ 1.2×) | ${PAGE_STATES.map((state) => `JS ${state} (budget)`).join(' | ')} | runtime and islands |`);
    console.log(`|---|---|---|---|---|${PAGE_STATES.map(() => '---|').join('')}---|`);
    for (const { path, kind, budget } of WEB_BUDGETS) {
      const visits = {} as Record<PageState, Visit>;
      for (const state of PAGE_STATES) visits[state] = await visit(browser, `${origin.get(site.states[state].dir)}${path}`, true, clock(state));
      const real = visits.none;
      const zero = await visit(browser, `${origin.get(noJsDir)}${path}`, false, clock('none'));
      const realCritical = unique(real.requests.filter((r) => r.beforeLoad && RENDER_CRITICAL(r)));
      const zeroCritical = unique(zero.requests.filter((r) => r.beforeLoad && RENDER_CRITICAL(r)));
      const scriptsBeforeLoad = realCritical.filter((r) => r.type === 'Script');
      const fromScriptBeforeLoad = unique(real.requests.filter((r) => r.beforeLoad && r.fromScript));
      const [realBytes, zeroBytes] = await Promise.all([sum(realCritical), sum(zeroCritical)]);
      const js = Object.fromEntries(await Promise.all(PAGE_STATES.map(async (state) => [state, await jsOf(visits[state])]))) as Record<PageState, number>;
      const bytesRatio = realBytes / zeroBytes;
      const started = PAGE_STATES.every((state) => visits[state].hydrated);
      console.log(`| ${path} | ${kind} | ${realCritical.length} (${zeroCritical.length}) | ${scriptsBeforeLoad.map((r) => `${r.path.replace('/assets/', '')} ${r.priority}`).join(', ') || 'none'} | ${kb(realBytes)} / ${kb(zeroBytes)} = ${bytesRatio.toFixed(2)}× | ${PAGE_STATES.map((state) => `${kb(js[state])} (${kb(budget[state])})`).join(' | ')} | ${started ? 'yes' : 'NO'} |`);

      if (scriptsBeforeLoad.length) failures.push(`${path}: scripts fetched before load: ${scriptsBeforeLoad.map((r) => `${r.path} (${r.priority})`).join(', ')}`);
      if (fromScriptBeforeLoad.length) failures.push(`${path}: fetched by a script before load: ${fromScriptBeforeLoad.map((r) => r.path).join(', ')}`);
      const expected = new Set(zeroCritical.map((r) => r.path));
      const extra = realCritical.filter((r) => !expected.has(r.path));
      const missing = [...expected].filter((p) => !realCritical.some((r) => r.path === p));
      if (extra.length || missing.length) {
        failures.push(`${path}: render-critical requests before load differ from the zero-JS copy's: extra ${extra.map((r) => `${r.path} (${r.type} ${r.priority})`).join(', ') || 'none'}; missing ${missing.join(', ') || 'none'}`);
      }
      if (bytesRatio > MAX_CRITICAL_BYTES_RATIO) failures.push(`${path}: render-critical bytes ${bytesRatio.toFixed(2)}× the zero-JS copy's (budget ${MAX_CRITICAL_BYTES_RATIO}×)`);
      for (const state of PAGE_STATES) {
        const v = visits[state];
        const where = `${path} (${STATE_WORDS[state]})`;
        if (js[state] > budget[state]) failures.push(`${where}: JS ${kb(js[state])} gzip, over the ${kind} budget of ${kb(budget[state])} in this state`);
        if (!v.hydrated) failures.push(`${where}: the runtime or an island did not start within ${WAIT_MS / 1000} s`);
        if (v.errors.length) failures.push(`${where}: console errors: ${v.errors.join(' | ')}`);
        const problem = stateProblem(state, path, v);
        if (problem) failures.push(`${where}: not the state measured: ${problem}`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
    rmSync(noJsDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`\nWeb budget failures:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll web budgets met, in every state.');
}

await withStatesSite(siteDir, buildInstant(), SAMPLE_DESTINATION, measure);

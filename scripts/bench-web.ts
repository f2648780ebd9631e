/**
 * Web performance benchmark (npm run bench:web [-- --runs 3 --port 4301 --dir dist --gate]). Needs a built dist/.
 *
 * For home, /schedules, /book-tickets, a destination, a news article, /planner and /faq it runs Lighthouse 12
 * (mobile, default simulated throttling) N times each and takes medians, against the real build and, in the same
 * run, against a copy of the build with every script removed (the zero-JavaScript limit for the same content). The
 * framework floor is the JavaScript of the 404 page: the same app shell with (almost) no content. Prints a Markdown
 * table with every goal of issue 14: LCP ≤ 1.2× the zero-JS copy, TBT ≤ 60 ms, performance 100, the other
 * categories 100, JS ≤ 1.1× the floor on content pages (all of them: the search panel's libraries load on first use).
 *
 * Timings (LCP, TBT, the performance score) are printed, never gated: on a loaded 2-core machine they moved from
 * 98 to 64 with the same build. npm test gates on deterministic proxies instead (scripts/check-web-budget.ts: what
 * sits on the LCP path, its bytes and priorities, JS vs the floor). --gate here fails (exit 1) only on what does
 * not depend on the machine's load: accessibility, best practices and SEO at 100, and the JS budget. It measures only
 * that (npm test runs it): one Lighthouse run per page with those three categories and the network-requests audit
 * (no performance trace, no zero-JS copy: neither is gated), all in one Chromium.
 * --port P serves the build on P and the zero-JS copy on P + 1 (default: free ports). --dir serves another build.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressedBodySize, launchChrome, runLighthouse, serve, stripScripts } from './lib/lighthouse-run';
import { median } from './lib/median';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 3) || 3;
const gate = args.includes('--gate');
// Two servers on --port and --port + 1; by default on ports the system picks (0), so runs beside another checkout
// or beside the e2e server never collide.
const basePort = Number(option('--port') ?? 0) || 0;
/** What --gate judges: the categories that do not depend on the machine's load. */
const GATED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const dist = option('--dir') ?? 'dist';
const PAGES = ['/', '/schedules', '/book-tickets', '/destinations/cebu', '/news/fleet-modernization', '/planner', '/faq'];
// The 404 page's HTML served with status 200 (/404 → 404.html): at an unknown path the host answers 404 and
// Lighthouse then refuses to audit the document (every figure, the JS bytes too, comes back empty).
const FLOOR_PAGE = '/404';

/**
 * jsBytes: the gzip-compressed bodies of every script the page loaded (what the budget is about: "127 KB gzip" of
 * framework). jsTransfer: Lighthouse's transfer size, which adds each response's headers; over local HTTP/1.1 that
 * is about 1 KB of security headers per file, which HTTP/2's header compression removes on the real host, so it
 * would charge a page for its number of chunks rather than its code. Both are printed; the gate uses jsBytes.
 */
interface Sample { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; jsBytes: number; jsTransfer: number }

/**
 * One Lighthouse sample. A run Lighthouse itself could not finish (a runtimeError such as NO_FCP, or no category
 * score: seen on a machine with a load average of 12) is not a measurement of the page: it is run again, twice at
 * most, instead of entering the medians as a score of 0.
 */
async function audit(url: string, chromePort?: number, attempts = 3): Promise<Sample> {
  {
    const lhr = await runLighthouse(url, chromePort === undefined ? {} : { port: chromePort, onlyCategories: GATED_CATEGORIES });
    if ((lhr.runtimeError || Object.values(lhr.categories).some((c) => c.score === null)) && attempts > 1) {
      console.error(`  ${url}: Lighthouse could not finish (${lhr.runtimeError?.code ?? 'a category without score'}), running again`);
      return audit(url, chromePort, attempts - 1);
    }
    const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
    const scripts = [...new Set(requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith('http://127.0.0.1')).map((r) => r.url))];
    const jsBytes = (await Promise.all(scripts.map(compressedBodySize))).reduce((sum, n) => sum + n, 0);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      jsBytes,
      jsTransfer: summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    };
  }
}

async function medianAudit(url: string, count = runs, earlier: Sample[] = []): Promise<Sample & { samples: Sample[] }> {
  const samples = [...earlier];
  while (samples.length < count) samples.push(await audit(url));
  const keys = Object.keys(samples[0]!) as (keyof Sample)[];
  const medians = Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as unknown as Sample;
  return { ...medians, samples };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (gate) return gateOnly();
  const noJsDir = mkdtempSync(join(tmpdir(), 'ferry-nojs-'));
  cpSync(dist, noJsDir, { recursive: true });
  stripScripts(noJsDir);
  const servers = [await serve(dist, basePort), await serve(noJsDir, basePort && basePort + 1)];
  const [site, siteNoJs] = servers.map((server) => server.origin) as [string, string];
  const failures: string[] = [];
  const notes: string[] = [];
  try {
    const floor = await medianAudit(`${site}${FLOOR_PAGE}`);
    if (!(floor.jsBytes > 0)) throw new Error(`the floor page ${FLOOR_PAGE} reported no JavaScript: Lighthouse did not audit it`);
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    console.log(`\nLighthouse ${runs} run(s) per page (load average at start ${load}), mobile, default throttling; medians. Floor (404 page shell) JS: ${kb(floor.jsBytes)} gzip (${kb(floor.jsTransfer)} transferred with headers)\n`);
    console.log('| page | perf (goal 100) | a11y | best pr. | SEO | LCP | LCP zero-JS | LCP ratio (≤ 1.2×) | TBT (≤ 60 ms) | TBT zero-JS | JS (gzip) | JS / floor (≤ 1.1×) | JS transfer |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const page of PAGES) {
      const real = await medianAudit(`${site}${page}`);
      const bare = await medianAudit(`${siteNoJs}${page}`);
      const lcpRatio = real.lcp / bare.lcp;
      const jsRatio = real.jsBytes / floor.jsBytes;
      console.log(`| ${page} | ${real.performance} | ${real.accessibility} | ${real.bestPractices} | ${real.seo} | ${Math.round(real.lcp)} ms | ${Math.round(bare.lcp)} ms | ${lcpRatio.toFixed(2)}× | ${Math.round(real.tbt)} ms | ${Math.round(bare.tbt)} ms | ${kb(real.jsBytes)} | ${jsRatio.toFixed(2)}× | ${kb(real.jsTransfer)} |`);
      failures.push(...gatedFailures(page, real, jsRatio));
      const missed = [
        lcpRatio > 1.2 && `LCP ${lcpRatio.toFixed(2)}× the zero-JS page (goal ≤ 1.2×)`,
        real.tbt > 60 && `TBT ${Math.round(real.tbt)} ms (goal ≤ 60 ms)`,
        real.performance < 100 && `performance ${real.performance} (goal 100)`,
      ].filter(Boolean);
      if (missed.length) notes.push(`${page}: goal missed (timing, not gated): ${missed.join('; ')}`);
      notes.push(`${page}: samples perf ${real.samples.map((x) => x.performance).join('/')}, LCP ${real.samples.map((x) => Math.round(x.lcp)).join('/')} ms, TBT ${real.samples.map((x) => Math.round(x.tbt)).join('/')} ms; zero-JS LCP ${bare.samples.map((x) => Math.round(x.lcp)).join('/')} ms, TBT ${bare.samples.map((x) => Math.round(x.tbt)).join('/')} ms`);
    }
  } finally {
    for (const server of servers) server.kill();
    rmSync(noJsDir, { recursive: true, force: true });
  }
  for (const note of notes) console.log(`  ${note}`);
  report(failures);
}

/** What --gate fails on: a11y, best practices or SEO below 100, or JS above 1.1× the floor. */
function gatedFailures(page: string, sample: Sample, jsRatio: number): string[] {
  const failures: string[] = [];
  if (jsRatio > 1.1) failures.push(`${page}: JS ${kb(sample.jsBytes)} is ${jsRatio.toFixed(2)}× the floor (budget 1.1×)`);
  for (const [name, value] of [['accessibility', sample.accessibility], ['best practices', sample.bestPractices], ['SEO', sample.seo]] as const) {
    if (value < 100) failures.push(`${page}: ${name} ${value} < 100`);
  }
  return failures;
}

/**
 * --gate (npm test): only what is gated, each page once, in one Chromium. The performance category, the zero-JS
 * copy and the medians are benchmark figures (their timings depend on the machine's load) and are not measured.
 */
async function gateOnly(): Promise<void> {
  const server = await serve(dist, basePort);
  const chrome = await launchChrome();
  const failures: string[] = [];
  try {
    const floor = await audit(`${server.origin}${FLOOR_PAGE}`, chrome.port);
    if (!(floor.jsBytes > 0)) throw new Error(`the floor page ${FLOOR_PAGE} reported no JavaScript: Lighthouse did not audit it`);
    console.log(`\nLighthouse (mobile), the load-independent categories, one run per page. Floor (404 page shell) JS: ${kb(floor.jsBytes)} gzip\n`);
    console.log('| page | a11y | best pr. | SEO | JS (gzip) | JS / floor (≤ 1.1×) |');
    console.log('|---|---|---|---|---|---|');
    for (const page of PAGES) {
      const real = await audit(`${server.origin}${page}`, chrome.port);
      const jsRatio = real.jsBytes / floor.jsBytes;
      console.log(`| ${page} | ${real.accessibility} | ${real.bestPractices} | ${real.seo} | ${kb(real.jsBytes)} | ${jsRatio.toFixed(2)}× |`);
      failures.push(...gatedFailures(page, real, jsRatio));
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  report(failures);
}

function report(failures: string[]): void {
  if (failures.length) {
    console.log(`\nBudget failures:\n- ${failures.join('\n- ')}`);
    if (gate) process.exit(1);
  } else {
    console.log('\nAll gated budgets met.');
  }
}

await main();

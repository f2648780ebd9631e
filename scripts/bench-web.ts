/**
 * Web performance benchmark (npm run bench:web [-- --runs 3 --port 4301 --dir dist --before DIR --pages P,P --gate]).
 * Needs a built dist/.
 *
 * For one page of each kind (home, /schedules, /book-tickets, a destination, a news article — both picked from the
 * graph, scripts/lib/web-budgets.ts — /planner, /faq and the 404 page) it runs Lighthouse 12 (mobile, default
 * simulated throttling) N times each and takes medians, against the real build and, in the same run, against a copy
 * of the build with every script removed (the zero-JavaScript limit for the same content). Each round measures every
 * build of the page once, in turn (interleavedAudits), and the notes print the TBT over the zero-JS copy round by
 * round. With --before DIR (another build, e.g. the commit before islands, built into DIR) the same pages of that
 * build are measured in the same run, and the table reads before → after. The notes also give the page's own scripts'
 * share of each run's TBT, read from its trace (scripts/lib/script-blocking.ts): what the code decides, apart from
 * where Lighthouse's simulation happens to place the browser's own tasks around the first paint. The goals:
 * performance 100, TBT ≤ the zero-JS copy's + 10 ms, LCP ≤ 1.1× the zero-JS copy's, JS within the page kind's budget
 * (scripts/lib/web-budgets.ts). It also prints what the offline worker stores on a first visit (gzip).
 *
 * Timings (LCP, TBT, the performance score) are printed, never gated: on a loaded 2-core machine they moved from
 * 98 to 64 with the same build. npm test gates on deterministic proxies instead (scripts/check-web-budget.ts: what
 * sits on the LCP path, its bytes and priorities, JS per page kind). --gate here fails (exit 1) only on what does
 * not depend on the machine's load: accessibility, best practices and SEO at 100 (on the 404 page, which says
 * noindex on purpose, every SEO audit but is-crawlable), and the JS budgets, on the site in each state a page ships
 * in at one fixed instant (scripts/lib/web-states.ts; `--site DIR`, else built first). It measures only that (npm
 * test runs it): one Lighthouse run per page and state with those three categories and the network-requests audit
 * (no performance trace, no zero-JS copy: neither is gated), all in one Chromium, the page's clock set for the state.
 * --port P serves the build on P, the zero-JS copy on P + 1 and the --before build on P + 2 (default: free ports);
 * with --gate the states' copies on P and P + 1.
 */
import { rmSync } from 'node:fs';
import { compressedBodySize, launchChrome, lighthouseRun, serve, zeroJsCopy } from './lib/lighthouse-run';
import { median } from './lib/median';
import { scriptBlocking, traceTasks } from './lib/script-blocking';
import { firstVisitBytes } from './lib/offline-bytes';
import { buildInstant } from '../src/time/build-instant';
import { PAGE_STATES, SAMPLE_DESTINATION, SAMPLE_PAGES, STATE_WORDS, WEB_BUDGETS, type PageState } from './lib/web-budgets';
import { withStatesSite } from './lib/web-states';

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
const before = option('--before');
// The 404 page's HTML served with status 200 (/404 → 404.html): at an unknown path the host answers 404 and
// Lighthouse then refuses to audit the document (every figure, the JS bytes too, comes back empty).
const ALL_PAGES = ['/', '/schedules', '/book-tickets', SAMPLE_PAGES.destination, SAMPLE_PAGES.article, '/planner', '/faq', '/404'];
// --pages /schedules,/planner measures only those (of the list above): a quicker look at the pages a change is about.
const PAGES = option('--pages')?.split(',') ?? ALL_PAGES;
const unknownPages = PAGES.filter((page) => !ALL_PAGES.includes(page));
if (unknownPages.length > 0) throw new Error(`--pages: ${unknownPages.join(', ')} not measured here; choose from ${ALL_PAGES.join(', ')}`);
const budgetOf = (page: string) => WEB_BUDGETS.find((b) => b.path === page)!;
/**
 * The pages --gate audits in a state besides the one with nothing announced: those where the state shows something
 * of its own — the banner (the same on every page: the home page's) and the advisories beside the timetables; the
 * status marks and a destination's changes to sailings. Whatever else a state loads on any page is measured by the
 * budget gate (scripts/check-web-budget.ts), which opens every page in every state.
 */
const SHOWN_IN: Record<Exclude<PageState, 'none'>, string[]> = {
  advisory: ['/', '/schedules'],
  status: ['/schedules', SAMPLE_PAGES.destination],
};

/**
 * jsBytes: the gzip-compressed bodies of every script the page loaded (what the budget is about: "127 KB gzip" of
 * framework). jsTransfer: Lighthouse's transfer size, which adds each response's headers; over local HTTP/1.1 that
 * is about 1 KB of security headers per file, which HTTP/2's header compression removes on the real host, so it
 * would charge a page for its number of chunks rather than its code. Both are printed; the gate uses jsBytes.
 */
interface Sample { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; scriptTbt: number; jsBytes: number; jsTransfer: number }

/**
 * The 404 page says `noindex` on purpose (e2e/site-shell.spec.ts: "not indexed"): Lighthouse's SEO category fails it
 * for exactly that (the is-crawlable audit). On that page the SEO gate is every other SEO audit passing.
 */
const NOT_INDEXED = new Map([['/404', 'is-crawlable']]);
/** The SEO audits that failed (scored below 1), by id, for the 404 page's gate. */
const failedSeoAudits = new Map<string, string[]>();

/**
 * One Lighthouse sample. A run Lighthouse itself could not finish (a runtimeError such as NO_FCP, or no category
 * score: seen on a machine with a load average of 12) is not a measurement of the page: it is run again, twice at
 * most, instead of entering the medians as a score of 0.
 */
async function audit(url: string, gated?: { port: number; clock: Date }, attempts = 3): Promise<Sample> {
  const { lhr, trace } = await lighthouseRun(url, gated === undefined ? {} : { ...gated, onlyCategories: GATED_CATEGORIES });
  if ((lhr.runtimeError || Object.values(lhr.categories).some((c) => c.score === null)) && attempts > 1) {
    console.error(`  ${url}: Lighthouse could not finish (${lhr.runtimeError?.code ?? 'a category without score'}), running again`);
    return audit(url, gated, attempts - 1);
  }
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const scripts = [...new Set(requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith('http://127.0.0.1')).map((r) => r.url))];
  const jsBytes = (await Promise.all(scripts.map(compressedBodySize))).reduce((sum, n) => sum + n, 0);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  failedSeoAudits.set(url, (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    scriptTbt: trace ? scriptTbtOf(trace, lhr.configSettings.throttling.cpuSlowdownMultiplier) : NaN,
    jsBytes,
    jsTransfer: summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
  };
}

/** The page's scripts' share of the run's TBT (scripts/lib/script-blocking.ts); NaN if the trace cannot be read. */
function scriptTbtOf(trace: unknown, slowdown: number): number {
  try {
    const { tasks, firstPaint } = traceTasks(trace);
    return scriptBlocking(tasks, firstPaint, slowdown);
  } catch {
    return NaN;
  }
}

/**
 * Samples of each build ("arm") of one page, interleaved: round r measures the arms in an order rotated by r. Run one
 * arm after the other and a burst of load on the machine (a build, a compaction) lands on whichever arm ran during
 * it; interleaved, it lands on every arm alike, and each round's arms ran under the same conditions (the TBT excess
 * is taken round by round).
 */
async function interleavedAudits(urls: string[]): Promise<Sample[][]> {
  const samples = urls.map((): Sample[] => []);
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < urls.length; k++) {
      const arm = (round + k) % urls.length;
      samples[arm]!.push(await audit(urls[arm]!));
    }
  }
  return samples;
}

function medians(samples: Sample[]): Sample & { samples: Sample[] } {
  const keys = Object.keys(samples[0]!) as (keyof Sample)[];
  const values = Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as unknown as Sample;
  return { ...values, samples };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (gate) return gateOnly();
  const noJsDir = zeroJsCopy(dist);
  const servers = [await serve(dist, basePort), await serve(noJsDir, basePort && basePort + 1), ...(before ? [await serve(before, basePort && basePort + 2)] : [])];
  const [site, siteNoJs, siteBefore] = servers.map((server) => server.origin) as [string, string, string | undefined];
  const failures: string[] = [];
  const notes: string[] = [];
  try {
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    console.log(`\nLighthouse ${runs} run(s) per page (load average at start ${load}), mobile, default throttling; medians. The builds are measured in turn within each round.${before ? ` Before: ${before}.` : ''}\n`);
    const arrow = (b: string | null, a: string) => (b === null ? a : `${b} → ${a}`);
    console.log('| page | kind | JS gzip (budget) | perf (goal 100) | TBT (goal ≤ zero-JS + 10 ms) | TBT zero-JS | LCP / zero-JS (goal ≤ 1.1×) | LCP zero-JS | a11y / BP / SEO |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const page of PAGES) {
      const { kind, budget: { none: budget } } = budgetOf(page);
      const arms = await interleavedAudits([`${site}${page}`, `${siteNoJs}${page}`, ...(siteBefore ? [`${siteBefore}${page}`] : [])]);
      const [real, bare] = [medians(arms[0]!), medians(arms[1]!)];
      const old = arms[2] ? medians(arms[2]) : null;
      // The real build's TBT over the zero-JS copy's, round by round (both measured in the same round).
      const excess = real.samples.map((sample, round) => Math.round(sample.tbt - bare.samples[round]!.tbt));
      const lcpRatio = real.lcp / bare.lcp;
      console.log(`| ${page} | ${kind} | ${arrow(old && kb(old.jsBytes), kb(real.jsBytes))} (${kb(budget)}) | ${arrow(old && String(old.performance), String(real.performance))} | ${arrow(old && `${Math.round(old.tbt)} ms`, `${Math.round(real.tbt)} ms`)} | ${Math.round(bare.tbt)} ms | ${arrow(old && `${(old.lcp / bare.lcp).toFixed(2)}×`, `${lcpRatio.toFixed(2)}×`)} | ${Math.round(bare.lcp)} ms | ${real.accessibility} / ${real.bestPractices} / ${real.seo} |`);
      failures.push(...gatedFailures(page, `${site}${page}`, real, budget));
      const missed = [
        lcpRatio > 1.1 && `LCP ${lcpRatio.toFixed(2)}× the zero-JS page (goal ≤ 1.1×)`,
        real.tbt > bare.tbt + 10 && `TBT ${Math.round(real.tbt)} ms, zero-JS ${Math.round(bare.tbt)} ms (goal ≤ zero-JS + 10 ms)`,
        real.performance < 100 && `performance ${real.performance} (goal 100)`,
      ].filter(Boolean);
      if (missed.length) notes.push(`${page}: goal missed (timing, not gated): ${missed.join('; ')}`);
      notes.push(`${page}: TBT over the zero-JS copy, round by round: ${excess.join('/')} ms, median ${median(excess)} ms (goal ≤ 10 ms)`);
      const scriptTbt = (arm: Sample[]) => arm.map((x) => Math.round(x.scriptTbt)).join('/');
      notes.push(`${page}: the page's scripts' blocking (tasks running them after FCP, observed × slowdown − 50 ms): ${scriptTbt(real.samples)} ms, median ${Math.round(real.scriptTbt)} ms${old ? `; before: ${scriptTbt(old.samples)} ms` : ''}; zero-JS copy (a check: no script runs): ${scriptTbt(bare.samples)} ms`);
      notes.push(`${page}: samples perf ${real.samples.map((x) => x.performance).join('/')}, LCP ${real.samples.map((x) => Math.round(x.lcp)).join('/')} ms, TBT ${real.samples.map((x) => Math.round(x.tbt)).join('/')} ms; zero-JS LCP ${bare.samples.map((x) => Math.round(x.lcp)).join('/')} ms, TBT ${bare.samples.map((x) => Math.round(x.tbt)).join('/')} ms`);
    }
    const offline = (dir: string) => { const { files, bytes } = firstVisitBytes(dir); return `${kb(bytes)} (${files} files)`; };
    console.log(`\nOffline worker, first visit (gzip): ${before ? `${offline(before)} → ` : ''}${offline(dist)}; with data saver on: only what the visited pages load (nothing precached).`);
  } finally {
    for (const server of servers) server.kill();
    rmSync(noJsDir, { recursive: true, force: true });
  }
  for (const note of notes) console.log(`  ${note}`);
  report(failures);
}

/** What --gate fails on: a11y, best practices or SEO below 100, or JS above the page kind's budget. */
function gatedFailures(page: string, url: string, sample: Sample, budget: number, label = page): string[] {
  const failures: string[] = [];
  if (sample.jsBytes > budget) failures.push(`${label}: JS ${kb(sample.jsBytes)} gzip, over its budget of ${kb(budget)}`);
  for (const [name, value] of [['accessibility', sample.accessibility], ['best practices', sample.bestPractices]] as const) {
    if (value < 100) failures.push(`${label}: ${name} ${value} < 100`);
  }
  const expected = NOT_INDEXED.get(page);
  if (expected === undefined) {
    if (sample.seo < 100) failures.push(`${label}: SEO ${sample.seo} < 100`);
  } else {
    // Not indexed on purpose: every SEO audit but that one passes, and that one does fail (the noindex is there).
    const failed = failedSeoAudits.get(url) ?? [];
    if (failed.some((id) => id !== expected) || !failed.includes(expected)) failures.push(`${label}: SEO audits failed: ${failed.join(', ') || 'none'} (expected only ${expected}: the page is not indexed)`);
  }
  return failures;
}

/**
 * --gate (npm test): only what is gated, in one Chromium, on the site built in each state a page ships in at one
 * fixed instant, with the page's clock set for the state (scripts/lib/web-states.ts; `--site DIR` as
 * scripts/build-web-states.ts built it, else built here first): every page with no advisory and no status, and in
 * the other states the pages where the state shows (SHOWN_IN). The performance category, the zero-JS
 * copy and the medians are benchmark figures (their timings depend on the machine's load) and are not measured.
 */
async function gateOnly(): Promise<void> {
  await withStatesSite(option('--site'), buildInstant(), SAMPLE_DESTINATION, async (site) => {
    const dirs = [...new Set(PAGE_STATES.map((state) => site.states[state].dir))];
    const servers = await Promise.all(dirs.map((dir, i) => serve(dir, basePort && basePort + i)));
    const origin = new Map(dirs.map((dir, i) => [dir, servers[i]!.origin]));
    const chrome = await launchChrome();
    const failures: string[] = [];
    try {
      console.log(`\nLighthouse (mobile), the load-independent categories and the JS budgets, one run per page and state, the site at ${site.instant}\n`);
      console.log('| page | state | a11y | best pr. | SEO | JS (gzip) | budget |');
      console.log('|---|---|---|---|---|---|---|');
      for (const state of PAGE_STATES) {
        const pages = state === 'none' ? PAGES : PAGES.filter((page) => SHOWN_IN[state].includes(page));
        for (const page of pages) {
          const budget = budgetOf(page).budget[state];
          const url = `${origin.get(site.states[state].dir)}${page}`;
          const real = await audit(url, { port: chrome.port, clock: new Date(site.states[state].clock) });
          console.log(`| ${page} | ${state} | ${real.accessibility} | ${real.bestPractices} | ${real.seo}${NOT_INDEXED.has(page) ? ' (noindex, on purpose)' : ''} | ${kb(real.jsBytes)} | ${kb(budget)} |`);
          failures.push(...gatedFailures(page, url, real, budget, `${page} (${STATE_WORDS[state]})`));
        }
      }
    } finally {
      await chrome.kill();
      for (const server of servers) server.kill();
    }
    report(failures);
  });
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

/**
 * Where the LCP time goes (npm run bench:lcp-path [-- --port 4433 --pages /,/faq --dir dist]). Needs a built dist/.
 *
 * Lighthouse's simulated LCP (Lantern) is computed over the requests that, in the unthrottled observed load, had
 * ended before the observed LCP (minus low-priority images, and minus scripts whose first evaluation started after
 * it). Those are "the LCP path" here. For each page, real build and zero-JS copy side by side, one run each:
 * simulated FCP/LCP, the LCP element, the LCP phases, and every request that ended before the observed LCP with its
 * resource type, priority, gzip transfer size and whether a script initiated it.
 */
import { rmSync } from 'node:fs';
import { lighthouseRun, serve, zeroJsCopy } from './lib/lighthouse-run';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const basePort = Number(option('--port') ?? 4433) || 4433;
const dist = option('--dir') ?? 'dist';
const PAGES = option('--pages')?.split(',') ?? ['/', '/schedules', '/book-tickets', '/destinations/cebu', '/news/fleet-modernization', '/planner', '/faq'];

interface NetworkItem { url: string; resourceType?: string; priority?: string; transferSize?: number; networkRequestTime?: number; networkEndTime?: number; sessionTargetType?: string }

type Lhr = Awaited<ReturnType<typeof lighthouseRun>>['lhr'];
const details = <T>(lhr: Lhr, id: string) => lhr.audits[id]?.details as T | undefined;

function describe(lhr: Lhr, label: string): void {
  const metrics = details<{ items: Record<string, number>[] }>(lhr, 'metrics')?.items[0] ?? {};
  const observedLcp = metrics.observedLargestContentfulPaint ?? NaN;
  const observedFcp = metrics.observedFirstContentfulPaint ?? NaN;
  const lcpEl = details<{ items: { items?: { node?: { snippet?: string; nodeLabel?: string } ; phase?: string; timing?: number; percent?: string }[] }[] }>(lhr, 'largest-contentful-paint-element');
  const element = lcpEl?.items[0]?.items?.[0]?.node;
  const phases = (lcpEl?.items[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
  console.log(`  ${label}: LCP ${Math.round(metrics.largestContentfulPaint ?? NaN)} ms simulated (FCP ${Math.round(metrics.firstContentfulPaint ?? NaN)}), observed FCP ${Math.round(observedFcp)} / LCP ${Math.round(observedLcp)} ms, TBT ${Math.round(metrics.totalBlockingTime ?? NaN)} ms`);
  console.log(`    element: ${element?.snippet?.slice(0, 110) ?? '?'}`);
  if (phases) console.log(`    phases (simulated): ${phases}`);
  const lazy = lhr.audits['lcp-lazy-loaded'];
  if (lazy && lazy.score !== null && lazy.score < 1) console.log('    lcp-lazy-loaded: FAILED (the LCP image is lazy-loaded)');
  const requests = details<{ items: NetworkItem[] }>(lhr, 'network-requests')?.items ?? [];
  const onPath = requests.filter((r) => (r.networkEndTime ?? Infinity) <= observedLcp && r.url.startsWith('http://127.0.0.1'));
  const after = requests.filter((r) => !onPath.includes(r) && r.url.startsWith('http://127.0.0.1'));
  const total = onPath.reduce((s, r) => s + (r.transferSize ?? 0), 0);
  console.log(`    ended before observed LCP (${onPath.length} requests, ${(total / 1024).toFixed(1)} KB transferred):`);
  for (const r of onPath) {
    console.log(`      ${(r.resourceType ?? '?').padEnd(10)} ${(r.priority ?? '?').padEnd(8)} ${((r.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KB  ${Math.round(r.networkRequestTime ?? 0)}–${Math.round(r.networkEndTime ?? 0)} ms  ${new URL(r.url).pathname}`);
  }
  if (after.length) console.log(`    after observed LCP: ${after.map((r) => `${new URL(r.url).pathname} (${r.priority})`).join(', ')}`);
  const chains = details<{ longestChain?: { duration: number; length: number; transferSize: number } }>(lhr, 'critical-request-chains')?.longestChain;
  if (chains) console.log(`    critical-request-chains longest: ${chains.length} requests, ${Math.round(chains.duration)} ms observed, ${(chains.transferSize / 1024).toFixed(1)} KB`);
}

const noJsDir = zeroJsCopy(dist);
const servers = [await serve(dist, basePort), await serve(noJsDir, basePort + 1)];
try {
  for (const page of PAGES) {
    console.log(`\n${page}`);
    describe((await lighthouseRun(`http://127.0.0.1:${basePort}${page}`)).lhr, 'with scripts');
    describe((await lighthouseRun(`http://127.0.0.1:${basePort + 1}${page}`)).lhr, 'zero-JS   ');
  }
} finally {
  for (const server of servers) server.kill();
  rmSync(noJsDir, { recursive: true, force: true });
}

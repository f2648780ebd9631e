/**
 * Issue 26's JavaScript budgets, one page of every kind: gzip JavaScript a page has loaded once it has settled
 * (every script file and inline script). Read by the gate (scripts/check-web-budget.ts, npm test) and printed by the
 * benchmark (scripts/bench-web.ts): one list, so the two never judge different pages.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Graph } from '../../src/graph/types';

const KB = 1024;

export type PageKind = 'content' | 'timetables' | 'planner' | 'booking';

/** What a kind of page may load: content pages only links and disclosures, the others their islands. */
export const BUDGET_BY_KIND: Record<PageKind, number> = { content: 5 * KB, timetables: 35 * KB, planner: 40 * KB, booking: 60 * KB };

const page = (path: string, kind: PageKind) => ({ path, kind, budget: BUDGET_BY_KIND[kind] });

/**
 * The pages of a kind with many (news articles, destinations) are picked from the graph the build was made from,
 * never named here: the first article, and the destination whose page lists the most timetables (the heaviest of
 * its kind: its next-sailings island carries them all).
 */
const graph = JSON.parse(readFileSync(new URL('../../generated/graph.json', import.meta.url), 'utf8')) as Graph;
const timetablesOf = (d: Graph['destinations'][number]) => new Set(d.schedules.flatMap((s) => s.timetables)).size;
const article = graph.news[0]!.slug;
const destination = [...graph.destinations].sort((a, b) => timetablesOf(b) - timetablesOf(a))[0]!.slug;
/** The two picked pages, for the benchmark's page list. */
export const SAMPLE_PAGES = { article: `/news/${article}`, destination: `/destinations/${destination}` };

export const WEB_BUDGETS = [
  page('/', 'content'),
  page('/news', 'content'),
  page(SAMPLE_PAGES.article, 'content'),
  page('/faq', 'content'),
  page('/travel-tips', 'content'),
  page('/routes', 'content'),
  page('/ports', 'content'),
  page('/tickets', 'content'),
  page('/destinations', 'content'),
  // The 404 page's HTML served with status 200 (/404 → 404.html): the page every unknown path shows.
  page('/404', 'content'),
  page('/schedules', 'timetables'),
  page(SAMPLE_PAGES.destination, 'timetables'),
  page('/planner', 'planner'),
  page('/book-tickets', 'booking'),
];

/** The gzip size of a text (an inline script), as a host would send it. */
export function gzipSize(text: string): number {
  return gzipSync(text).length;
}

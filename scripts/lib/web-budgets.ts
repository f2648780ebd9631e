/**
 * Issue 26's JavaScript budgets, one page of every kind: gzip JavaScript a page has loaded once it has settled
 * (every script file and inline script). Read by the gate (scripts/check-web-budget.ts, npm test) and printed by the
 * benchmark (scripts/bench-web.ts): one list, so the two never judge different pages.
 */
import { gzipSync } from 'node:zlib';

const KB = 1024;

export type PageKind = 'content' | 'timetables' | 'planner' | 'booking';

/** What a kind of page may load: content pages only links and disclosures, the others their islands. */
export const BUDGET_BY_KIND: Record<PageKind, number> = { content: 5 * KB, timetables: 35 * KB, planner: 40 * KB, booking: 60 * KB };

const page = (path: string, kind: PageKind) => ({ path, kind, budget: BUDGET_BY_KIND[kind] });

export const WEB_BUDGETS = [
  page('/', 'content'),
  page('/news', 'content'),
  page('/news/fleet-modernization', 'content'),
  page('/faq', 'content'),
  page('/travel-tips', 'content'),
  page('/routes', 'content'),
  page('/ports', 'content'),
  page('/tickets', 'content'),
  page('/destinations', 'content'),
  // The 404 page's HTML served with status 200 (/404 → 404.html): the page every unknown path shows.
  page('/404', 'content'),
  page('/schedules', 'timetables'),
  page('/destinations/cebu', 'timetables'),
  page('/planner', 'planner'),
  page('/book-tickets', 'booking'),
];

/** The gzip size of a text (an inline script), as a host would send it. */
export function gzipSize(text: string): number {
  return gzipSync(text).length;
}

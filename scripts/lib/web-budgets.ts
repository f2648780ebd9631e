/**
 * The JavaScript budgets, one page of every kind, in every state a page ships in (./web-states.ts): gzip
 * JavaScript a page has loaded once it has settled (every script file and inline script). Read by the gates
 * (scripts/check-web-budget.ts and scripts/bench-web.ts --gate, npm test) and printed by the benchmark
 * (scripts/bench-web.ts): one list, so they never judge different pages.
 */
import { fileURLToPath } from 'node:url';
import type { Graph } from '../../src/graph/types';
import { destinationPath, newsPath } from '../../src/vocabulary/pages';
import { GRAPH_PATH, readGraph } from '../../src/graph/graph-file.server';

const KB = 1024;

export type PageKind = 'content' | 'timetables' | 'planner' | 'booking';

/**
 * The states a page ships in, each set on purpose by the gates (./web-states.ts): no advisory in force and no
 * sailing status announced (most days); an advisory in force (the banner on every page, the advisories beside the
 * timetables they concern, the marks on their rows); a status announced (/status.json names sailings: the status
 * code loads where a page shows dated sailings).
 */
export const PAGE_STATES = ['none', 'advisory', 'status'] as const;
export type PageState = (typeof PAGE_STATES)[number];
/** Each state in words, for the gates' reports. */
export const STATE_WORDS: Record<PageState, string> = { none: 'no advisory, no status', advisory: 'an advisory in force', status: 'a status announced' };

/**
 * What a page of a kind may load in each state, read to its end
 * (docs/decisions/0005-javascript-budgets-with-the-status-banner.md). With nothing announced: content pages links,
 * disclosures and the status check (/status.json read on every page), the others their islands too. An advisory in
 * force costs a content page nothing (the banner is pre-rendered and the page runtime shows it) and a timetable page
 * the advisory list beside the timetables it concerns and the marks on their rows (~1.5 KB); a status announced costs
 * a content page the status banner's code and its words (~1.9 KB) and a timetable page the status code (the lookup, the live
 * sailings, the marks, the summary: ~6 KB). The planner and the booking panel load nothing more at first in
 * either state: the status code comes with an answer that has a sailing to mark (a few KB more).
 */
const BUDGET_BY_KIND: Record<PageKind, Record<PageState, number>> = {
  content: { none: 6 * KB, advisory: 6 * KB, status: 8 * KB },
  timetables: { none: 37.5 * KB, advisory: 39 * KB, status: 44 * KB },
  planner: { none: 40 * KB, advisory: 40 * KB, status: 45 * KB },
  booking: { none: 60 * KB, advisory: 60 * KB, status: 65 * KB },
};

const page = (path: string, kind: PageKind) => ({ path, kind, budget: BUDGET_BY_KIND[kind] });

/**
 * The pages of a kind with many (news articles, destinations) are picked from the graph the build was made from,
 * never named here: the first article, and the destination whose page lists the most timetables (the heaviest of
 * its kind: its next-sailings island carries them all).
 */
const graph = readGraph(fileURLToPath(new URL(`../../${GRAPH_PATH}`, import.meta.url)));
const timetablesOf = (d: Graph['destinations'][number]) => new Set(d.schedules.flatMap((s) => s.timetables)).size;
const article = graph.news[0]!.slug;
const destination = [...graph.destinations].sort((a, b) => timetablesOf(b) - timetablesOf(a))[0]!.slug;
/** The two picked pages, for the benchmark's page list. */
export const SAMPLE_PAGES = { article: newsPath(article), destination: destinationPath(destination) };
/** The picked destination page's slug: the gates' states suspend its port and announce its sailings (./web-states.ts). */
export const SAMPLE_DESTINATION = destination;

export const WEB_BUDGETS = [
  // /404: the 404 page's HTML served with status 200 (/404 → 404.html), the page every unknown path shows.
  ...['/', '/news', SAMPLE_PAGES.article, '/faq', '/travel-tips', '/routes', '/ports', '/tickets', '/destinations', '/404']
    .map((path) => page(path, 'content')),
  page('/schedules', 'timetables'),
  page(SAMPLE_PAGES.destination, 'timetables'),
  page('/planner', 'planner'),
  page('/book-tickets', 'booking'),
];

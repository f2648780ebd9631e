/**
 * link_target_missing: a link the data names on the site (`to: /…`) must lead to a page the site builds, a feed file
 * the build writes or a file of public/. The schema holds the link's form; this holds that it goes somewhere, so a
 * renamed or retired page fails here, with its file and line, rather than in the built site's link check.
 */
import { FEED_PATHS, pagePaths } from '../../vocabulary/pages';
import { nearest } from '../nearest';
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';
import { forEachObject } from './shared';

const notices = defineNotices({
  link_target_missing: notice<{ to: string; suggestion?: string }>({
    severity: 'error',
    meaning: 'A link the data names on the site (to: /…) leads to no page the site builds, no feed file and no file of public/, so a traveller would land on the not-found page.',
    fix: 'Correct the link (the message suggests the nearest page), or add the destination or news item it names.',
  }),
});

export const linkTarget = defineCheck('link-target', notices, (ctx, report) => {
  // A destination or news file that failed to load would make its pages look missing: judge only what is whole.
  if (!ctx.complete.destinations || !ctx.complete.news) return;
  const pages = pagePaths(ctx.graph);
  const targets = new Set<string>([...pages, ...FEED_PATHS, ...(ctx.siteFiles ?? [])]);
  // A site link is a `to` that starts with one slash (a port reference or an https:// link is not).
  forEachObject(ctx, (file, { to }, path) => {
    if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || targets.has(pathOf(to))) return;
    const guess = likelyMeant(pathOf(to), pages);
    report(notices.link_target_missing, { file, path: [...path, 'to'] },
      `the link to ${to} leads to no page of the site${guess ? `; did you mean ${guess}?` : ''} — correct the link, or add the page it names`,
      { to, ...(guess ? { suggestion: guess } : {}) });
  });
});

/** The path a site link leads to: no query or fragment, no trailing slash (the host serves /x and /x/ alike). */
function pathOf(to: string): string {
  const path = to.split(/[?#]/)[0]!;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The page a broken path likely meant: a near spelling among the pages under the same parent (/destinations/…). */
function likelyMeant(target: string, pages: readonly string[]): string | null {
  const parent = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
  const siblings = pages.filter((p) => parent(p) === parent(target));
  const leaf = nearest(target.slice(parent(target).length), siblings.map((p) => p.slice(parent(p).length)));
  return leaf === null ? null : parent(target) + leaf;
}

/**
 * Every page the build writes, one test per page, one visit per test: the shell, axe and reflow checks share the
 * visit instead of each loading every page again. On each page, as a visitor meets it:
 * - it answers 200 (the 404 page: 404) with its h1, and hydrates with no console error, hydration warning, failed
 *   request or CSP violation;
 * - its head tags: title pattern, canonical, Open Graph, Twitter card, JSON-LD (breadcrumbs below the top level),
 *   <meta charset> first;
 * - headings in order: one h1, no skipped level;
 * - axe-core, WCAG 2.0–2.2 A and AA plus target-size: 0 violations (a finding is fixed in the
 *   component, never by switching a rule off);
 * - reflow (WCAG 1.4.10) at 320 CSS px: nothing scrolls sideways, and with 200 % text the Menu button stays whole.
 * The page list comes from the tested site's dist/ (every *.html), so a page added later is checked here without
 * touching this file; site-shell.spec.ts checks that list against the spec's route table and the graph. The open
 * states (menu, suggestions, dialog, answers) and the phone-width axe runs are in a11y.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { graph } from './support/graph';
import { headOf } from './support/head';
import { hydrated, recordCspViolations, watchPage } from './support/page-health';
import { htmlFiles, NOT_FOUND_PATH } from './support/site';

const { brand, titleSuffix, baseUrl } = graph.site;

/** dist/x/y.html → /x/y, index.html → /, 404.html → an unknown path (the host serves it there, with status 404). */
function urlOf(file: string): string {
  if (file === '404.html') return NOT_FOUND_PATH;
  if (file === 'index.html') return '/';
  return `/${file.replace(/(\/index)?\.html$/, '')}`;
}

const PAGES = htmlFiles().map(urlOf);

test('the page list comes from the build and includes the 404 page', () => {
  // The ten pages of the spec's route table besides the data's, /planner and the 404 page; one per destination and
  // news item.
  expect(PAGES.length).toBe(12 + graph.destinations.length + graph.news.length);
  expect(PAGES).toContain('/');
  expect(PAGES).toContain(NOT_FOUND_PATH);
});

for (const path of PAGES) {
  const notFound = path === NOT_FOUND_PATH;
  test(`${path}: status, head tags, headings in order, hydrates cleanly, axe 0 violations, reflows at 320 px`, async ({ page }) => {
    const health = watchPage(page);
    const violations = await recordCspViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(notFound ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);

    // The 404 page's own head (noindex, no canonical of its own) is site-shell.spec.ts's.
    if (!notFound) {
      const head = await headOf(page);
      expect(head.title).toMatch(new RegExp(`^.+ \\| ${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| ${titleSuffix}$`));
      expect(head.canonical).toBe(`${baseUrl}${path}`);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.ogTitle).toBe(head.title);
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.twitterCard).toMatch(/^summary/);
      expect(head.jsonLd.length).toBeGreaterThan(0);
      if (path.split('/').length > 2) expect(head.jsonLd.map((n) => n['@type'])).toContain('BreadcrumbList');
    }
    // <meta charset> must come first in <head> (within the first 1024 bytes).
    expect(await page.evaluate(() => document.head.firstElementChild?.outerHTML)).toMatch(/^<meta charset="utf-8"/i);

    const levels = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));
    expect(levels.filter((l) => l === 1), 'one h1').toHaveLength(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]! - levels[i - 1]!, `heading ${i} jumps from h${levels[i - 1]} to h${levels[i]}`).toBeLessThanOrEqual(1);
    }

    expect(await axeViolations(page)).toEqual([]);

    // Reflow: 320 CSS px wide, then the root text size doubled: the title wraps, the Menu button keeps its words.
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => { document.documentElement.style.fontSize = '200%'; });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);

    expect(await violations()).toEqual([]);
    expect(notFound ? health.problemsExcept404(path) : health.problems()).toEqual([]);
  });
}

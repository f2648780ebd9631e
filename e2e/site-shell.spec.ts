/**
 * The site shell in real Chromium, against the built site served like a static host: the build writes exactly the
 * pages of the spec's route table (each is visited — status, heading, head
 * tags, a clean hydration — in every-page.spec.ts); the header (highlight, aria-current, the 375 px menu; the skip link and the
 * logo's link home are walked with the keyboard in keyboard.spec.ts); the 404 page and the news fallback; the footer
 * year; navigation by plain links; the retry of an island's code on the spec's back-off; the security headers.
 */
import { expect, test } from '@playwright/test';
import { graph } from './support/graph';
import { headOf } from './support/head';
import { hydrated, watchPage } from './support/page-health';
import { htmlFiles } from './support/site';

const { brand, titleSuffix, baseUrl, nav } = graph.site;

/** The spec's route table, literally: a route that goes missing (or appears from nowhere) must fail here. */
const STATIC_PAGES = ['/', '/book-tickets', '/schedules', '/routes', '/tickets', '/destinations', '/ports', '/travel-tips', '/news', '/faq',
  // Not in the spec: the trip planner.
  '/planner'];
// Pages made from the data: one per destination and news item of the graph the build was made from.
const DESTINATIONS = graph.destinations.map((d) => d.slug);
const ARTICLES = graph.news.map((n) => n.slug);
const ALL_PAGES = [...STATIC_PAGES, ...DESTINATIONS.map((s) => `/destinations/${s}`), ...ARTICLES.map((s) => `/news/${s}`)];

test('the build writes exactly one HTML file per page of the spec\'s route table, plus 404.html', () => {
  const expected = [
    ...ALL_PAGES.map((p) => (p === '/' ? 'index.html' : `${p.slice(1)}.html`)),
    '404.html',
  ].sort();
  expect(htmlFiles().sort()).toEqual(expected);
});

test('sitemap.xml lists every page by absolute URL (not the 404); robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Every page, and the GTFS feed.
  expect(locs.sort()).toEqual([...ALL_PAGES, '/gtfs.zip'].map((p) => `${baseUrl}${p}`).sort());
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
});

test.describe('header', () => {
  test('the current entry is highlighted with aria-current="page"; a section page marks its entry "true"', async ({ page }) => {
    await page.goto('/schedules');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link')).toHaveText(nav.map((item) => item.label));
    const current = main.locator('[aria-current]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveText(nav.find((item) => item.to === '/schedules')!.label);

    await page.goto('/destinations/cebu');
    await expect(main.locator('[aria-current]')).toHaveText(nav.find((item) => item.to === '/destinations')!.label);
    await expect(main.locator('[aria-current]')).toHaveAttribute('aria-current', 'true');
  });

  test('navigation is a plain link: the next page is loaded whole, with no script-driven data request', async ({ page }) => {
    const health = watchPage(page);
    await page.goto('/');
    await hydrated(page);
    const scriptFetches: string[] = [];
    // The status banner's check of /status.json (runtime/status-check.ts) is every page's, not the navigation's data.
    page.on('request', (request) => {
      if ((request.resourceType() === 'fetch' || request.resourceType() === 'xhr') && new URL(request.url()).pathname !== '/status.json') scriptFetches.push(request.url());
    });
    const document = page.waitForRequest((request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/faq');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav.find((i) => i.to === '/faq')!.label }).click();
    await document;
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(graph.pages.faq.heading);
    await expect(page).toHaveTitle(`${graph.pages.faq.title} | ${brand} | ${titleSuffix}`);
    expect(scriptFetches).toEqual([]);
    expect(health.problems()).toEqual([]);
  });
});

test.describe('mobile menu @mobile', () => {
  // A popover: the browser opens and closes it, with or without the page's scripts.
  for (const javaScriptEnabled of [true, false]) {
    test(`a real toggle: opens, Escape closes and returns focus, a choice closes it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }, info) => {
      test.skip(info.project.name !== 'mobile', 'the toggle exists below the xl breakpoint');
      const { viewport, isMobile, hasTouch, baseURL } = info.project.use;
      const context = await browser.newContext({ javaScriptEnabled, viewport, isMobile, hasTouch, baseURL });
      const page = await context.newPage();
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const menu = page.locator('#site-menu');
      await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link')).toHaveCount(nav.length);
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      // A tap outside closes it too (below the list, near the bottom of the screen).
      await toggle.click();
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, Math.min(box.y + box.height + 40, viewport!.height - 10));
      await expect(menu).toBeHidden();

      await toggle.click();
      const routes = nav.find((i) => i.to === '/routes')!;
      await menu.getByRole('link', { name: routes.label }).click();
      await expect(page).toHaveURL(/\/routes$/);
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu.getByRole('link', { name: routes.label })).toHaveAttribute('aria-current', 'page');
      await context.close();
    });
  }

  test('no page scrolls sideways at 375 px', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'a phone-width check');
    for (const path of ['/', '/schedules', '/destinations/tagbilaran-bohol', '/news', '/this-page-does-not-exist']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('paper', () => {
  test('printing drops the navigation and lets a wide timetable show in full', async ({ page }) => {
    await page.goto('/schedules');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
    const region = page.locator('[data-scroll-region]').first();
    await expect(region).toHaveCSS('overflow-x', 'visible');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('404 and the news fallback', () => {
  test('an unknown path → 404 status, the 404 page, the path in the console, not indexed, with canonical and social tags', async ({ page }) => {
    const health = watchPage(page);
    const response = await page.goto('/no-such-port');
    expect(response?.status()).toBe(404);
    const copy = graph.pages.notFound;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    await expect(page).toHaveTitle(`${copy.title} | ${brand} | ${titleSuffix}`);
    await hydrated(page);
    expect(health.logs().some((line) => line.includes('/no-such-port'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The spec: every page has a canonical address and social preview tags — the 404 page's own address, /404.
    const head = await headOf(page);
    expect(head.canonical).toBe(`${baseUrl}/404`);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogTitle).toBe(`${copy.title} | ${brand} | ${titleSuffix}`);
    expect(head.description).toBe(copy.description);
    expect(head.twitterCard).toMatch(/^summary/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', copy.description);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.(svg|png|jpe?g|webp)$/);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', head.ogTitle!);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    for (const link of [...copy.primaryLinks, ...copy.quickLinks]) {
      await expect(page.getByRole('main').getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    expect(health.problemsExcept404('/no-such-port')).toEqual([]);
  });

  test('an unknown /news/{slug} → /news, through the host redirect', async ({ page, request }) => {
    const direct = await request.get('/news/no-such-article', { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers().location).toBe('/news');
    await page.goto('/news/no-such-article');
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(graph.pages.news.heading);
  });
});

test.describe('footer', () => {
  test("the copyright year is the visitor's year in Manila, even when the build is older", async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const built = /data-testid="copyright-year"[^>]*>(\d{4})</.exec(html)?.[1];
    expect(built).toMatch(/^\d{4}$/);
    const later = Number(built) + 3;
    // 31 Dec, 17:00 UTC of the year before: already 1 January of `later` in Manila.
    await page.clock.setFixedTime(new Date(`${later - 1}-12-31T17:00:00Z`));
    const health = watchPage(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('copyright-year')).toHaveText(String(later));
    await expect(page.getByRole('contentinfo')).toContainText(`© ${later} ${graph.site.footer.copyrightHolder}`);
    expect(health.problems()).toEqual([]);
  });

  test('social links open in a new tab without opener or referrer and say so', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('contentinfo').locator('a[target="_blank"]');
    await expect(social).toHaveCount(graph.site.footer.social.length);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText('(opens in a new tab)');
    }
  });
});

test.describe('run-time fetches (retried 3 times, the delay doubling from 1 s)', () => {
  test("an island's code fails to download → tried again after the spec's back-off, then the island starts", async ({ page }) => {
    let attempts = 0;
    await page.route(/\/assets\/Planner-[\w-]+\.js$/, (route) => (++attempts <= 2 ? route.abort('internetdisconnected') : route.fallback()));
    const started = Date.now();
    await page.goto('/planner');
    // The planner's fields are pre-rendered disabled; the island enables them once it runs.
    await expect(page.getByLabel('From', { exact: true })).toBeEnabled({ timeout: 30_000 });
    // Two refused downloads (the loader's preload and the first import, or two imports), then one after a wait.
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });
});

test.describe('static host headers', () => {
  test('every response carries the security headers; the CSP allows no inline script', async ({ request }) => {
    for (const path of ['/', '/book-tickets', '/news/fleet-modernization', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['strict-transport-security'], path).toMatch(/max-age=(\d{8,})/);
      expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)![1])).toBeGreaterThanOrEqual(15_768_000);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/);
      expect(headers['permissions-policy']).toBeTruthy();
      expect(headers['x-frame-options']).toBe('DENY');
      const csp = headers['content-security-policy']!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
  });

  test('pages are served gzip-compressed with the right type; hashed assets are cached for a year', async ({ request }) => {
    const page = await request.get('/schedules', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
    // The page runtime the inline loader starts.
    const script = /<script type="module"[^>]*\sdata-entry="([^"]+)"/.exec(await page.text())![1]!;
    const asset = await request.get(script);
    expect(asset.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });
});

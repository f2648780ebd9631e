/**
 * Offline at the port: after one visit the service worker (dist/sw.js, scripts/build-offline.ts) holds the
 * core of the site (every top-level page and its code, at most 250 KB gzip) and every page opened, so with
 * the network gone the traveller can still open the timetables, the fares, a destination page seen before, move
 * around the site, and is told plainly that booking needs a connection; a later visit stores the rest. With data
 * saver on, only what is opened is stored, and the page says how to store the rest. Then the update flow: a new
 * build's worker waits, the page says a newer timetable is available, and Reload serves the new build.
 *
 * In the field (at 375 px): a first visit keeps the page it was opened on; a returning visitor opens every
 * destination page and news article online and offline; a page never stored says so honestly; a page corrected in a
 * same-day rebuild (only its file changes) reaches a returning visitor. The suite runs as Netlify and as Cloudflare
 * Pages serve the site (e2e/support/host.ts: the `cloudflare` project answers /x.html with a 308 to /x).
 *
 * Service workers are blocked in the other specs (playwright.config.ts); this one allows them. The update tests
 * serve their own copy of dist/ on their own port, so "rebuilding" it does not disturb the shared server.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { graph } from './support/graph';
import { expect, hostModeOf, serveAs, test, type HostedSite } from './support/host';
import { hydrated } from './support/page-health';
import { htmlFiles, SITE_DIST } from './support/site';
import { PHONE } from './support/traveller';

test.use({ serviceWorkers: 'allow' });

const destination = graph.destinations.find((d) => d.slug === 'cebu') ?? graph.destinations[0]!;

/** Resolves once the service worker controls the page, i.e. its precache is complete and it has claimed us. */
async function controlledBySw(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 60_000 }); // the precache: slow on a busy machine
}

/** Every path the page's origin has stored in Cache Storage (a page at its clean address: /destinations/cebu). */
const storedPaths = (page: Page) => page.evaluate(async () => {
  const names = await caches.keys();
  const keys = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
  return keys.flat();
});

test('the web app manifest names the site and its local icons, so it can be added to a home screen', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json() as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: graph.site.brand, start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('after one visit, timetables, fares, a destination seen and the site nav work with no network', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  await controlledBySw(page);
  // A destination page opened online is stored as it is opened.
  await page.goto(`/destinations/${destination.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(destination.name);

  await context.setOffline(true);
  // Full page loads, answered by the service worker.
  await page.goto('/schedules');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  // The filter runs in the page (scripts from the precache): pick a port and a day, the rows and URL follow.
  await hydrated(page);
  const count = page.getByText(/^(All \d+ sailings|\d+ sailings? match(es)?)$/);
  const matching = async () => Number((await count.textContent())!.match(/\d+/)![0]);
  await expect(count).toBeVisible();
  const everything = await matching();
  await page.getByLabel('From').selectOption({ label: 'Batangas Port' });
  await page.getByLabel('Day').selectOption({ label: 'Friday' });
  await expect(page).toHaveURL(/[?&]from=batangas\b/);
  await expect(page).toHaveURL(/[?&]day=fri\b/);
  await expect.poll(matching).toBeLessThan(everything);
  expect(await matching()).toBeGreaterThan(0);
  await page.goto(`/destinations/${destination.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(destination.name);
  await expect(page.getByRole('table').first()).toBeVisible();

  // A link: a full page load, from the cache too.
  await page.getByRole('banner').getByRole('link', { name: 'Tickets & Fares' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/₱/).first()).toBeVisible();
  await context.setOffline(false);
});

test('light on data: the first visit stores the core only; a later visit stores the rest', async ({ page }) => {
  const stored: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.serviceWorker()) stored.push({ path: new URL(request.url()).pathname, bytes: (await request.sizes()).responseBodySize });
  });
  await page.goto('/');
  await hydrated(page);
  await controlledBySw(page);
  const paths = await storedPaths(page);
  expect(paths).toContain('/schedules');
  expect(paths).toContain('/tickets');
  // Not opened: not stored on the first visit.
  expect(paths.filter((path) => path.startsWith('/destinations/') || path.startsWith('/news/'))).toEqual([]);
  // What the worker fetched (the body sizes the server sent, gzip): within the first visit's 250 KB.
  expect(stored.reduce((n, s) => n + s.bytes, 0)).toBeLessThanOrEqual(250 * 1024);

  // The next visit: the rest of the site is stored for offline use.
  await page.reload();
  await hydrated(page);
  await expect.poll(async () => (await storedPaths(page)).filter((path) => path.startsWith('/destinations/')).length, { timeout: 60_000 })
    .toBe(graph.destinations.length);
});

test.describe('with data saver on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  });

  test('only what the visited page needs is stored, and the page says how to store the rest', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await controlledBySw(page);
    // The worker was installed without a precache; what the page loads after it took control is stored.
    await page.reload();
    await hydrated(page);
    const paths = await storedPaths(page);
    expect(paths).toContain('/');
    expect(paths).not.toContain('/schedules');
    const note = page.getByText('Data saver is on: only the pages you open are kept for offline use.');
    await expect(note).toBeVisible();
    await note.getByRole('button', { name: 'Save every timetable for offline use' }).click();
    // The worker stores the files one after another: wait for both, not for the first and then look for the other.
    await expect.poll(async () => {
      const stored = await storedPaths(page);
      return ['/schedules', `/destinations/${destination.slug}`].filter((path) => !stored.includes(path));
    }, { timeout: 60_000 }).toEqual([]);
  });
});

test('offline, the booking panel (reached from the cache) says the hand-off needs a connection and opens nothing', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  await controlledBySw(page);
  // The page and the panel's code come from the worker's cache. The network goes once the page is open: Chromium's
  // offline emulation reports navigator.onLine as true in a document loaded while offline.
  const response = await page.goto('/book-tickets');
  expect(response!.fromServiceWorker()).toBe(true);
  await hydrated(page);
  await context.setOffline(true);
  const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
  await expect(panel.getByRole('button', { name: /^Departure/ })).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await panel.getByRole('combobox', { name: 'From' }).fill('Manila');
  await panel.getByRole('combobox', { name: 'To' }).fill('Cebu');
  const opened: string[] = [];
  context.on('page', (p) => opened.push(p.url()));
  await panel.getByRole('button', { name: 'Book Tickets' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText('The booking site needs an internet connection.');
  expect(opened).toEqual([]);
  await context.setOffline(false);
});

test('the GTFS-Realtime alerts are never precached: with the worker in control, their link still reaches the server', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await controlledBySw(page);
  const cached = await storedPaths(page);
  expect(cached).toContain('/schedules');
  expect(cached.filter((path) => path.startsWith('/gtfs-rt/'))).toEqual([]);
  // A navigation the worker does not answer (it would give the 404 page for any file it does not hold).
  const response = (await page.goto('/gtfs-rt/alerts.json'))!;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(await response.json()).toMatchObject({ header: { gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET' } });
});

test('the worker answers a navigation with the host\'s status and page, online and offline', async ({ page, context, request }, info) => {
  await page.goto('/');
  await hydrated(page);
  await controlledBySw(page);
  // Cloudflare Pages answers x/ with a 308 to x: where the worker asks the host, the browser follows it; a stored
  // page the worker serves at either spelling.
  const cloudflare = hostModeOf(info) === 'cloudflare';
  const slash = cloudflare ? '/?' : '/';
  const cases = [
    // Netlify serves x.html for /x/ with 200; the worker once gave these the 404 page with 200.
    { path: '/schedules/', status: 200, url: new RegExp(`/schedules${slash}$`), heading: graph.pages.schedules.heading, host: cloudflare ? 308 : 200 },
    {
      path: `/destinations/${destination.slug}/`, status: 200, url: new RegExp(`/destinations/${destination.slug}${slash}$`),
      heading: destination.name, host: cloudflare ? 308 : 200,
    },
    // _redirects: an unknown article goes to /news (302).
    { path: '/news/does-not-exist', status: 200, url: /\/news$/, heading: graph.pages.news.heading, host: 302 },
    { path: '/no/such/page', status: 404, url: /\/no\/such\/page$/, heading: graph.pages.notFound.heading, host: 404 },
  ];
  const visit = async (c: (typeof cases)[number]) => {
    const response = (await page.goto(c.path))!;
    expect(response.fromServiceWorker(), c.path).toBe(true);
    expect(response.status(), c.path).toBe(c.status);
    await expect(page).toHaveURL(c.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(c.heading);
  };
  for (const c of cases) {
    // The host's own answer (the request API bypasses the worker), then the worker's.
    expect((await request.get(c.path, { maxRedirects: 0 })).status(), c.path).toBe(c.host);
    await visit(c);
  }
  await context.setOffline(true);
  for (const c of cases) await visit(c);
  await context.setOffline(false);
});

/**
 * A copy of the tested site on a server of its own, as the project's host serves it, so "rebuilding" it (pages
 * changed, scripts/build-offline.ts run again with the same SOURCE_DATE_EPOCH) does not disturb the shared server.
 */
function copySite() {
  let dir = '';
  let served: HostedSite | undefined;
  test.beforeAll(async ({}, info) => {
    dir = mkdtempSync(join(tmpdir(), 'ferry-sw-'));
    cpSync(SITE_DIST, dir, { recursive: true });
    served = await serveAs(dir, hostModeOf(info));
  });
  test.afterAll(async () => {
    await served?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() { return dir; },
    get base() { return served!.base; },
    /** The worker written again for the copy's files as they are now, as the build's last stage does. */
    rebuildWorker(): void {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-offline.ts', dir], {
        encoding: 'utf8', env: { ...process.env, SOURCE_DATE_EPOCH: '1795363200' },
      });
      if (result.status !== 0) throw new Error(`build-offline failed: ${result.stderr}`);
    },
  };
}

test.describe('in the field, on a phone', () => {
  test.use(PHONE);
  const firstPage = graph.destinations.find((d) => d.slug === 'puerto-galera') ?? graph.destinations[0]!;
  /** The build date as the page words it (its printed foot carries it). */
  const published = (page: Page) => page.getByTestId('print-foot').locator('time').textContent();
  /** Same-site pictures of the page that cannot be had now (through the worker, as the page asks for them). */
  const missingPictures = (page: Page) => page.evaluate(async () => {
    const sources = [...document.images].map((img) => img.currentSrc || img.src).filter((src) => new URL(src).origin === location.origin);
    const answers = await Promise.all(sources.map(async (src) => ((await fetch(src).catch(() => null))?.ok ? null : src)));
    return answers.filter(Boolean);
  });

  test('one visit to a destination page, then offline: the reload shows it with its styles, pictures and status; a page never opened says it was not saved', async ({ page, context }) => {
    await page.clock.setFixedTime(new Date('2026-11-27T10:00:00Z'));
    const response = await page.goto(`/destinations/${firstPage.slug}`);
    // The first visit: nothing answers but the host.
    expect(response!.fromServiceWorker()).toBe(false);
    await hydrated(page);
    await controlledBySw(page);

    await context.setOffline(true);
    const offline = (await page.reload())!;
    expect(offline.fromServiceWorker()).toBe(true);
    expect(offline.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstPage.name);
    // Its stylesheet: the heading is set in the site's type, not the browser's.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '30px');
    expect(await missingPictures(page)).toEqual([]);
    expect(await page.getByRole('banner').locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The status as the first visit saw it, how old it is, and how old the timetables are.
    const asOf = page.getByTestId('status-as-of');
    await expect(asOf).toContainText('Sailing status as of');
    await expect(asOf).toContainText('could not be refreshed');
    await expect(asOf).toContainText(`Timetables as published ${await published(page)}.`);

    // A page of the site that was never opened: said so, never "404, the link may be wrong", with the pages saved.
    const unsaved = (await page.goto(`/destinations/${destination.slug}`))!;
    expect(unsaved.fromServiceWorker()).toBe(true);
    expect(unsaved.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not saved for offline use');
    await expect(page).toHaveTitle(/^Not saved for offline use \|/);
    await expect(page.getByRole('main')).not.toContainText(/404|Lost at Sea|link may be wrong/);
    const saved = page.getByRole('main').getByRole('link');
    await expect(saved.filter({ hasText: graph.pages.schedules.heading })).toHaveAttribute('href', '/schedules');
    await expect(saved.filter({ hasText: destination.name })).toHaveCount(0);
    // Its links work offline: they are the stored pages, the one first opened among them.
    const back = saved.filter({ hasText: firstPage.name });
    await expect(back).toHaveAttribute('href', `/destinations/${firstPage.slug}`);
    expect((await page.goto((await back.getAttribute('href'))!))!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstPage.name);
    await context.setOffline(false);
  });

  test.describe('a returning visitor opens every destination page and news article, online and offline', () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    const pages = htmlFiles().filter((file) => /^(destinations|news)\//.test(file));
    /** The page's heading: the destination's name or the article's title, from the graph the site was built from. */
    const heading = (file: string) => {
      const slug = file.replace(/^\w+\/|\.html$/g, '');
      return file.startsWith('news/') ? graph.news.find((n) => n.slug === slug)!.title : graph.destinations.find((d) => d.slug === slug)!.name;
    };

    test.beforeAll(async ({ browser, hostedSite }, info) => {
      // A first visit, then a later one that stores the rest of the site: two precaches on a busy machine.
      test.setTimeout(120_000);
      context = await browser.newContext({ ...PHONE, baseURL: hostedSite?.base ?? info.project.use.baseURL, serviceWorkers: 'allow' });
      page = await context.newPage();
      await page.goto('/');
      await hydrated(page);
      await controlledBySw(page);
      await page.reload();
      const articlesAndDestinations = async () => (await storedPaths(page)).filter((path) => /^\/(destinations|news)\/[^/]+$/.test(path)).length;
      await expect.poll(articlesAndDestinations, { timeout: 90_000 }).toBe(pages.length);
    });
    test.afterAll(() => context?.close());

    for (const file of pages) {
      const path = `/${file.replace(/\.html$/, '')}`;
      test(path, async () => {
        for (const offline of [false, true]) {
          await context.setOffline(offline);
          const response = (await page.goto(path))!;
          expect(response.fromServiceWorker(), `${path} offline: ${offline}`).toBe(true);
          expect(response.status(), `${path} offline: ${offline}`).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(file));
        }
        await context.setOffline(false);
      });
    }
  });

  test.describe('after a new build', () => {
    const copy = copySite();

    /** A rebuild: every page changes (a build marker in <head>) and the service worker is written again. */
    function rebuild(marker: string): void {
      const pages = (d: string): string[] => readdirSync(d).flatMap((n) => {
        const p = join(d, n);
        return statSync(p).isDirectory() ? pages(p) : p.endsWith('.html') ? [p] : [];
      });
      for (const file of pages(copy.dir)) {
        const html = readFileSync(file, 'utf8').replace(/<meta name="x-build"[^>]*>|<\/head>/, (m) => `<meta name="x-build" content="${marker}">${m.startsWith('</') ? m : ''}`);
        writeFileSync(file, html);
      }
      copy.rebuildWorker();
    }

    test('a page corrected the same day (only its file changes), then a whole new build: each reaches a returning visitor, after "A newer timetable is available", and is what is stored', async ({ page, context }) => {
      // A first visit and the rest of the site stored, two rebuilds of the worker with tsx, two updates and a handful
      // of page loads: 40–90 s on a loaded 2-core machine. A ceiling, not a budget.
      test.setTimeout(180_000);
      const base = copy.base;
      const path = `/destinations/${destination.slug}`;
      const other = graph.destinations.find((d) => d !== destination)!;
      const heading = page.getByRole('heading', { level: 1 });
      // The live region is always there, its bar pre-rendered hidden; the bar is what the traveller sees.
      const notice = page.getByRole('status').filter({ hasText: 'A newer timetable is available.' }).locator('div');
      await page.goto(`${base}/`);
      await hydrated(page);
      await controlledBySw(page);
      await page.reload();
      await expect.poll(async () => (await storedPaths(page)).includes(path), { timeout: 90_000 }).toBe(true);
      await page.goto(`${base}${path}`);
      await expect(heading).toHaveText(destination.name);
      await expect(notice).toBeHidden();

      // A same-day correction: one page's file, the same SOURCE_DATE_EPOCH. The worker changes with it.
      const file = join(copy.dir, 'destinations', `${destination.slug}.html`);
      const worker = readFileSync(join(copy.dir, 'sw.js'), 'utf8');
      writeFileSync(file, readFileSync(file, 'utf8').replace(`>${destination.name}</h1>`, () => `>${destination.name} (corrected)</h1>`));
      copy.rebuildWorker();
      expect(readFileSync(join(copy.dir, 'sw.js'), 'utf8')).not.toBe(worker);
      // The next online visit: the stored copy is still what is shown, and the traveller is told a newer one is there.
      await page.goto(`${base}${path}`);
      await expect(notice).toBeVisible({ timeout: 60_000 });
      await expect(heading).toHaveText(destination.name);
      await notice.getByRole('button', { name: 'Reload' }).click();
      await expect(heading).toHaveText(`${destination.name} (corrected)`, { timeout: 60_000 });
      await expect(notice).toBeHidden();
      // What is stored is the corrected page, and what was stored before stays stored.
      await context.setOffline(true);
      await page.goto(`${base}${path}`);
      await expect(heading).toHaveText(`${destination.name} (corrected)`);
      expect((await page.goto(`${base}/destinations/${other.slug}`))!.status()).toBe(200);
      await expect(heading).toHaveText(other.name);
      await context.setOffline(false);

      // A whole new build: the old one is still shown until the traveller chooses to reload.
      rebuild('second');
      // The browser checks for a new worker on navigation; the page also asks hourly while open.
      await page.goto(`${base}/schedules`);
      await expect(notice).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('meta[name="x-build"]')).toHaveCount(0);
      await notice.getByRole('button', { name: 'Reload' }).click();
      await expect(page.locator('meta[name="x-build"]')).toHaveAttribute('content', 'second', { timeout: 60_000 });
      await expect(notice).toBeHidden();
      // And the new build is what the cache holds now: a precached page and a page stored on a visit alike.
      await context.setOffline(true);
      for (const stored of ['/routes', path]) {
        await page.goto(`${base}${stored}`);
        await expect(page.locator('meta[name="x-build"]'), stored).toHaveAttribute('content', 'second');
      }
      await context.setOffline(false);
    });
  });
});

/**
 * Islands on a weak signal: what the traveller sees before the page's scripts arrive. The network is
 * throttled (Chromium's emulation: 400 kbps, 400 ms latency) and the page runtime is held back, so the page is
 * painted, and used, from its HTML, its stylesheet and the inline first-paint script alone.
 */
import { expect, test, type Page } from '@playwright/test';
import { graph } from './support/graph';
import { hydrated, watchPage } from './support/page-health';

const FROM = 'batangas';
const LINK = `/schedules?from=${FROM}&day=fri`;
const LISTED = graph.routes.filter((t) => graph.schedules.groups.some((g) => g.timetables.includes(t.id)));
const ELSEWHERE = LISTED.filter((t) => t.from !== FROM).map((t) => t.id);

/** A phone on a weak signal, and the page runtime delivered `holdMs` late. */
async function weakSignal(page: Page, holdMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8,
  });
  await page.route(/\/assets\/runtime-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.fallback();
  });
}

/**
 * Before every frame (requestAnimationFrame runs right before the browser paints), what a traveller would see of
 * the timetables: which routes have a visible row, the count line, and whether the runtime had started.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: { routes: string[]; count: string | null; runtime: boolean }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const sample = () => {
      if (document.body) {
        const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });
        const routes = [...new Set([...document.querySelectorAll('tbody tr[data-timetable]')].filter(visible)
          .map((tr) => (tr as HTMLElement).dataset.timetable!))];
        const count = document.querySelector('[data-testid="match-count"]');
        frames.push({ routes, count: count && visible(count) ? count.textContent : null, runtime: document.documentElement.dataset.runtime === 'started' });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { __frames: { routes: string[]; count: string | null; runtime: boolean }[] }).__frames);

test('a link with a filter is filtered from the first painted frame, before the page\'s scripts arrive @mobile', async ({ page }) => {
  const health = watchPage(page);
  await weakSignal(page, 4_000);
  await recordFrames(page);
  await page.goto(LINK, { waitUntil: 'domcontentloaded' });
  await hydrated(page);

  const frames = await framesOf(page);
  const painted = frames.filter((f) => f.routes.length > 0 || f.count !== null);
  const beforeScripts = painted.filter((f) => !f.runtime);
  // The page was painted, filtered, before its runtime arrived …
  expect(beforeScripts.length).toBeGreaterThan(0);
  // … and no frame ever showed a route that does not leave from Batangas, or the unfiltered count.
  for (const frame of painted) {
    expect(frame.routes.filter((id) => ELSEWHERE.includes(id))).toEqual([]);
    expect(frame.count ?? '').not.toMatch(/^All \d+ sailings$/);
  }
  expect(beforeScripts[0]!.routes.length).toBeGreaterThan(0);
  expect(beforeScripts[0]!.count).toMatch(/^\d+ sailings? match(es)?$/);
  // The controls say what the list shows.
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(FROM);
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('fri');
  expect(health.problems()).toEqual([]);
});

test('the menu and a disclosure work while the page\'s scripts are still on their way @mobile', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'the menu button exists below the xl breakpoint');
  await weakSignal(page, 60_000);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#site-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  const question = page.getByRole('main').locator('details').first();
  await question.locator('summary').click();
  await expect(question).toHaveAttribute('open', '');
  expect(await page.evaluate(() => document.documentElement.dataset.runtime)).toBeUndefined();
});

/**
 * A hydrated island (`hydrate: true`, written as data-hydrate): its start reproduces the pre-rendered HTML, so it
 * writes no attribute and no text over it before it is marked rendered, nor while a part of it hydrates in a later
 * task (islands/HydrateLater.tsx, the panel's form: its timer was queued during the hydration, so it runs before the
 * one queued here when the island is marked). A render over the HTML instead rewrites every class and text (112
 * writes in the booking panel): the long task hydration is there to avoid.
 */
for (const path of ['/book-tickets', '/planner']) {
  test(`${path}: hydrating its island writes nothing over the pre-rendered HTML`, async ({ page }) => {
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { __writes: string[] }).__writes = writes;
      const rendered = new Set<Element>();
      (window as unknown as { __rendered: Set<Element> }).__rendered = rendered;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          const island = target?.closest('[data-hydrate]');
          if (!island || rendered.has(island)) continue;
          if (record.target === island && record.attributeName === 'data-island-ready') setTimeout(() => rendered.add(island), 0);
          else if (record.type === 'attributes') writes.push(`${target!.tagName} ${record.attributeName}`);
          else if (record.type === 'characterData') writes.push(`text "${record.oldValue}"`);
        }
      }).observe(document, { subtree: true, attributes: true, characterData: true, characterDataOldValue: true });
    });
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('[data-hydrate]')).not.toHaveCount(0);
    await expect(page.locator('[data-hydrate]:not([data-island-ready])')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __rendered: Set<Element> }).__rendered.size))
      .toBe(await page.locator('[data-hydrate]').count());
    expect(await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the menu opens @mobile', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the menu button exists below the xl breakpoint');
    await page.goto('/schedules');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: graph.site.nav.find((i) => i.to === '/ports')!.label }).click();
    await expect(page).toHaveURL(/\/ports$/);
  });
});

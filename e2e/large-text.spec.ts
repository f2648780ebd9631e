/**
 * Reflow: a low-vision traveller on a phone, with the text at 200 % (e2e/support/large-text.ts: the browser's
 * text size, not a page zoom) and a keyboard (WCAG 1.4.4, 1.4.10, 2.4.11). Every page kind 375 px wide, the tightest
 * 320 px wide: nothing scrolls sideways, the header sticks only where it takes at most a fifth of the screen, and no
 * control the Tab key reaches is hidden under it or off screen. The date dialog too, and a focused day that does not
 * look chosen. The pages are named from the graph the site was built from (a destination each way, a news article).
 */
import { expect, test } from '@playwright/test';
import { graph } from './support/graph';
import { hydrated } from './support/page-health';
import { focusHidden, largeText, reflow } from './support/large-text';
import { NOT_FOUND_PATH } from './support/site';

const NOW = new Date('2026-11-26T01:00:00Z');
const place = graph.destinations.find((d) => d.direction === 'to')!;
const hub = graph.destinations.find((d) => d.direction === 'from')!;
const news = graph.news[0]!;
const route = graph.routes.find((t) => t.mode === 'ferry' && t.daysPublished)!;
const PAGES = [
  '/', '/schedules', '/routes', '/tickets', '/destinations', `/destinations/${place.slug}`, `/destinations/${hub.slug}`,
  '/ports', '/travel-tips', '/news', `/news/${news.slug}`, '/faq', '/book-tickets', `/planner?from=${route.from}&to=${route.to}`,
  NOT_FOUND_PATH,
];
/** At 320 px, the page kinds whose layout is tightest (forms, cards with badges, a destination): the rest are as at 375. */
const NARROW = new Set(['/', '/routes', '/tickets', `/destinations/${place.slug}`, '/travel-tips', '/faq', '/book-tickets']);
/** Enough Tab presses to pass the header and reach the page's own controls. */
const TABS = 12;

for (const width of [375, 320]) {
  test.describe(`${width} px wide, text at 200 %`, () => {
    test.use({ viewport: { width, height: 812 }, hasTouch: true, isMobile: true });
    test.beforeEach(async ({ context, page }) => {
      await page.clock.setFixedTime(NOW);
      await largeText(context, page);
    });

    for (const path of PAGES.filter((p) => width === 375 || NARROW.has(p))) {
      test(`${path}: no sideways scroll, a header of at most a fifth of the screen or none that sticks, focus never hidden`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const before = await reflow(page);
        expect(before.sideways, 'scrolls sideways by').toBeLessThanOrEqual(0);
        if (before.stickyHeader !== null) expect(before.stickyHeader).toBeLessThanOrEqual(before.viewportHeight / 5);
        for (let i = 0; i < TABS; i++) {
          await page.keyboard.press('Tab');
          expect(await focusHidden(page), `Tab ${i + 1}`).toBeNull();
        }
        expect((await reflow(page)).sideways, 'scrolls sideways after tabbing by').toBeLessThanOrEqual(0);
      });
    }

    test('the date dialog fits: every weekday column, Close and the legend in view; a focused day does not look chosen', async ({ page }) => {
      await page.goto(`/book-tickets?from=${route.from}&to=${route.to}`);
      await hydrated(page);
      await page.getByRole('button', { name: /^Departure/ }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Choose departure date' });
      const chosen = dialog.getByRole('button', { name: /, selected/ });
      await expect(chosen).toBeFocused();
      expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth), 'the dialog scrolls sideways by').toBeLessThanOrEqual(0);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const inside = async (name: string, locator: ReturnType<typeof dialog.locator>) => {
        const b = (await locator.boundingBox())!;
        expect(b.x, name).toBeGreaterThanOrEqual(box.x);
        expect(b.x + b.width, name).toBeLessThanOrEqual(box.x + box.width + 0.5);
      };
      await inside('Close', dialog.getByRole('button', { name: 'Close' }));
      await inside('the last weekday column', dialog.locator('.rdp-weekday').last());
      await inside('the legend', dialog.getByTestId('sailing-legend'));

      // Move focus to the next day: focused and chosen must look different (a ring against a filled day).
      await page.keyboard.press('ArrowRight');
      const focused = dialog.locator('.rdp-day_button:focus-visible');
      await expect(focused).toHaveCount(1);
      const look = (el: Element) => { const s = getComputedStyle(el); return { background: s.backgroundColor, outline: `${s.outlineStyle} ${s.outlineWidth}`, colour: s.color }; };
      const [f, c] = [await focused.evaluate(look), await chosen.evaluate(look)];
      expect(f).not.toEqual(c);
      expect(f.background, 'the focused day is not filled like the chosen one').not.toBe(c.background);
      expect(f.outline).not.toMatch(/^none/);
    });
  });
}

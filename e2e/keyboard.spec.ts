/**
 * Keyboard only: no mouse, no `.click()`, no `.focus()` on a control — every step is Tab, Shift+Tab,
 * arrows, Enter or Escape from the top of the page, the way a keyboard user gets there. Covers the header (skip link,
 * the navigation, the phone menu toggle), the ticket search panel and the /schedules filter.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { graph } from './support/graph';
import { hydrated } from './support/page-health';

const { nav } = graph.site;

/** 23 Nov 01:30 in Manila: the departure default (today + 2 in Manila) is 11/25/2026. */
const NOW = new Date('2026-11-22T17:30:00Z');

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. Returns the number of presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${max} × ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** The accessible name react-day-picker gives the focused day, e.g. 'Wednesday, November 25th, 2026, selected'. */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test.describe('header', () => {
  test('skip link first, Enter moves focus into <main>; the ten entries follow the logo, which links home, in order', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    await page.goto('/faq');
    await hydrated(page);
    const banner = page.getByRole('banner');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: graph.site.headerTitle })).toBeFocused();
    await expect(banner.getByRole('link', { name: graph.site.headerTitle })).toHaveAttribute('href', '/');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    for (const item of nav) {
      await page.keyboard.press('Tab');
      await expect(links.filter({ hasText: item.label }).first()).toBeFocused();
    }
    // Enter on the focused entry follows it.
    await page.keyboard.press('Shift+Tab');
    const previous = nav[nav.length - 2]!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${previous.to}$`));
  });

  test('phone width @mobile: the toggle opens with Enter, Escape closes it and focus returns; Enter on an entry navigates', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the toggle exists below the xl breakpoint: the mobile project');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await tabTo(page, toggle, { max: 4 });
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();

    // The menu follows the toggle in the tab order.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Enter toggles it both ways; Space opens it too (a real button).
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();

    const ports = nav.find((i) => i.to === '/ports')!;
    await tabTo(page, menu.getByRole('link', { name: ports.label }), { max: nav.length });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ports$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('search panel on /book-tickets', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/book-tickets');
    await hydrated(page);
    await expect(page.getByRole('button', { name: /^Departure/ })).toContainText('11/25/2026');
  });

  test('trip type with arrows, combobox Down/Up/Enter/Escape, date dialog by keyboard', async ({ page }) => {
    const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
    const oneWay = panel.getByRole('radio', { name: 'One way' });
    const roundTrip = panel.getByRole('radio', { name: 'Round trip' });
    const from = panel.getByRole('combobox', { name: 'From' });
    const departure = panel.getByRole('button', { name: /^Departure/ });

    // Trip type: one tab stop, arrows move the choice.
    await tabTo(page, oneWay);
    await expect(oneWay).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(roundTrip).toBeChecked();
    await expect(roundTrip).toBeFocused();
    await expect(panel.getByRole('button', { name: /^Return/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(oneWay).toBeChecked();
    await expect(panel.getByRole('button', { name: /^Return/ })).toHaveCount(0);

    // Combobox: Down opens at the first option, Up wraps to the last, Escape closes and keeps the text.
    await page.keyboard.press('Tab');
    await expect(from).toBeFocused();
    await page.keyboard.type('an');
    const list = panel.getByRole('listbox', { name: 'From suggestions' });
    await expect(list).toBeVisible();
    const options = list.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(from).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(from).toHaveAttribute('aria-expanded', 'false');
    await expect(from).toHaveValue('an');
    await expect(from).toBeFocused();

    // Up opens the list at the last option; Enter picks it and stays in the field.
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    const last = (await options.last().textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect(from).toHaveValue(last);
    await expect(list).toBeHidden();
    await expect(from).toBeFocused();

    // Date dialog: Enter opens it with focus on the selected day, arrows move by day and week, Escape returns focus
    // to the trigger without changing the date.
    await tabTo(page, departure, { max: 3 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose departure date' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedLabel(page)).toMatch(/November 25th, 2026/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedLabel(page)).toMatch(/November 26th, 2026/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedLabel(page)).toMatch(/December 3rd, 2026/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedLabel(page)).toMatch(/December 2nd, 2026/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(departure).toBeFocused();
    await expect(departure).toContainText('11/25/2026');

    // Enter on a day picks it and returns focus. Each key waits for the focus it needs: the dialog moves focus onto
    // the selected day after it opens, and a key pressed before that lands elsewhere (a flake on a busy machine).
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusedLabel(page)).toMatch(/November 25th, 2026/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedLabel(page)).toMatch(/November 26th, 2026/);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(departure).toBeFocused();
    await expect(departure).toContainText('11/26/2026');
  });

  test('Enter in an empty field submits: the first field to fix is marked with its hint and focused', async ({ page }) => {
    const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
    const from = panel.getByRole('combobox', { name: 'From' });
    const to = panel.getByRole('combobox', { name: 'To' });
    await tabTo(page, to);
    await page.keyboard.press('Enter');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription('Enter the port or city you leave from.');
    await expect(to).not.toHaveAttribute('aria-invalid');
    await expect(from).toBeFocused();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toContainText('Missing Information');
  });
});

test.describe('/schedules filter', () => {
  test('the filter controls are reached with Tab and changed with the keyboard', async ({ page }) => {
    await page.goto('/schedules');
    await hydrated(page);
    const main = page.getByRole('main');
    const selects = main.locator('select');
    const count = await selects.count();
    if (count === 0) {
      // Before the filter exists: the page's own keyboard stops — every timetable's scroll box is reachable.
      test.info().annotations.push({ type: 'note', description: 'no <select> on /schedules yet: checked the timetable scroll regions only' });
      const regions = main.locator('[data-scroll-region]');
      expect(await regions.count()).toBeGreaterThan(0);
      await tabTo(page, regions.first(), { max: 60 });
      await page.keyboard.press('Tab');
      await expect(regions.nth(1)).toBeFocused();
      return;
    }
    for (let i = 0; i < count; i++) {
      const select = selects.nth(i);
      await tabTo(page, select, { max: 60 });
      await expect(select).toBeFocused();
      const before = await select.inputValue();
      // Chromium changes a focused, closed <select> with the arrow keys (and fires change), like Windows and Linux.
      await page.keyboard.press('ArrowDown');
      await expect(select).not.toHaveValue(before);
      await expect(select).toBeFocused();
      // The filter keeps its state in the address (shareable, works offline): the change shows there too.
      const name = await select.getAttribute('name');
      if (name) await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe(await select.inputValue());
    }
    // The page still answers to the keyboard after the change (no focus lost to <body> by a re-render).
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
  });
});

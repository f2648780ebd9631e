/**
 * Accessibility gate: axe-core with the WCAG 2.0 / 2.1 / 2.2 A and AA rules, plus `target-size`
 * (off by default in axe 4.x), on the states a visitor opens: the mobile menu, the place suggestions, the date
 * dialog, an FAQ answer, an expanded news card, the planner's answers and a filtered timetable; and a few pages at
 * phone width. Every page the build writes is checked as it loads in every-page.spec.ts (one visit per page).
 * 0 violations; a finding is fixed in the component, never by switching a rule off.
 *
 * Each of these states also has to run under the site's CSP without a `securitypolicyviolation`.
 * Contexts come from `browser.newContext()` (axe's frame handling needs a context it may open pages in), with the
 * project's options passed on, so the @mobile tests run at 375 px with touch.
 */
import { expect, test, type Browser, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './support/axe';
import { hydrated, recordCspViolations } from './support/page-health';
import { NOT_FOUND_PATH } from './support/site';
/** A context from browser.newContext() with what the project configures (size, touch, zone, base URL). */
async function openPage(browser: Browser, info: TestInfo, extra: BrowserContextOptions = {}): Promise<Page> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    ...extra,
  });
  const page = await context.newPage();
  cspViolations.set(page, await recordCspViolations(page));
  return page;
}

const cspViolations = new WeakMap<Page, () => Promise<string[]>>();

/** Every state checked here is also one the site's CSP must allow: no securitypolicyviolation, then close. */
async function done(page: Page): Promise<void> {
  expect(await cspViolations.get(page)!(), 'CSP violations').toEqual([]);
  await page.context().close();
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
  await hydrated(page);
}

test.describe('axe on the open states', () => {
  test('mobile menu open at 375 px', async ({ browser }, info) => {
    const page = await openPage(browser, info, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.locator('#site-menu')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await done(page);
  });

  test('place suggestion list open on /book-tickets', async ({ browser }, info) => {
    const page = await openPage(browser, info);
    await visit(page, '/book-tickets');
    const from = page.getByRole('combobox', { name: 'From' });
    await from.fill('an');
    await expect(from).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox', { name: 'From suggestions' })).toBeVisible();
    await page.keyboard.press('ArrowDown'); // an active option too
    expect(await axeViolations(page)).toEqual([]);
    await done(page);
  });

  test('date picker dialog open', async ({ browser }, info) => {
    const page = await openPage(browser, info);
    await visit(page, '/book-tickets');
    const departure = page.getByRole('button', { name: /^Departure/ });
    await expect(departure).toContainText(/\d{2}\/\d{2}\/\d{4}/); // the browser-only default is set: hydrated
    await departure.click();
    await expect(page.getByRole('dialog', { name: 'Choose departure date' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await done(page);
  });

  test('an FAQ answer open', async ({ browser }, info) => {
    const page = await openPage(browser, info);
    await visit(page, '/faq');
    const question = page.getByRole('main').locator('details').first();
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.locator('summary + *')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await done(page);
  });

  test("a news card expanded with 'Read Article'", async ({ browser }, info) => {
    const page = await openPage(browser, info);
    await visit(page, '/news');
    const card = page.getByRole('main').locator('details').first();
    await card.locator('summary').click();
    await expect(card.locator('summary')).toHaveText('Show Less', { useInnerText: true });
    await expect(card.locator('summary + *')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await done(page);
  });

  // The planner's answers (rendered after hydration): a journey with its legs, Book Tickets and "Add to calendar",
  // and the answer for a return no timetable covers, with its phone link.
  for (const path of ['/planner?from=manila&to=el-nido', '/planner?from=Cebu&to=Manila']) {
    test(`planner answer: ${path}`, async ({ browser }, info) => {
      const page = await openPage(browser, info);
      await visit(page, path);
      await expect(page.getByTestId('plan-status')).not.toHaveText('');
      expect(await axeViolations(page)).toEqual([]);
      await done(page);
    });
  }

  test('a filtered timetable: /schedules?from=batangas&day=fri', async ({ browser }, info) => {
    const page = await openPage(browser, info);
    await visit(page, '/schedules?from=batangas&day=fri');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await done(page);
  });
});

test.describe('axe at phone width @mobile', () => {
  for (const path of ['/', '/book-tickets', '/schedules', '/destinations/cebu', '/news/fleet-modernization', NOT_FOUND_PATH]) {
    test(`${path} at 375 px: 0 violations`, async ({ browser }, info) => {
      test.skip(info.project.name !== 'mobile', 'the desktop project checks every page above');
      const page = await openPage(browser, info);
      await visit(page, path);
      expect(await axeViolations(page)).toEqual([]);
      await done(page);
    });
  }
});

/**
 * Travel advisories in real Chromium with a fixed clock: the banner shows an advisory only while it is in
 * force, decided in the browser from the current time by the page runtime, and the pre-rendered HTML never shows one
 * (a site built last week must not show an expired advisory, nor flash it before the script runs): it carries each
 * advisory hidden.
 *
 * The live data ships no advisory, so the fixture advisory (Batangas, tests/fixtures/advisories/example.yaml) is put
 * into the pages the built site serves (e2e/support/advisory-fixture.ts).
 */
import { expect, test } from '@playwright/test';
import { fixtureAdvisory, serveWithFixtureAdvisory } from './support/advisory-fixture';
import { graph } from './support/graph';
import { hydrated, watchPage } from './support/page-health';

const advisory = fixtureAdvisory;
test.beforeEach(async ({ page }) => serveWithFixtureAdvisory(page));

const from = new Date(advisory.from).getTime();
const until = new Date(advisory.until).getTime();
const HOUR = 3_600_000;
const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Travel advisories' });

test('before it starts, no advisory is shown', async ({ page }) => {
  await page.clock.setFixedTime(new Date(from - HOUR));
  const health = watchPage(page);
  await page.goto('/');
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByText(advisory.title)).toBeHidden();
  expect(health.problems()).toEqual([]);
});

test('while it is in force, every page shows it in a banner with its end time in PST and its source', async ({ page }) => {
  await page.clock.setFixedTime(new Date(from + HOUR));
  const health = watchPage(page);
  for (const path of ['/', '/schedules', '/faq']) {
    await page.goto(path);
    await hydrated(page);
    await expect(banner(page)).toContainText(advisory.title);
    await expect(banner(page)).toContainText(advisory.message);
    await expect(banner(page)).toContainText(`Source: ${advisory.source}`);
    await expect(banner(page)).toContainText(/Until \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M PST/);
  }
  expect(health.problems()).toEqual([]);
});

test("the affected destination page shows it beside its timetables, and marks the rows; others don't", async ({ page }) => {
  const destination = graph.destinations.find((d) => d.port === 'batangas');
  test.skip(!destination, 'no destination page for Batangas');
  await page.clock.setFixedTime(new Date(from + HOUR));
  await page.goto(`/destinations/${destination!.slug}`);
  await hydrated(page);
  await expect(page.getByRole('main').getByTestId('advisories').first()).toContainText(advisory.title);
  await expect(page.getByRole('main').locator('tbody tr').filter({ hasText: 'Advisory' }).first()).toBeVisible();

  // A page none of whose tables touches Batangas.
  const touches = (d: (typeof graph.destinations)[number]) => d.schedules.flatMap((s) => s.timetables)
    .some((id) => graph.routes.some((t) => (t.id === id || t.sourceTimetables.includes(id)) && (t.from === 'batangas' || t.to === 'batangas')));
  const elsewhere = graph.destinations.find((d) => d.port !== 'batangas' && !touches(d))!;
  await page.goto(`/destinations/${elsewhere.slug}`);
  await hydrated(page);
  await expect(banner(page)).toContainText(advisory.title); // the site-wide banner is on every page …
  await expect(page.getByRole('main').getByTestId('advisories')).toHaveCount(0); // … but not beside that page's tables
});

test('after it ends, it is gone', async ({ page }) => {
  await page.clock.setFixedTime(new Date(until + HOUR));
  await page.goto('/');
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
});

test('an advisory that ends while the page is open disappears without a reload', async ({ page }) => {
  await page.clock.install({ time: new Date(until - 2 * 60_000) });
  await page.goto('/');
  await expect(banner(page)).toContainText(advisory.title);
  await page.clock.fastForward(3 * 60_000);
  await expect(banner(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the pre-rendered page shows no advisory (it would go stale in the HTML), whatever the clock', async ({ page }) => {
    await page.clock.setFixedTime(new Date(from + HOUR));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText(advisory.title)).toBeHidden();
  });
});

/**
 * The /schedules filter, next sailings and advisories beside the timetables, in real Chromium against the built site.
 * The clock is fixed at 2026-11-22T17:30:00Z: Monday 23 Nov 01:30 in Manila, but still Sunday in the
 * browser's own zone (Los Angeles), so "Today" and every date prove they are computed in Asia/Manila.
 */
import { expect, test, type Page } from '@playwright/test';
import { graph } from './support/graph';
import { arrivalPatterns } from '../src/site/format/arrival';
import { hydrated, watchPage, scrollIntoView } from './support/page-health';
import { fixtureAdvisory, serveWithFixtureAdvisory } from './support/advisory-fixture';

const IDS = graph.schedules.groups.flatMap((g) => g.timetables);
const LISTED = graph.routes.filter((t) => IDS.includes(t.id));
/**
 * Table rows: a row whose arrival window crosses midnight shows one row per departure day; a route
 * known only by its fare shows one row saying its days are not published.
 */
const SAILING_LINES = LISTED.reduce((n, t) => n + t.rows.reduce((m, r) => m + Math.max(1, arrivalPatterns(r).length), 0), 0);
const TABLE_ROWS = SAILING_LINES + LISTED.filter((t) => !t.daysPublished).length;
/** The count counts what the tables show: every line of a sailing (not a route's "days not published" line). */
const ALL_ROWS = SAILING_LINES;
const NOW = new Date('2026-11-22T17:30:00Z');

test.use({ timezoneId: 'America/Los_Angeles' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

function ui(page: Page) {
  const form = page.getByRole('search', { name: 'Filter schedules' });
  return {
    day: form.getByLabel('Day', { exact: true }),
    from: form.getByLabel('From', { exact: true }),
    to: form.getByLabel('To', { exact: true }),
    count: page.getByRole('status').filter({ hasText: /sailing/ }),
    // The filter hides what does not match (the pre-rendered tables are never re-rendered).
    tables: page.locator('main table:visible'),
    rows: page.locator('main table tbody tr:visible'),
    section: (id: string) => page.locator(`section[id="${id}"]`),
  };
}

/**
 * Each route's next sailing is an island started when it comes near the screen: scroll to it, as a
 * traveller would.
 */
async function reveal(page: Page, id: string) {
  await scrollIntoView(page.locator(`section[id="${id}"]`));
}

/** Waits for hydration and for the filter to be enabled (it is pre-rendered disabled). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const u = ui(page);
  await expect(u.day).toBeEnabled();
  return u;
}

test('day and port filter the rows at once, the count is announced politely, the URL follows', async ({ page }) => {
  const health = watchPage(page);
  const u = await open(page, '/schedules');
  await expect(u.count).toHaveText(`All ${ALL_ROWS} sailings`);
  await expect(u.count).toHaveAttribute('aria-live', 'polite');
  await expect(u.tables).toHaveCount(IDS.length);

  await u.day.selectOption({ label: 'Friday' });
  await u.from.selectOption({ label: 'Batangas Port' });
  await expect(page).toHaveURL(/\/schedules\?from=batangas&day=fri$/);

  // Batangas on Fridays: the Caticlan boats (two rows), Odiongan (9:00 PM on its page, 10:00 PM on the hub overview:
  // both, unconfirmed), Puerto Galera and Puerto Princesa.
  await expect(u.count).toHaveText('6 sailings match');
  await expect(u.rows).toHaveCount(6);
  await expect(u.section('batangas-odiongan').locator('tbody tr[data-unconfirmed]:visible')).toHaveCount(2);
  for (const day of await u.rows.locator('th').allTextContents()) expect(day).toMatch(/Daily|Fri/);
  await expect(u.section('manila-cebu')).toBeHidden();
  await expect(u.section('batangas-caticlan').locator('tbody tr:visible')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Manila Routes' })).toHaveCount(0);

  await u.to.selectOption({ label: 'Caticlan Jetty Port (Boracay)' });
  await expect(page).toHaveURL(/\?from=batangas&to=caticlan&day=fri$/);
  await expect(u.count).toHaveText('2 sailings match');
  expect(health.problems()).toEqual([]);
});

test('reload and the back button restore the filter', async ({ page }) => {
  const u = await open(page, '/schedules');
  await u.day.selectOption({ label: 'Friday' });
  await expect(page).toHaveURL(/day=fri$/);
  await u.from.selectOption({ label: 'Batangas Port' });
  await expect(u.count).toHaveText('6 sailings match');

  await page.reload();
  await hydrated(page);
  await expect(u.count).toHaveText('6 sailings match');
  await expect(u.day).toHaveValue('fri');
  await expect(u.from).toHaveValue('batangas');

  await page.goBack();
  await expect(page).toHaveURL(/\/schedules\?day=fri$/);
  await expect(u.from).toHaveValue('');
  await expect(u.day).toHaveValue('fri');
  await expect(u.count).not.toHaveText('6 sailings match');
  await expect(u.count).toHaveText(/^\d+ sailings match$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/schedules$/);
  await expect(u.count).toHaveText(`All ${ALL_ROWS} sailings`);
  await expect(u.tables).toHaveCount(IDS.length);

  await page.goForward();
  await expect(u.day).toHaveValue('fri');
});

test('offline, the filter still answers and the URL still follows, without refetching page data', async ({ page, context }) => {
  const u = await open(page, '/schedules');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await context.setOffline(true);
  await u.day.selectOption({ label: 'Friday' });
  await u.from.selectOption({ label: 'Batangas Port' });
  await expect(page).toHaveURL(/\/schedules\?from=batangas&day=fri$/);
  await expect(u.count).toHaveText('6 sailings match');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(graph.pages.schedules.heading);
  expect(requests.filter((url) => /static-loader-data|\.json$/.test(url))).toEqual([]);
});

test('a shared link restores the filter; "Today" is the Manila day, not the browser’s', async ({ page }) => {
  const health = watchPage(page);
  const u = await open(page, '/schedules?from=batangas&to=caticlan&day=today');
  await expect(u.day).toHaveValue('today');
  // Monday in Manila (it is still Sunday in Los Angeles).
  await expect(u.day.locator('option[value="today"]')).toHaveText('Today (Mon)');
  await expect(u.count).toHaveText('2 sailings match');
  await expect(u.section('batangas-caticlan').locator('tbody tr:visible')).toHaveCount(2);
  await expect(u.tables).toHaveCount(1);
  expect(health.problems()).toEqual([]);
});

test('a shared link whose fragment is not valid percent-encoding is filtered all the same, and nothing throws', async ({ page }) => {
  const health = watchPage(page);
  const u = await open(page, '/schedules?from=batangas&to=caticlan&day=today#%E0%A4%A');
  await expect(u.count).toHaveText('2 sailings match');
  await expect(u.tables).toHaveCount(1);
  expect(health.problems()).toEqual([]);
});

test('no match: it says so plainly and offers to clear the filter or try the planner', async ({ page }) => {
  // Coron → Manila sails on Thursdays only.
  const u = await open(page, '/schedules?from=coron&to=manila&day=mon');
  await expect(u.count).toHaveText('No sailings match');
  const empty = page.getByTestId('no-match');
  await expect(empty).toContainText('No sailings match these choices.');
  await expect(empty.getByRole('link', { name: 'Open the trip planner' })).toHaveAttribute('href', '/planner?from=coron&to=manila&day=mon');
  await expect(u.tables).toHaveCount(0);
  await empty.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(page).toHaveURL(/\/schedules$/);
  await expect(u.tables).toHaveCount(IDS.length);
  await expect(u.from).toHaveValue('');
});

test('a route known only by its fare: filtered by its ports, it says its days are not published and where to ask', async ({ page }) => {
  const u = await open(page, '/schedules?from=odiongan&to=caticlan');
  await expect(u.count).toHaveText('No sailings match');
  await expect(page.getByTestId('undated-match')).toHaveText('Days not published for Odiongan Port → Caticlan Jetty Port (Boracay): ask at the port.');
  await expect(page.getByTestId('no-match')).toHaveCount(0);
  await expect(u.section('odiongan-caticlan').locator('tbody')).toContainText('Days not published — ask at the ticket office at Odiongan Port.');
});

test('each route shows its next sailing in PST with the real date and how far away it is', async ({ page }) => {
  const u = await open(page, '/schedules');
  // Batangas → Odiongan: the hub overview's Monday 10:00 PM is the next one, unconfirmed (the Odiongan page lists others).
  await reveal(page, 'batangas-odiongan');
  await expect(u.section('batangas-odiongan').getByTestId('next-sailing'))
    .toHaveText('Next sailing: Mon 23 Nov, 10:00 PM PST — today Unconfirmed, arrives Tue 24 Nov, 7:00 AM (+1 day, estimated) · Add to calendar');
  await reveal(page, 'coron-manila');
  await expect(u.section('coron-manila').getByTestId('next-sailing'))
    .toHaveText('Next sailing: Thu 26 Nov, 4:30 PM PST — in 3 days, arrives Fri 27 Nov, 5:30 AM (+1 day) · Add to calendar');
  // The calendar export is a button in the line (e2e/calendar.spec.ts downloads it).
  await expect(u.section('coron-manila').getByRole('button', { name: 'Add to calendar: next sailing Coron → Manila, Thu 26 Nov' })).toBeVisible();
  await reveal(page, 'manila-cebu');
  await expect(u.section('manila-cebu').getByTestId('next-sailing')).toContainText('Mon 23 Nov, 8:00 PM PST — today');
  // Every route with published days has one (Odiongan → Caticlan's are not published), shown as it comes near.
  for (const t of LISTED) await reveal(page, t.id);
  await expect(page.getByTestId('next-sailing')).toHaveCount(LISTED.filter((t) => t.daysPublished).length);
  // The planner is one click away, from the intro.
  await expect(page.getByTestId('intro-link').getByRole('link')).toHaveAttribute('href', '/planner');
});

test('an advisory in force sits beside the timetables it concerns and marks their rows', async ({ page }) => {
  const advisory = fixtureAdvisory;
  await serveWithFixtureAdvisory(page);
  await page.clock.setFixedTime(new Date(Date.parse(advisory.from) + 3_600_000));
  const health = watchPage(page);
  const u = await open(page, '/schedules');
  const caticlan = u.section('batangas-caticlan');
  await reveal(page, 'batangas-caticlan');
  await expect(caticlan.getByTestId('advisories')).toContainText(advisory.title);
  await expect(caticlan.locator('tbody tr').first().locator('th')).toContainText('Advisory');
  await expect(caticlan.locator('tbody tr').first().locator('th .sr-only')).toContainText(advisory.title);
  // A route that touches neither the port nor the timetable list shows neither.
  await expect(u.section('manila-cebu').getByTestId('advisories')).toHaveCount(0);
  await expect(u.section('manila-cebu').locator('tbody th').filter({ hasText: 'Advisory' })).toHaveCount(0);
  expect(health.problems()).toEqual([]);
});

test('destination pages list their next sailings to and from the port', async ({ page }) => {
  const health = watchPage(page);
  await page.goto('/destinations/el-nido');
  await hydrated(page);
  const next = page.getByTestId('next-sailings');
  await expect(next.getByRole('heading', { name: 'Next sailings to El Nido' })).toBeVisible();
  await expect(next).toContainText('From Puerto Princesa Port');
  // The road has no fixed departure time: its stated hours, never an invented time.
  await expect(next).toContainText('Mon 23 Nov, between 5:00 AM and 6:00 PM PST (no fixed departure time) — today');
  await expect(next.getByRole('heading', { name: 'Next sailings from El Nido' }).locator('..')).toContainText('No timetable is published for trips from El Nido.');
  await page.goto('/destinations/cebu');
  await expect(page.getByTestId('next-sailings')).toContainText('Mon 23 Nov, 8:00 PM PST — today');
  expect(health.problems()).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a filtered link still shows the full timetable, and says the filter needs JavaScript', async ({ page }) => {
    await page.goto('/schedules?from=batangas&day=fri');
    const u = ui(page);
    await expect(u.tables).toHaveCount(IDS.length);
    await expect(u.rows).toHaveCount(TABLE_ROWS);
    await expect(u.day).toBeDisabled();
    // Playwright's no-JS mode still parses <noscript> as with scripting on, so the markup is checked, not visibility.
    expect(await page.content()).toMatch(/<noscript>.*The filter needs JavaScript\. Every sailing is listed below\./);
    await expect(page.getByTestId('next-sailing')).toHaveCount(0);
  });
});

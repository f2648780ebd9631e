/**
 * The trip planner (/planner) in real Chromium against the built site. The clock is fixed at
 * 2026-11-22T17:30:00Z — Monday 23 Nov 01:30 in Manila, still Sunday in the browser's zone (Los Angeles) — so every
 * date on the page must come from Asia/Manila.
 */
import { expect, test, type Page } from '@playwright/test';
import { graph } from './support/graph';
import { hydrated, watchPage } from './support/page-health';

const NOW = new Date('2026-11-22T17:30:00Z');

test.use({ timezoneId: 'America/Los_Angeles' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

function ui(page: Page) {
  const form = page.getByRole('search', { name: 'Plan a trip' });
  return {
    from: form.getByLabel('From', { exact: true }),
    to: form.getByLabel('To', { exact: true }),
    day: form.getByLabel('Day', { exact: true }),
    submit: form.getByRole('button', { name: 'Plan trip' }),
    status: page.getByTestId('plan-status'),
    journeys: page.getByTestId('journey'),
    direct: page.getByTestId('direct-sailing'),
  };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const u = ui(page);
  await expect(u.submit).toBeEnabled();
  return u;
}

test('Manila → El Nido (a shared link): a connection with each leg, the wait, the total and prefilled Book Tickets', async ({ page }) => {
  const health = watchPage(page);
  const u = await open(page, '/planner?from=manila&to=el-nido&day=mon');
  // Port ids in the link show as the ports' labels (one name per place).
  await expect(u.from).toHaveValue('Manila North Harbor');
  await expect(u.to).toHaveValue('El Nido');
  await expect(u.day).toHaveValue('mon');
  await expect(u.status).toHaveText('Found 0 direct sailings and 2 connections.');
  await expect(u.status).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('heading', { name: 'Direct sailings' })).toBeVisible();
  await expect(page.getByText('No direct sailing between Manila North Harbor and El Nido.')).toBeVisible();

  const first = u.journeys.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('Option 1: via Puerto Princesa Port');
  // The road leg's 5–6 h make the total a range.
  await expect(first.getByTestId('journey-summary'))
    .toHaveText('Manila North Harbor → Puerto Princesa Port → El Nido · 1 change · Total 1 day 14 h – 1 day 15 h (incl. 7 h waiting)');
  const legs = first.getByTestId('leg');
  await expect(legs).toHaveCount(2);
  await expect(legs.nth(0)).toContainText('FerryManila North Harbor → Puerto Princesa Port');
  await expect(legs.nth(0)).toContainText('Departs Mon 23 Nov, 8:00 PM PST');
  // One stated travel time (26 h): one arrival, said to be estimated, never "about".
  await expect(legs.nth(0)).toContainText('Arrives Tue 24 Nov, 10:00 PM (+1 day, estimated) · 1 day 2 h');
  // Landing at 10 PM, the traveller takes the road in its stated hours the next morning, not at a computed midnight.
  await expect(first.getByTestId('wait')).toHaveText('Wait 7 h in Puerto Princesa Port');
  await expect(legs.nth(1)).toContainText('By roadPuerto Princesa Port → El Nido');
  await expect(legs.nth(1)).toContainText('Departs Wed 25 Nov, between 5:00 AM and 6:00 PM PST (no fixed departure time)');
  await expect(legs.nth(1)).toContainText('Arrives 5–6 h after you leave (leaving at 5:00 AM: between Wed 25 Nov, 10:00 AM and 11:00 AM PST)');
  await expect(first).not.toContainText('12:00 AM');
  // A sea leg can be booked, with its date; the road leg cannot.
  const book = legs.nth(0).getByRole('link', { name: 'Book Tickets: Manila North Harbor to Puerto Princesa Port' });
  await expect(book).toHaveAttribute('href', '/book-tickets?from=Manila&to=Puerto+Princesa&date=2026-11-23');
  await expect(legs.nth(1).getByRole('link', { name: /Book Tickets/ })).toHaveCount(0);

  // The second option goes by bus to Batangas first: two changes.
  await expect(u.journeys.nth(1).getByTestId('journey-summary')).toContainText('Manila North Harbor → Batangas Port → Puerto Princesa Port → El Nido · 2 changes');

  // Book Tickets opens the search panel with the leg's ports filled in.
  await book.click();
  await expect(page).toHaveURL(/\/book-tickets\?from=Manila&to=Puerto\+Princesa&date=2026-11-23$/);
  const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
  await expect(panel.getByRole('combobox', { name: 'From' })).toHaveValue('Manila');
  await expect(panel.getByRole('combobox', { name: 'To' })).toHaveValue('Puerto Princesa');
  expect(health.problems()).toEqual([]);
});

test('the traveller’s words (Boracay) resolve; direct sailings come first; the URL, reload and back keep the question', async ({ page }) => {
  const u = await open(page, '/planner');
  await expect(u.status).toHaveText('');
  await u.from.fill('Batangas');
  await u.to.fill('Boracay');
  await u.submit.click();
  await expect(page).toHaveURL(/\/planner\?from=Batangas&to=Boracay$/);
  await expect(u.direct).toHaveCount(3);
  await expect(u.direct.first()).toContainText('Ferry: Batangas Port → Caticlan Jetty Port (Boracay)');
  await expect(u.direct.first()).toContainText('Departs Mon 23 Nov, 11:30 PM PST — today');
  await expect(u.direct.first().getByRole('link', { name: /Book Tickets/ })).toHaveAttribute('href', '/book-tickets?from=Batangas&to=Caticlan&date=2026-11-23');

  await u.to.fill('Bohol');
  await u.day.selectOption({ label: 'Saturday' });
  await u.submit.click();
  await expect(page).toHaveURL(/\?from=Batangas&to=Bohol&day=sat$/);
  await expect(u.direct.first()).toContainText('Ferry: Batangas Port → Tagbilaran Port (Bohol)');
  await expect(u.direct.first()).toContainText('Sat 28 Nov');

  await page.reload();
  await hydrated(page);
  await expect(u.to).toHaveValue('Bohol');
  await expect(u.direct.first()).toContainText('Sat 28 Nov');

  await page.goBack();
  await expect(page).toHaveURL(/\?from=Batangas&to=Boracay$/);
  await expect(u.to).toHaveValue('Boracay');
  await expect(u.direct.first()).toContainText('Batangas Port → Caticlan Jetty Port (Boracay)');
});

test('unknown words and places with no ferry are answered in plain words', async ({ page }) => {
  const u = await open(page, '/planner?from=Atlantis&to=Cebu');
  await expect(page.getByTestId('plan-problem')).toHaveText('We don\'t know "Atlantis". Try a town, island or port, e.g. from the suggestions.');
  await expect(u.status).toHaveText('No trips found.');
  await u.from.fill('Manila');
  await u.to.fill('Siargao');
  await u.submit.click();
  await expect(page.getByTestId('plan-problem')).toHaveText('"Siargao" has no ferry in our timetables yet.');
});

test('the engine loads with the first question: the empty page fetches none of it, a failed download says so and the next try works', async ({ page }) => {
  const engine: string[] = [];
  let failNext = true;
  await page.route(/\/assets\/(plan|timetables)-[\w-]+\.js$/, async (route) => {
    engine.push(new URL(route.request().url()).pathname);
    if (failNext) await route.abort();
    else await route.continue();
  });
  const u = await open(page, '/planner');
  expect(engine).toEqual([]);
  await u.from.fill('Manila');
  await u.to.fill('Cebu');
  await u.submit.click();
  await expect(u.status).toHaveText('The planner could not be loaded. Check your connection and try again.');
  failNext = false;
  await u.submit.click();
  await expect(u.status).toHaveText(/^Found [1-9]\d* direct sailings? and \d+ connections?\.$/);
  await expect(u.direct.first()).toBeVisible();
});

test('a return the operator does not publish (Cebu → Manila): said plainly, with the published direction and whom to ask', async ({ page }) => {
  const u = await open(page, '/planner?from=Cebu&to=Manila');
  await expect(u.status).toHaveText('No trips found.');
  const answer = page.getByTestId('plan-problem');
  await expect(answer).toContainText('No timetable is published for Cebu Port → Manila North Harbor.');
  await expect(answer).toContainText('The operator publishes Manila North Harbor → Cebu Port only, not the trip back');
  await expect(answer).toContainText('ask at the ticket office at Cebu Port before you travel');
  await expect(answer.getByRole('link', { name: graph.site.phone.display })).toHaveAttribute('href', `tel:${graph.site.phone.tel}`);
  await expect(answer.getByRole('link', { name: 'Ferry Schedules' })).toHaveAttribute('href', '/schedules');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is pre-rendered with the form and what the planner does, and points to the schedules', async ({ page }) => {
    await page.goto('/planner?from=manila&to=el-nido');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trip Planner');
    await expect(page.getByRole('search', { name: 'Plan a trip' })).toBeVisible();
    await expect(page.locator('main')).toContainText('with up to 2 changes and at least 2 h to change');
    // Playwright's no-JS mode still parses <noscript> as with scripting on, so the markup is checked, not visibility.
    expect(await page.content()).toMatch(/<noscript>.*needs JavaScript.*Ferry Schedules/);
    await expect(page.getByTestId('journey')).toHaveCount(0);
  });
});

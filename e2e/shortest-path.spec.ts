/**
 * The traveller's shortest path, in a 375 × 812 touch viewport with the clock at Mon 23 Nov 2026, 07:30
 * Manila (so "this Friday" is 27 Nov whatever day the suite runs). Every tap and every text entry or choice goes
 * through `act`, which counts it: the first test fails when the path needs more than six.
 *
 * Also here: links that name a route open /schedules with it selected, the home search answers with the planner
 * without JavaScript, dated next sailings with fare and booking link and the panel reading the date, arrival wording
 * and one name per place.
 */
import { formatPesoRange } from '../src/graph/money';
import { expect, test, type Page } from '@playwright/test';
import { graph } from './support/graph';
import { BOOKING_HOST, counter, handOff, label, onTravellersPhone } from './support/traveller';
import { hydrated, watchPage } from './support/page-health';

/** Mon 23 Nov 2026, 07:30 in Manila. */
const NOW = new Date('2026-11-22T23:30:00Z');

onTravellersPhone(NOW);

function inViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}

test('home → hand-off for Batangas → Caticlan, this Friday, 2 people, in at most 6 actions', async ({ context, page }) => {
  const health = watchPage(page);
  const taps = counter();
  const { act } = taps;
  await page.goto('/');
  await hydrated(page);

  // 1. The popular route card opens /schedules with the route selected, scrolled to its section.
  await act(() => page.getByRole('link', { name: 'View Schedule: Batangas to Caticlan (Boracay)' }).tap());
  await expect(page).toHaveURL(/\/schedules\?from=batangas&to=caticlan#batangas-caticlan$/);
  const form = page.getByRole('search', { name: 'Filter schedules' });
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('batangas');
  await expect(form.getByLabel('To', { exact: true })).toHaveValue('caticlan');
  const section = page.locator('section[id="batangas-caticlan"]');
  await expect.poll(() => inViewport(page, 'section[id="batangas-caticlan"]')).toBe(true);
  const fare = graph.routes.find((t) => t.id === 'batangas-caticlan')!.fare!;
  expect(fare.disputed).toBe(false);
  await expect(section.getByTestId('route-fare')).toContainText(`Fare: ${formatPesoRange(fare.disputed ? fare.options[0]!.value : fare.value)}`);

  // 2. This Friday: the next sailing on that day, with its date and the small-hours note.
  await act(() => form.getByLabel('Day', { exact: true }).selectOption({ label: 'Friday' }));
  await expect(section.getByTestId('next-sailing')).toContainText('Fri 27 Nov, 12:30 AM PST (be at the port Thursday night) — in 4 days');
  await expect(section.getByTestId('next-sailing')).toContainText('arrives Fri 27 Nov between 8:30 AM and 9:30 AM');

  // 3. Book Tickets carries from, to and Friday's date to the panel.
  const book = section.getByRole('link', { name: /^Book Tickets/ });
  await expect(book).toHaveAttribute('href', '/book-tickets?from=Batangas&to=Caticlan&date=2026-11-27');
  await act(() => book.tap());
  const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
  await expect(panel.getByRole('button', { name: /^Departure/ })).toContainText('11/27/2026');
  await expect(panel.getByRole('combobox', { name: 'From' })).toHaveValue('Batangas');
  await expect(panel.getByRole('combobox', { name: 'To' })).toHaveValue('Caticlan');

  // 4. Two people.
  await act(() => panel.getByLabel('People').selectOption('2'));

  // 5. The hand-off, with Friday's date.
  const url = await act(() => handOff(context, () => panel.getByRole('button', { name: 'Book Tickets' }).tap()));
  expect(url.host).toBe(BOOKING_HOST);
  expect(url.pathname).toBe('/en/travel/batangas/caticlan');
  expect(url.searchParams.get('date')).toBe('2026-11-27');
  expect(url.searchParams.get('people')).toBe('2');

  expect(taps.count).toBeLessThanOrEqual(6);
  test.info().annotations.push({ type: 'taps', description: `${taps.count} actions from the home page to the hand-off` });
  expect(health.problems()).toEqual([]);
});

test('the home search answers with the planner, and works without JavaScript', async ({ browser, page }) => {
  const taps = counter();
  const { act } = taps;
  await page.goto('/');
  await hydrated(page);
  const search = page.getByRole('search', { name: 'When does it sail?' });
  await act(() => search.getByLabel('From').selectOption({ label: label('batangas') }));
  await act(() => search.getByLabel('To').selectOption({ label: label('caticlan') }));
  await act(() => search.getByLabel('Day').selectOption({ label: 'Friday' }));
  await act(() => search.getByRole('button', { name: 'Find sailings' }).tap());
  await expect(page).toHaveURL(/\/planner\?from=batangas&to=caticlan&day=fri$/);
  // The planner's fields show the ports' labels, and its answer is Friday's sailings.
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(label('batangas'));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(label('caticlan'));
  await expect(page.getByTestId('direct-sailing').first()).toContainText('Departs Fri 27 Nov, 12:30 AM PST (be at the port Thursday night)');
  await expect(page.getByTestId('direct-sailing').first()).toContainText('Arrives Fri 27 Nov between 8:30 AM and 9:30 AM');
  expect(taps.count).toBe(4);

  // Without JavaScript the pre-rendered form still submits the same question.
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const plain = await noJs.newPage();
  await plain.goto(new URL('/', page.url()).href);
  const form = plain.getByRole('search', { name: 'When does it sail?' });
  await form.getByLabel('From').selectOption('batangas');
  await form.getByLabel('To').selectOption('caticlan');
  await form.getByLabel('Day').selectOption('fri');
  await form.getByRole('button', { name: 'Find sailings' }).click();
  await expect(plain).toHaveURL(/\/planner\?from=batangas&to=caticlan&day=fri$/);
  await noJs.close();
});

test('links that name a route open /schedules with it selected: /ports, /routes, the home cards', async ({ page }) => {
  await page.goto('/ports');
  const manila = page.locator('#port-manila');
  const cebuLink = manila.getByRole('link', { name: `Schedule from Manila North Harbor to ${label('cebu')}` });
  await expect(cebuLink).toHaveAttribute('href', '/schedules?from=manila&to=cebu#manila-cebu');
  await expect(manila.getByRole('link', { name: new RegExp(`to ${label('nasipit').replace(/[()]/g, '\\$&')}$`) }))
    .toHaveAttribute('href', '/schedules?from=manila&to=nasipit#manila-nasipit');
  await cebuLink.tap();
  await hydrated(page);
  const form = page.getByRole('search', { name: 'Filter schedules' });
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('manila');
  await expect(page.getByTestId('match-count')).toHaveText('1 sailing matches');
  await expect.poll(() => inViewport(page, 'section[id="manila-cebu"]')).toBe(true);

  // A port card's route that has no timetable in that direction keeps both ports: nothing else is shown for it.
  await page.goto('/schedules?from=cebu&to=manila');
  await hydrated(page);
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('cebu');
  await expect(page.getByTestId('no-match')).toBeVisible();

  await page.goto('/routes');
  await expect(page.getByRole('link', { name: 'View Schedule: Manila to Cebu' })).toHaveAttribute('href', '/schedules?from=manila&to=cebu#manila-cebu');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Schedule: Manila to Cebu' })).toHaveAttribute('href', '/schedules?from=manila&to=cebu#manila-cebu');
});

test('the planner is linked from the /schedules and /routes intros, destination pages and the footer', async ({ page }) => {
  await page.goto('/schedules');
  await expect(page.getByTestId('intro-link').getByRole('link')).toHaveAttribute('href', '/planner');
  await page.goto('/schedules?from=batangas&to=caticlan&day=fri');
  await hydrated(page);
  await expect(page.getByTestId('intro-link').getByRole('link')).toHaveAttribute('href', '/planner?from=batangas&to=caticlan&day=fri');
  await page.goto('/routes');
  await expect(page.getByTestId('intro-link').getByRole('link')).toHaveText(graph.pages.routes.plannerLink.label);
  await expect(page.getByTestId('intro-link').getByRole('link')).toHaveAttribute('href', '/planner');
  await page.goto('/destinations/cebu');
  await expect(page.getByTestId('planner-link').getByRole('link')).toHaveAttribute('href', '/planner?to=Cebu');
  const quick = page.getByRole('navigation', { name: 'Quick Links' });
  await expect(quick.getByRole('link', { name: 'Trip Planner' })).toHaveAttribute('href', '/planner');
});

test('a chosen day that is today counts only while a sailing is still ahead; a sooner sailing says where to buy', async ({ page }) => {
  // Monday 07:30: the 12:30 AM boat has gone, the 11:30 PM one is still ahead — but too soon to book online.
  await page.goto('/schedules?from=batangas&to=caticlan&day=mon');
  await hydrated(page);
  const section = page.locator('section[id="batangas-caticlan"]');
  await expect(section.getByTestId('next-sailing')).toContainText('Mon 23 Nov, 11:30 PM PST — today');
  await expect(section.getByTestId('too-soon')).toContainText(`buy at the port's ticket office or call ${graph.site.phone.display}`);
  await expect(section.getByTestId('too-soon').getByRole('link', { name: graph.site.phone.display })).toHaveAttribute('href', `tel:${graph.site.phone.tel}`);
  // The booking link carries the first Monday that online booking takes.
  await expect(section.getByRole('link', { name: /^Book Tickets/ })).toHaveAttribute('href', '/book-tickets?from=Batangas&to=Caticlan&date=2026-11-30');
});

test('the booking panel takes a link\'s date only when it is a real day online booking accepts, and says so', async ({ page }) => {
  const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
  const departure = panel.getByRole('button', { name: /^Departure/ });
  const note = panel.getByTestId('lead-time');

  await page.goto('/book-tickets?from=Batangas&to=Caticlan&date=2026-11-27');
  await expect(departure).toContainText('11/27/2026');
  // Online booking closes two days before a sailing: the rule says when to book, never "opens".
  await expect(note).toContainText('Book online at least 2 days before departure, and up to a year ahead: from Wed 25 Nov to Tue 23 Nov 2027.');
  await expect(note).toContainText(`For a sooner sailing, buy at the port's ticket office or call ${graph.site.phone.display}.`);
  await expect(panel.getByTestId('link-date-note')).toHaveCount(0);

  await page.goto('/book-tickets?from=Batangas&to=Caticlan&date=2026-11-24');
  await expect(departure).toContainText('11/25/2026');
  await expect(panel.getByTestId('link-date-note')).toHaveText(
    'Tue 24 Nov is too soon to book online, so the departure is set to Wed 25 Nov, the earliest date you can book here.');

  // A year ahead at most, and a day of another year is named with its year.
  await page.goto('/book-tickets?from=Batangas&to=Caticlan&date=9999-12-31');
  await expect(departure).toContainText('11/25/2026');
  await expect(panel.getByTestId('link-date-note')).toHaveText(
    'Fri 31 Dec 9999 is more than a year ahead, too far to book online, so the departure is set to Wed 25 Nov; you can book up to Tue 23 Nov 2027.');
  await page.goto('/book-tickets?from=Batangas&to=Caticlan&date=2025-12-20');
  await expect(departure).toContainText('11/25/2026');
  await expect(panel.getByTestId('link-date-note')).toHaveText(
    'Sat 20 Dec 2025 is in the past, so the departure is set to Wed 25 Nov, the earliest date you can book here.');

  for (const bad of ['2026-02-30', '27/11/2026', '<b>x</b>']) {
    await page.goto(`/book-tickets?date=${encodeURIComponent(bad)}`);
    await expect(departure).toContainText('11/25/2026');
    await expect(panel.getByTestId('link-date-note')).toHaveText(
      'The date in your link could not be read, so the departure is set to Wed 25 Nov; change it if you need another day.');
  }
});

test('arrival wording a traveller cannot misread, on /schedules and the planner', async ({ page }) => {
  await page.goto('/schedules');
  await hydrated(page);
  // Cagayan de Oro: one row per departure day, each with its own window, no "or" list of days.
  const cdo = page.locator('section[id="manila-cagayan-de-oro"] tbody tr');
  await expect(cdo).toHaveCount(3);
  await expect(cdo.nth(0)).toContainText('between Tue 10:00 PM and Wed 2:00 AM');
  await expect(cdo.nth(2)).toContainText('between Sun 10:00 PM and Mon 2:00 AM');
  // Iloilo: one sailing at 11 AM or 5:30 PM (which on which day not stated) is one row, marked Unconfirmed, arriving
  // in a window from the first time plus 16 h to the last plus 28 h — a window, never "about".
  const iloilo = page.locator('section[id="manila-iloilo"] tbody tr');
  await expect(iloilo).toHaveCount(1);
  await expect(iloilo).toContainText('11:00 AM or 5:30 PM Unconfirmed');
  await expect(iloilo).toContainText('between 3:00 AM and 9:30 PM');
  const text = await page.getByRole('main').innerText();
  expect(text).not.toMatch(/about \d{1,2}:\d{2}/);
  expect(text).not.toMatch(/Tue, Thu, Sun or Wed, Fri, Mon/);
  // After-midnight departures say when to be at the port.
  await expect(page.locator('section[id="batangas-caticlan"] tbody tr').first()).toContainText('be at the port the night before');
  await expect(page.locator('section[id="batangas-tagbilaran"] tbody tr').first()).toContainText('be at the port Friday night');

  // With Day = Wednesday only Wednesday's Cagayan de Oro row shows.
  await page.goto('/schedules?from=manila&to=cagayan-de-oro&day=wed');
  await hydrated(page);
  // The filter hides the rows that do not match (the pre-rendered table stays, nothing re-renders it).
  const shown = cdo.filter({ visible: true });
  await expect(shown).toHaveCount(1);
  await expect(shown.first()).toContainText('between Thu 10:00 PM and Fri 2:00 AM');
  await expect(page.locator('section[id="manila-cagayan-de-oro"]').getByTestId('next-sailing'))
    .toContainText('Wed 25 Nov, 6:00 PM PST — in 2 days, arrives between Thu 26 Nov, 10:00 PM and Fri 27 Nov, 2:00 AM');
});

test('one name per place: the filter, the table heading and the planner name a port the same way', async ({ page }) => {
  const roxas = label('roxas');
  expect(roxas).toBe('Culasi Port (Roxas)');
  expect(label('nasipit')).toBe('Nasipit Port (Butuan)');
  await page.goto('/schedules');
  await hydrated(page);
  const form = page.getByRole('search', { name: 'Filter schedules' });
  await expect(form.getByLabel('From', { exact: true }).getByRole('option', { name: roxas, exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: `Batangas Port to ${roxas}`, exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: `${roxas} to Batangas Port`, exact: true })).toHaveCount(1);
  await page.goto('/planner?from=roxas&to=batangas');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(roxas);
  await expect(page.getByTestId('direct-sailing').first()).toContainText(`${roxas} → Batangas Port`);
});

/**
 * The booking panel knows the timetable, and every path gives the same answer. Travellers
 * on a 375 × 812 touch phone, the clock at Thu 26 Nov 2026, 09:00 in Manila. Every tap, choice or text entry goes
 * through `act`, which counts it. Expectations come from the graph (.e2e-site/generated/graph.json), not typed figures.
 */
import { expect, test, type Page } from '@playwright/test';
import { graph } from './support/graph';
import { counter, handOff, label, onTravellersPhone } from './support/traveller';
import { axeViolations } from './support/axe';
import { hydrated, watchPage, scrollIntoView } from './support/page-health';

/** Thu 26 Nov 2026, 09:00 in Manila. */
const NOW = new Date('2026-11-26T01:00:00Z');

onTravellersPhone(NOW);

function panelOf(page: Page) {
  const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
  return {
    panel,
    from: panel.getByRole('combobox', { name: 'From' }),
    to: panel.getByRole('combobox', { name: 'To' }),
    roundTrip: panel.getByRole('radio', { name: 'Round trip' }),
    departure: panel.getByRole('button', { name: /^Departure/ }),
    ret: panel.getByRole('button', { name: /^Return/ }),
    people: panel.getByLabel('People'),
    book: panel.getByRole('button', { name: 'Book Tickets' }),
  };
}

test('family to Coron and back: a dated round-trip hand-off in at most 8 taps, the return day without a sailing said', async ({ context, page }) => {
  const health = watchPage(page);
  const taps = counter();
  const { act } = taps;
  await page.goto('/');
  await hydrated(page);
  // 1–2. Destinations (the footer's Quick Links), then Coron.
  await act(() => page.getByRole('contentinfo').getByRole('link', { name: 'Destinations' }).tap());
  await act(() => page.getByRole('link', { name: 'Learn More: Coron' }).tap());
  await hydrated(page);
  // 3. The next Manila → Coron sailing's Book Tickets carries its date: Tue 1 Dec.
  // The next sailings are an island that starts near the screen: the traveller scrolls to their place.
  await scrollIntoView(page.locator('[data-island="next-sailings"]'));
  const next = page.getByTestId('next-sailings');
  await act(() => next.getByRole('link', { name: /^Book Tickets: Manila North Harbor to Coron Port, Tue 1 Dec$/ }).tap());
  const ui = panelOf(page);
  await expect(ui.departure).toContainText('12/01/2026');
  await expect(ui.from).toHaveValue('Manila');
  await expect(ui.to).toHaveValue('Coron');
  // 4. Round trip. 5–6. The return calendar marks Coron → Manila's sailing days; the family picks Sat 5 Dec anyway.
  await act(() => ui.roundTrip.tap());
  await act(() => ui.ret.tap());
  const dialog = page.getByRole('dialog', { name: 'Choose return date' });
  await expect(dialog.getByTestId('sailing-legend')).toHaveText(`Sailing days of ${label('coron')} → ${label('manila')}`);
  await expect(dialog.getByRole('button', { name: /December 3rd, 2026, sailing day/ })).toBeVisible();
  await act(() => dialog.getByRole('button', { name: /December 5th, 2026/ }).tap());
  // The note says so beside the dates, with the days it does sail — a note, not a block.
  await expect(ui.panel.getByTestId('return-note')).toHaveText(`No ${label('coron')} → ${label('manila')} sailing on Sat 5 Dec; sailings on Thursdays.`);
  // Who pays: the family rule the FAQ and the tips state (family-fares.spec.ts), ending with whom to count.
  const family = graph.policies.find((p) => p.id === graph.pages.bookTickets.whoPays)!;
  const last = family.parts.at(-1)!;
  // Its last sentence: a disputed figure's Unconfirmed mark may stand before it (ProseText.tsx withMarks).
  const lastSentence = ('text' in last ? last.text : last.figure).trim().split(/(?<=[.!?])\s+/).at(-1)!;
  await expect(ui.panel.getByTestId('who-pays')).toContainText(lastSentence);
  // 7. Four people: two adults and the children. 8. The hand-off.
  await act(() => ui.people.selectOption('4'));
  const url = await act(() => handOff(context, () => ui.book.tap()));
  expect(url.pathname).toBe('/en/travel/manila/coron');
  expect(Object.fromEntries(url.searchParams)).toEqual({ date: '2026-12-01', people: '4', date2: '2026-12-05' });
  expect(taps.count).toBeLessThanOrEqual(8);
  test.info().annotations.push({ type: 'taps', description: `${taps.count} actions from the home page to the hand-off` });
  expect(health.problems()).toEqual([]);
});

test('a return before the outbound sailing arrives gets a note with both dates', async ({ page }) => {
  await page.goto('/book-tickets?from=Manila&to=Coron&date=2026-12-01');
  await hydrated(page);
  const ui = panelOf(page);
  await ui.roundTrip.tap();
  await ui.ret.tap();
  await page.getByRole('dialog', { name: 'Choose return date' }).getByRole('button', { name: /December 1st, 2026/ }).tap();
  await expect(ui.panel.getByTestId('return-note')).toContainText(
    `The ${label('manila')} → ${label('coron')} sailing of Tue 1 Dec arrives Wed 2 Dec: a return on Tue 1 Dec would leave before you arrive.`);
});

test('Cebu → Manila (no timetable): the /ports chip, the /schedules filter, the planner and the panel give one answer', async ({ page }) => {
  const answer = `No timetable is published for ${label('cebu')} → ${label('manila')}.`;
  // 1. The /ports card's route chip.
  await page.goto('/ports');
  await page.locator('#port-cebu').getByRole('link', { name: `Schedule from Cebu Port to ${label('manila')}` }).tap();
  await hydrated(page);
  await expect(page.getByTestId('no-match')).toContainText(answer);
  await expect(page.getByTestId('no-match').getByRole('link', { name: /trip planner/ })).toHaveAttribute('href', /\/planner\?from=cebu&to=manila/);
  // 2. The /schedules filter: Cebu is in the From list.
  await page.goto('/schedules');
  await hydrated(page);
  const form = page.getByRole('search', { name: 'Filter schedules' });
  await form.getByLabel('From', { exact: true }).selectOption({ label: label('cebu') });
  await form.getByLabel('To', { exact: true }).selectOption({ label: label('manila') });
  await expect(page.getByTestId('no-match')).toContainText(answer);
  // 3. The planner.
  await page.goto('/planner?from=cebu&to=manila');
  await expect(page.getByTestId('plan-problem')).toContainText(answer);
  // 4. The booking panel, before the hand-off, with the phone.
  await page.goto('/book-tickets?from=Cebu&to=Manila');
  await hydrated(page);
  const panel = panelOf(page).panel;
  await expect(panel.getByTestId('not-published')).toContainText(answer);
  await expect(panel.getByTestId('not-published')).toContainText(graph.site.phone.display);
  // The panel links the planner ("Not sure which day?") after its Book Tickets button.
  await expect(panel.getByTestId('panel-planner-link').getByRole('link')).toHaveAttribute('href', '/planner?from=Cebu&to=Manila');
});

test('backpacker: the planner offers Batangas → Odiongan → Caticlan, the Odiongan leg\'s days marked not published', async ({ page }) => {
  await page.goto('/planner');
  await hydrated(page);
  await page.getByLabel('From', { exact: true }).fill('Batangas');
  await page.getByLabel('To', { exact: true }).fill('Caticlan');
  await page.getByRole('button', { name: 'Plan trip' }).tap();
  // The answer takes focus (it is below the fold on a phone) and is announced.
  await expect(page.getByTestId('plan-answer')).toBeFocused();
  await expect(page.getByTestId('plan-status')).toContainText('possible connection');
  const possible = page.getByTestId('possible-connection').filter({ hasText: label('odiongan') });
  await expect(possible).toBeVisible();
  await expect(possible.getByTestId('leg')).toContainText(`${label('batangas')} → ${label('odiongan')}`);
  await expect(possible.getByTestId('undated-leg')).toContainText(`${label('odiongan')} → ${label('caticlan')}`);
  await expect(possible.getByTestId('undated-leg')).toContainText('Days not published — ask at the ticket office at Odiongan Port');
  // Ranked after every fully timed answer.
  const sections = await page.locator('[data-testid="plan"] h2').allTextContents();
  expect(sections.at(-1)).toBe('Possible connections (days not published)');
});

test('Puerto Galera by bus and ferry starts at the Manila bus terminals, and the page says the last crossing is not published', async ({ page }) => {
  await page.goto('/destinations/puerto-galera');
  const main = page.locator('main');
  const route = graph.routes.find((t) => t.mode === 'bus-and-ferry' && t.to === 'puerto-galera')!;
  expect(route.departsFrom).toMatch(/Cubao, Pasay and Buendia/);
  await expect(main.getByTestId('departs-from').first()).toContainText(`leaves from ${route.departsFrom}`);
  await expect(main).toContainText('The time of the last crossing to Puerto Galera is not published');
  await expect(main).toContainText('First and last departure times not published');
});

test('keyboard: after People, Tab goes to Book Tickets, past no phone link', async ({ page }) => {
  await page.goto('/book-tickets?from=Manila&to=Coron');
  await hydrated(page);
  const ui = panelOf(page);
  await ui.people.focus();
  await page.keyboard.press('Tab');
  await expect(ui.book).toBeFocused();
});

test('/tickets leads on to the booking panel from its first screen', async ({ page }) => {
  await page.goto('/tickets');
  const book = page.locator('main').getByRole('link', { name: /^Book Tickets/ }).first();
  await expect(book).toBeInViewport();
  await book.tap();
  await expect(page).toHaveURL(/\/book-tickets$/);
});

test('axe finds nothing in the panel\'s notes: a day without a sailing, who pays, no timetable published, the calendar\'s marks', async ({ page }) => {
  // Three pages and three axe runs: a ceiling for a busy machine, not a budget.
  test.slow();
  await page.goto('/book-tickets?from=Coron&to=Manila&date=2026-12-05');
  await hydrated(page);
  const ui = panelOf(page);
  await expect(ui.panel.getByTestId('departure-note')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await ui.departure.tap();
  await expect(page.getByRole('dialog', { name: 'Choose departure date' }).getByTestId('sailing-legend')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/book-tickets?from=Cebu&to=Manila');
  await hydrated(page);
  await expect(panelOf(page).panel.getByTestId('not-published')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

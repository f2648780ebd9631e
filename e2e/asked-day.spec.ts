/**
 * The asked day comes first: a traveller asks the home page's search for a day her route does not sail
 * (Manila → Bacolod on a Friday in the fixture). On a 375 × 812 phone, the clock fixed at Sun 29 Nov 2026, 08:10 in
 * Manila. The route, its sailing days, the day asked, the dates and the fare are all read from the graph the site
 * was built from; nothing here names them.
 */
import { expect, test } from '@playwright/test';
import { formatPesoRange } from '../src/graph/money';
import { addDays, formatIsoDay, manilaDate, manilaDay, epochDayOf, WEEKDAY_NAMES, WEEKDAYS, weekdayIndex } from '../src/time';
import type { Weekday } from '../src/graph/types';
import { graph } from './support/graph';
import { hydrated, watchPage } from './support/page-health';
import { label, onTravellersPhone } from './support/traveller';
import { tripsOf } from '../src/graph/trips';

/** Sun 29 Nov 2026, 08:10 in Manila. */
const NOW = new Date('2026-11-29T00:10:00Z');
onTravellersPhone(NOW);

const weekday = (day: string) => manilaDay(epochDayOf(day)).weekday;
const today = manilaDate(NOW);
const week = (from: string, step: number) => [...Array(7).keys()].map((n) => addDays(from, step * n));

/**
 * A ferry route with published times that sails on one weekday only, with a fare of one figure, asked for the day two
 * after its sailing day (one it does not sail) when its next sailing is still between now and then: the answer has a
 * sailing on each side. Its sailings leave after 08:10, so today's counts as still ahead.
 */
const chosen = graph.routes.flatMap((t) => {
  const days = new Set(tripsOf(t).map((trip) => trip.depDay));
  if (t.mode !== 'ferry' || !t.daysPublished || !t.fare || t.fare.disputed || days.size !== 1) return [];
  if (!tripsOf(t).every((trip) => trip.depMinute !== null && trip.depMinute > 8 * 60 + 10 && trip.confirmed)) return [];
  const sails = [...days][0]!;
  const asked: Weekday = WEEKDAYS[(weekdayIndex(sails) + 2) % 7]!;
  const askedDate = week(today, 1).find((d) => weekday(d) === asked)!;
  const before = week(addDays(askedDate, -1), -1).find((d) => d >= today && weekday(d) === sails);
  const after = week(askedDate, 1).find((d) => weekday(d) === sails)!;
  return before ? [{ route: t, sails, asked, before, after }] : [];
})[0]!;
const { route, sails, asked, before, after } = chosen;

test('a Friday asked, Wednesday answered: the no-Friday sentence first, then the nearest sailings on both sides, each with its fare', async ({ page }) => {
  const health = watchPage(page);
  await page.goto('/');
  await hydrated(page);
  const search = page.getByRole('search', { name: graph.pages.home.tripSearch.title });
  await search.getByLabel('From', { exact: true }).selectOption(route.from);
  await search.getByLabel('To', { exact: true }).selectOption(route.to);
  await search.getByLabel('Day', { exact: true }).selectOption(asked.toLowerCase());
  await search.getByRole('button', { name: graph.pages.home.tripSearch.submit.label }).tap();
  await expect(page).toHaveURL(new RegExp(`/planner\\?from=${route.from}&to=${route.to}&day=${asked.toLowerCase()}$`));

  const sentence = `No ${WEEKDAY_NAMES[asked]} sailing from ${label(route.from)} to ${label(route.to)}; it sails on ${WEEKDAY_NAMES[sails]}s.`;
  // Said first: in the line announced to screen readers, and at the top of the answer.
  await expect(page.getByTestId('plan-status')).toHaveText(new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Found `));
  const first = page.getByTestId('asked-day');
  await expect(first).toContainText(sentence);
  await expect(first).toContainText(`The nearest sailings: ${formatIsoDay(before)} (before ${WEEKDAY_NAMES[asked]}) and ${formatIsoDay(after)} (after).`);
  const answer = page.getByTestId('plan');
  expect(await answer.locator('[data-testid]').first().getAttribute('data-testid')).toBe('asked-day');

  // The sailing before the asked day, still ahead, then those from it on.
  await expect(answer.getByRole('heading', { name: `Before ${WEEKDAY_NAMES[asked]}` })).toBeVisible();
  const sailings = answer.getByTestId('direct-sailing');
  await expect(sailings.first()).toContainText(`Departs ${formatIsoDay(before)}`);
  await expect(sailings.nth(1)).toContainText(`Departs ${formatIsoDay(after)}`);
  await expect(sailings.first().getByRole('link', { name: /^Book Tickets/ })).toHaveAttribute('href', new RegExp(`date=${before}$`));
  // Every option shows its fare: the route's one figure.
  const fare = formatPesoRange(route.fare!.disputed ? route.fare!.options[0]!.value : route.fare!.value);
  const count = await sailings.count();
  for (let i = 0; i < count; i++) await expect(sailings.nth(i).getByTestId('fare')).toContainText(`Fare: ${fare}`);
  expect(health.problems()).toEqual([]);
});

test('a day the route sails: nothing said first, the answer starts on that day', async ({ page }) => {
  await page.goto(`/planner?from=${route.from}&to=${route.to}&day=${sails.toLowerCase()}`);
  await expect(page.getByTestId('direct-sailing').first()).toBeVisible();
  await expect(page.getByTestId('asked-day')).toHaveCount(0);
  await expect(page.getByTestId('plan-status')).toHaveText(/^Found /);
});

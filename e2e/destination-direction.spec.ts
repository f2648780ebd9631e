/**
 * A destination's schedule leads with the way there. On the page of a place travellers go to whose
 * way back has no published timetable (Puerto Galera in the fixture: the graph says which), the next sailings to it
 * come first and the "No published timetable" box follows the published tables; a hub leads with what leaves it.
 */
import { expect, test } from '@playwright/test';
import { graph } from './support/graph';
import { hydrated, scrollIntoView } from './support/page-health';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ page }) => { await page.clock.setFixedTime(new Date('2026-11-29T00:10:00Z')); });

const routes = new Set(graph.routes.map((t) => `${t.from}>${t.to}`));
const place = graph.destinations.find((d) => d.direction === 'to'
  && graph.routes.some((t) => t.to === d.port && t.mode !== 'road' && t.daysPublished && !routes.has(`${d.port}>${t.from}`)))!;
const hub = graph.destinations.find((d) => d.direction === 'from')!;

test('a place travellers go to: the next sailings to it first, the way back no one publishes after the tables', async ({ page }) => {
  await page.goto(`/destinations/${place.slug}`);
  await hydrated(page);
  await scrollIntoView(page.locator('[data-island="next-sailings"]'));
  const lists = page.getByTestId('next-sailings').getByRole('heading', { level: 3 });
  await expect(lists).toHaveText([`Next sailings to ${place.name}`, `Next sailings from ${place.name}`]);
  // Document order: the published tables, then the box about the way back.
  const order = await page.locator(`main table, #${place.slug}-not-published`).evaluateAll((els) => els.map((el) => el.tagName.toLowerCase()));
  expect(order.at(-1)).toBe('section');
  expect(order.indexOf('section')).toBe(order.length - 1);
});

test('a hub: what leaves it first', async ({ page }) => {
  await page.goto(`/destinations/${hub.slug}`);
  await hydrated(page);
  await scrollIntoView(page.locator('[data-island="next-sailings"]'));
  await expect(page.getByTestId('next-sailings').getByRole('heading', { level: 3 }).first()).toHaveText(`Next sailings from ${hub.name}`);
});

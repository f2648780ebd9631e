/**
 * Routes with no published timetable (issue 17 item 6) are said plainly where a traveller meets them — the port
 * card that lists the route, the destination page, the planner (planner.spec.ts) — with the phone and the port to
 * ask at. Pre-rendered: the words are there without JavaScript. Which routes lack a timetable, the phone and the
 * names are read from the graph the build was made from (generated/graph.json).
 */
import { expect, test } from '@playwright/test';
import { portOfRouteName } from '../src/site/pages/select.server';
import { graph } from './support/graph';

test.use({ javaScriptEnabled: false });

const { phone } = graph.site;
const routes = new Set(graph.timetables.map((t) => `${t.from}>${t.to}`));
const label = (id: string) => graph.ports.find((p) => p.id === id)!.label;
/** The names a port card lists whose route from that port no timetable gives. */
const unpublishedNames = (port: (typeof graph.ports)[number]) =>
  (port.page?.routes ?? []).filter((name) => { const to = portOfRouteName(graph, name); return to === null || !routes.has(`${port.id}>${to}`); });
/** The ways back a destination's port lacks: "Cebu Port → Manila North Harbor" for Manila → Cebu alone. */
const missingReturns = (port: string) => [...new Set(graph.timetables
  .filter((t) => t.daysPublished && t.mode !== 'road' && (t.from === port || t.to === port) && !routes.has(`${t.to}>${t.from}`))
  .map((t) => `${label(t.to)} → ${label(t.from)}`))].sort((a, b) => a.localeCompare(b, 'en'));

const claiming = graph.ports.find((p) => unpublishedNames(p).length > 0);
const complete = graph.ports.find((p) => p.page && unpublishedNames(p).length === 0);

test('/ports: a card that lists a route with no timetable says so, and whom to ask', async ({ page }) => {
  test.skip(!claiming, 'every route a port card lists has a timetable');
  await page.goto('/ports');
  const card = page.locator(`#port-${claiming!.id}`);
  await expect(card.getByTestId('routes-not-published')).toHaveText(`No timetable is published for ${
    unpublishedNames(claiming!).map((to) => `${claiming!.city} → ${to}`).join(', ')}. Call ${phone.display} or ask at the ticket office here before you travel.`);
  await expect(card.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.tel}`);
  // A card whose every route has a timetable says nothing of the kind.
  if (complete) await expect(page.locator(`#port-${complete.id}`).getByTestId('routes-not-published')).toHaveCount(0);
});

const place = graph.destinations.find((d) => d.direction === 'to' && missingReturns(d.port).length > 0);
test('a destination page lists the returns it lacks, and the port to ask at', async ({ page }) => {
  test.skip(!place, 'every destination has its ways back');
  await page.goto(`/destinations/${place!.slug}`);
  const box = page.locator(`#${place!.slug}-not-published`);
  await expect(box.getByRole('heading', { name: 'No published timetable' })).toBeVisible();
  await expect(box.getByRole('listitem')).toHaveText(missingReturns(place!.port).map((r) => `${r}: the operator does not publish a timetable for this trip.`));
  const ports = new Set(graph.timetables.filter((t) => (t.from === place!.port || t.to === place!.port) && missingReturns(place!.port).includes(`${label(t.to)} → ${label(t.from)}`)).map((t) => t.to));
  const at = ports.size === 1 ? graph.ports.find((p) => p.id === [...ports][0])!.name : 'the port you leave from';
  await expect(box).toContainText(`Call ${phone.display} or ask at the ticket office at ${at} before you travel.`);
});

const hubs = graph.destinations.filter((d) => d.direction === 'from' && missingReturns(d.port).length > 0);
test('the hub pages list every return they lack', async ({ page }) => {
  test.skip(hubs.length === 0, 'no hub lacks a return');
  for (const hub of hubs) {
    await page.goto(`/destinations/${hub.slug}`);
    await expect(page.locator(`#${hub.slug}-not-published`).getByRole('listitem')).toContainText(missingReturns(hub.port));
  }
});

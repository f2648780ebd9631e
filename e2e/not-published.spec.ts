/**
 * Routes with no published timetable are said plainly where a traveller meets them — the port
 * card that lists the route, the destination page, the planner (planner.spec.ts) — with the phone and the port to
 * ask at, in the words every path gives (NotPublishedAnswer). Pre-rendered: the words are there
 * without JavaScript. Which routes lack a timetable, the phone and the names are read from the graph the build was
 * made from (.e2e-site/generated/graph.json).
 */
import { expect, test } from '@playwright/test';
import { portOfRouteName } from '../src/site/pages/select.server';
import { graph } from './support/graph';

test.use({ javaScriptEnabled: false });

const { phone } = graph.site;
const routes = new Set(graph.routes.map((t) => `${t.from}>${t.to}`));
const port = (id: string) => graph.ports.find((p) => p.id === id)!;
const stillRuns = (at: string) => `Sailings may still run: call ${phone.display} or ask at the ticket office at ${at} before you travel.`;

/** The names a port card lists whose route from that port no timetable gives, as "From → To" in port labels. */
const unpublishedOf = (card: (typeof graph.ports)[number]) =>
  (card.page?.routes ?? []).flatMap((name) => {
    const to = portOfRouteName(graph, name);
    if (to !== null && routes.has(`${card.id}>${to}`)) return [];
    return [`${card.label} → ${to === null ? name : port(to).label}`];
  });

/** The ways back a destination's port lacks ("Cebu Port → Manila North Harbor" for Manila → Cebu alone), and the port each leaves from. */
const missingReturns = (id: string) => {
  const missing = new Map<string, { from: string; to: string; leavesFrom: string }>();
  for (const t of graph.routes) {
    if (!t.daysPublished || t.mode === 'road' || (t.from !== id && t.to !== id) || routes.has(`${t.to}>${t.from}`)) continue;
    missing.set(`${t.to}>${t.from}`, { from: port(t.to).label, to: port(t.from).label, leavesFrom: port(t.to).name });
  }
  return [...missing.values()].sort((a, b) => a.from.localeCompare(b.from, 'en') || a.to.localeCompare(b.to, 'en'));
};

const claiming = graph.ports.find((p) => unpublishedOf(p).length > 0);
const complete = graph.ports.find((p) => p.page && unpublishedOf(p).length === 0);

test('/ports: a card that lists a route with no timetable says so, and whom to ask', async ({ page }) => {
  test.skip(!claiming, 'every route a port card lists has a timetable');
  await page.goto('/ports');
  const card = page.locator(`#port-${claiming!.id}`);
  await expect(card.getByTestId('routes-not-published')).toHaveText(
    `${unpublishedOf(claiming!).map((r) => `No timetable is published for ${r}.`).join(' ')} ${stillRuns(claiming!.name)}`);
  await expect(card.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.tel}`);
  // A card whose every route has a timetable says nothing of the kind.
  if (complete) await expect(page.locator(`#port-${complete.id}`).getByTestId('routes-not-published')).toHaveCount(0);
});

const place = graph.destinations.find((d) => d.direction === 'to' && missingReturns(d.port).length > 0);
test('a destination page lists the returns it lacks, and the port to ask at', async ({ page }) => {
  test.skip(!place, 'every destination has its ways back');
  await page.goto(`/destinations/${place!.slug}`);
  const box = page.locator(`#${place!.slug}-not-published`);
  const missing = missingReturns(place!.port);
  await expect(box.getByRole('heading', { name: 'No published timetable' })).toBeVisible();
  await expect(box.getByRole('listitem')).toHaveText(missing.map((r) => `No timetable is published for ${r.from} → ${r.to}.`));
  const ports = [...new Set(missing.map((r) => r.leavesFrom))];
  await expect(box).toContainText(stillRuns(ports.length === 1 ? ports[0]! : 'the port you leave from'));
});

const hubs = graph.destinations.filter((d) => d.direction === 'from' && missingReturns(d.port).length > 0);
test('the hub pages list every return they lack', async ({ page }) => {
  test.skip(hubs.length === 0, 'no hub lacks a return');
  for (const hub of hubs) {
    await page.goto(`/destinations/${hub.slug}`);
    await expect(page.locator(`#${hub.slug}-not-published`).getByRole('listitem'))
      .toHaveText(missingReturns(hub.port).map((r) => `No timetable is published for ${r.from} → ${r.to}.`));
  }
});

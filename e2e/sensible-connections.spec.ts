/**
 * Sensible connections: the planner offers no detour around a short crossing, says when a change crosses
 * a town from the harbour to a bus terminal and how long that takes, and where no timetable is published repeats what
 * the site's own pages say about getting there, marked not timetabled here, never sending a land trip to a port. On a
 * 375 × 812 phone, the clock fixed at Sun 29 Nov 2026, 08:10 in Manila. What each answer should say is read from the
 * graph the site was built from.
 */
import { expect, test } from '@playwright/test';
import { formatDurationRange } from '../src/time';
import { SLOWEST } from '../src/query/connections';
import { graph } from './support/graph';
import { watchPage } from './support/page-health';
import { label, onTravellersPhone } from './support/traveller';
import { tripsOf } from '../src/graph/trips';

const NOW = new Date('2026-11-29T00:10:00Z');
onTravellersPhone(NOW);

const { minTransferMinutes } = graph.site.planner;
const timed = (t: (typeof graph.routes)[number]) => t.daysPublished && t.travelTime;
const longest = (t: (typeof graph.routes)[number]) => Math.max(...tripsOf(t).map((trip) => trip.durationMinutes.max));
const shortest = (t: (typeof graph.routes)[number]) => Math.min(...tripsOf(t).map((trip) => trip.durationMinutes.min));

test('Batangas → Puerto Galera, a short crossing: no detour by other islands is offered, and each crossing shows its fare', async ({ page }) => {
  const health = watchPage(page);
  const direct = graph.routes.find((t) => t.from === 'batangas' && t.to === 'puerto-galera' && t.mode === 'ferry' && timed(t))!;
  // The longest journey offered is bounded by the fastest; no change of boat (two legs and the transfer minimum) is
  // that quick, so none may be offered.
  const bound = Math.min(SLOWEST.times * longest(direct), longest(direct) + SLOWEST.extraMinutes);
  const out = graph.routes.filter((t) => t.from === direct.from && t.to !== direct.to && timed(t));
  const into = graph.routes.filter((t) => t.to === direct.to && t.from !== direct.from && timed(t));
  const quickestChange = Math.min(...out.map(shortest)) + minTransferMinutes + Math.min(...into.map(shortest));
  expect(quickestChange).toBeGreaterThan(bound);

  await page.goto(`/planner?from=${direct.from}&to=${direct.to}`);
  const sailings = page.getByTestId('direct-sailing');
  await expect(sailings.first()).toContainText(`Ferry: ${label(direct.from)} → ${label(direct.to)}`);
  await expect(page.getByTestId('plan-status')).toHaveText(/ and 0 connections\.$/);
  await expect(page.getByTestId('journey')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Connections' })).toHaveCount(0);
  for (const sailing of await sailings.all()) await expect(sailing.getByTestId('fare')).toContainText(/^Fare: ₱/);
  expect(health.problems()).toEqual([]);
});

test('a ferry to the harbour, then the bus from the terminals across town: the change says so, with the time it takes', async ({ page }) => {
  const bus = graph.routes.find((t) => t.mode === 'road' && t.departsFrom && t.crossTown)!;
  const ferry = graph.routes.find((t) => t.mode === 'ferry' && t.to === bus.from && timed(t) && !graph.routes.some((x) => x.from === t.from && x.to === bus.to))!;
  await page.goto(`/planner?from=${ferry.from}&to=${bus.to}`);
  const journey = page.getByTestId('journey').filter({ hasText: `${label(ferry.from)} → ${label(bus.from)} → ${label(bus.to)}` }).first();
  await expect(journey.getByTestId('wait')).toContainText(
    `Across town from ${label(bus.from)} to ${bus.departsFrom}: ${formatDurationRange(bus.crossTown!)}, within the `);
  // The option's fare: the legs' ranges added up, or "from" when a leg's fare is not published (the bus's).
  await expect(journey.getByTestId('option-fare')).toContainText(bus.fare ? /^Fare: ₱[\d,]+–₱[\d,]+ for all 2 legs$/ : /^Fare: from ₱[\d,]+, each leg's fare below$/);
  if (!bus.fare) await expect(journey.getByTestId('leg').nth(1).getByTestId('fare')).toHaveText('Fare: not published');
});

/** The destination tips that name a way between two ports without a timetable, from the graph. */
const otherWays = graph.destinations.flatMap((d) => d.tips.lists.flatMap((l) => l.items.flatMap((item) => (typeof item === 'string' ? []
  : item.reaches.map((port) => ({ page: d, at: d.port, other: port, text: item.text, by: item.by }))))));
const routes = new Set(graph.routes.map((t) => `${t.from}>${t.to}`));

test('no timetable, a way by land the site names: the planner repeats it, not timetabled here, and sends no one to a port', async ({ page }) => {
  const way = otherWays.find((w) => w.by === 'land' && !routes.has(`${w.other}>${w.at}`))!;
  // Asked the other way round from how the page says it ("buses go north to Caticlan": from Caticlan to Iloilo).
  await page.goto(`/planner?from=${way.other}&to=${way.at}`);
  const answer = page.getByTestId('plan-problem');
  await expect(answer).toContainText(`No timetable is published for ${label(way.other)} → ${label(way.at)}.`);
  const said = answer.getByTestId('other-way').filter({ hasText: way.text });
  await expect(said).toContainText('By land');
  await expect(said).toContainText(`“${way.text}”`);
  await expect(said.getByRole('link', { name: way.page.name })).toHaveAttribute('href', `/destinations/${way.page.slug}`);
  await expect(answer.getByTestId('other-ways')).toContainText('not timetabled here');
  await expect(answer).not.toContainText('ticket office');
  await expect(answer.getByRole('link', { name: graph.site.phone.display })).toHaveAttribute('href', `tel:${graph.site.phone.tel}`);
  const named = otherWays.filter((w) => (w.at === way.at && w.other === way.other) || (w.at === way.other && w.other === way.at)).length;
  await expect(page.getByTestId('plan-status'))
    .toHaveText(`No timetabled trips found; ${named === 1 ? 'one other way is' : `${named} other ways are`} named, not timetabled here.`);
});

test('no timetable, a way by sea the site names: repeated beside whatever else is offered, and the port to ask at named', async ({ page }) => {
  const way = otherWays.find((w) => w.by === 'sea' && !routes.has(`${w.other}>${w.at}`))!;
  await page.goto(`/planner?from=${way.other}&to=${way.at}`);
  const answer = page.getByTestId('plan');
  await expect(answer.getByTestId('other-way').filter({ hasText: way.text })).toContainText(`By sea “${way.text}”`);
  await expect(answer).toContainText(`ask at the ticket office at ${graph.ports.find((p) => p.id === way.other)!.name}`);
});

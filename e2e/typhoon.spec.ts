/**
 * A typhoon, as a traveller meets it on a 375 px phone with a fixed clock (Friday 27 Nov 2026, 6 PM in Manila): the
 * Coast Guard suspends all sea travel from Batangas Port for two days (Sat 28 – Mon 30 Nov, 00:00), and the operator
 * says so in one entry of data/status.yaml, published with the real `npm run status:publish` into a copy of the built
 * site (e2e/support/status-site.ts) — no rebuild. Every sea sailing from or to Batangas in the window is then
 * cancelled on every page that shows it, in the planner, in the booking panel and in the trip updates, next to the
 * suspension's service alert; and no page says "no cancellations".
 *
 * What is covered comes from the graph the site was built from, asked of the query engine (the next sailings from and
 * to Batangas that leave in the window) — not from the pipeline's own expansion, which it checks — and the counts
 * from the status.json the site serves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { addDays, formatClock, formatIsoDay, manilaDate } from '../src/time';
import { queryIndexOf } from '../src/query/graph-index';
import { nextSailings, type Sailing } from '../src/query/next-sailings';
import { readEntries } from '../src/status/entries';
import { readStatusFile, type StatusFile } from '../src/status/file';
import { graph } from './support/graph';
import { expect, hostModeOf, test } from './support/host';
import { hydrated, scrollIntoView, watchPage } from './support/page-health';
import { CLOCK, statusSite, type StatusSite } from './support/status-site';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
test.describe.configure({ mode: 'default' });

const PORT = 'batangas';
const FROM = '2026-11-28T00:00+08:00';
const UNTIL = '2026-11-30T00:00+08:00';
/** Announced on Friday at 3 PM, three hours before the tests' clock. */
const PUBLISHED_AT = new Date('2026-11-27T07:00:00Z');
const STATUS = `suspensions:
  - id: batangas-typhoon
    ports: [${PORT}]
    from: ${FROM}
    until: ${UNTIL}
    reason: weather
    signal: 3
    note: The Coast Guard has suspended all sea travel from Batangas Port.
    source: Philippine Coast Guard (test fixture)
    statedAt: 2026-11-27T14:30+08:00
`;

const index = queryIndexOf(graph);
const port = graph.ports.find((p) => p.id === PORT)!;
const seaRoute = (id: string) => graph.routes.find((t) => t.id === id)!.mode !== 'road';
/** Every sea sailing from or to the port the engine dates in the window: a timed one leaving in it, an untimed one on a day of it. */
const covered: Sailing[] = [{ from: PORT }, { to: PORT }].flatMap((q) => nextSailings(index, { ...q, now: new Date(FROM), count: 400 }).sailings)
  .filter((s) => seaRoute(s.routeId) && (s.departure ? Date.parse(s.departure.iso) < Date.parse(UNTIL) : s.date < manilaDate(new Date(UNTIL))));
const key = (route: string, date: string, dep: string | null) => `${route} ${date} ${dep ?? 'day'}`;
/** How a page names a dated sailing: "Sat 28 Nov, 12:30 AM PST", or the day's crossings of a route without times. */
const when = (s: Sailing) => `${formatIsoDay(s.date)}, ${s.departure ? `${formatClock(s.departure.time)} PST` : 'every crossing of the day'}`;

let site: StatusSite;
let file: StatusFile;
test.beforeAll(async ({}, info) => {
  site = await statusSite(hostModeOf(info), { status: STATUS, publishedAt: PUBLISHED_AT });
  const { ms, stdout } = site.publish();
  test.info().annotations.push({ type: 'status:publish', description: `${ms} ms: ${stdout.trim().split('\n').at(-1)}` });
  file = readEntries(readStatusFile(JSON.parse(readFileSync(join(site.dist, 'status.json'), 'utf8')))!, () => undefined);
});
test.afterAll(async () => site?.close());

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(CLOCK);
  await page.goto(`${site.base}${path}`);
  await hydrated(page);
}

test('published without a rebuild: status.json names the suspension and cancels every Batangas sailing in the window, each once', () => {
  expect(covered.length).toBeGreaterThan(4);
  expect(covered.some((s) => s.departure === null)).toBe(true); // Batangas → Puerto Galera has no published times
  expect(file.suspensions.map((s) => [s.id, s.scope, s.ids, s.labels])).toEqual([['batangas-typhoon', 'ports', [PORT], [port.label]]]);
  expect(file.sailings.map((s) => `${key(s.route, s.date, s.dep)} ${s.state} ${s.suspension}`).sort())
    .toEqual(covered.map((s) => `${key(s.routeId, s.date, s.departure?.time ?? null)} cancelled batangas-typhoon`).sort());
});

test('trip planners: each timed sailing CANCELED in the trip updates, next to the suspension\'s alert (NO_SERVICE at the stop)', async ({ request }) => {
  const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
  const decode = async (path: string) => FeedMessage.toObject(FeedMessage.decode(await (await request.get(`${site.base}${path}`)).body()), { enums: String, longs: Number });
  const updates = await decode('/gtfs-rt/trip-updates.pb');
  const trips = updates.entity.map((e: { tripUpdate: { trip: { routeId: string; startDate: string; startTime: string; scheduleRelationship: string } } }) => e.tripUpdate.trip);
  // The feed carries confirmed timed ferry sailings (gtfs.zip); each of those in the window is CANCELED.
  const zip = new Set(graph.routes.filter((t) => t.mode === 'ferry').map((t) => t.id));
  const expected = covered.filter((s) => s.departure && s.confirmed && zip.has(s.routeId));
  expect(expected.length).toBeGreaterThan(0);
  for (const s of expected) {
    expect(trips).toContainEqual(expect.objectContaining({
      routeId: s.routeId, startDate: s.date.replaceAll('-', ''), startTime: `${s.departure!.time}:00`, scheduleRelationship: 'CANCELED',
    }));
  }
  expect(trips.every((t: { scheduleRelationship: string }) => t.scheduleRelationship === 'CANCELED')).toBe(true);
  const alerts = await decode('/gtfs-rt/alerts.pb');
  expect(alerts.entity).toContainEqual(expect.objectContaining({
    id: 'suspension.batangas-typhoon',
    alert: expect.objectContaining({
      informedEntity: [{ stopId: PORT }], effect: 'NO_SERVICE', severityLevel: 'SEVERE', cause: 'WEATHER',
      activePeriod: [{ start: Date.parse(FROM) / 1000, end: Date.parse(UNTIL) / 1000 }],
    }),
  }));
});

test('every page: the banner says the suspension and how many sailings are cancelled, from status.json at run time; none says "no cancellations"', async ({ page }) => {
  const health = watchPage(page);
  for (const path of ['/', '/faq', '/schedules', '/planner']) {
    await open(page, path);
    const banner = page.getByTestId('status-banner');
    await expect(banner).toContainText(`Sailings suspended at ${port.label} from Sat 28 Nov, 12:00 AM until Mon 30 Nov, 12:00 AM PST.`);
    // Why and who said so where decisions start; elsewhere the banner is short.
    if (path === '/' || path === '/schedules') await expect(banner).toContainText('Reason: Tropical Cyclone Wind Signal No. 3.');
    // Every sailing of status.json leaves within the next 7 days of the clock.
    await expect(banner.getByTestId('status-summary')).toContainText(`${file.sailings.length} sailings cancelled in the next 7 days`);
    await expect(page.locator('body')).not.toContainText(/no cancellations/i);
  }
  // Where decisions start, the suspension's line links to the port's own page.
  await open(page, '/');
  await expect(page.getByTestId('status-changes').getByRole('link', { name: `Sailings suspended at ${port.label}: ${file.sailings.length} sailings cancelled` }))
    .toHaveAttribute('href', `/destinations/${port.destination}`);
  // The pre-rendered page has none of it: with no status there is no box.
  const html = await (await page.request.get(`${site.base}/`)).text();
  expect(html).not.toContain('Sailings suspended');
  expect(health.problems()).toEqual([]);
});

test('/schedules: every Batangas route lists each of its sailings in the window cancelled, and its next sailing is none of them', async ({ page }) => {
  await open(page, '/schedules');
  const listed = new Set(graph.schedules.groups.flatMap((g) => g.timetables));
  const routes = [...new Set(covered.filter((s) => s.departure && listed.has(s.routeId)).map((s) => s.routeId))];
  expect(routes.length).toBeGreaterThan(1);
  for (const route of routes) {
    const section = page.locator(`[id="${route}"]`);
    await scrollIntoView(section);
    const changes = section.getByTestId('sailing-changes').getByRole('listitem');
    const mine = covered.filter((s) => s.routeId === route);
    await expect(changes).toHaveCount(mine.length);
    for (const s of mine) await expect(changes.filter({ hasText: when(s) })).toContainText('Cancelled');
    const next = await section.getByTestId('next-sailing').textContent();
    for (const s of mine) expect(next).not.toContain(when(s).replace(' PST', ''));
  }
});

test('each destination page with a Batangas route opens with its changes, in the first screen; its next sailings mark them cancelled, with no Book Tickets', async ({ page }) => {
  const touched = graph.destinations.filter((d) => d.schedules.some((sc) => sc.timetables.some((id) => covered.some((s) => s.routeId === id))));
  expect(touched.map((d) => d.slug)).toEqual(expect.arrayContaining([port.destination, 'puerto-galera']));
  for (const destination of touched) {
    await open(page, `/destinations/${destination.slug}`);
    const changes = page.getByTestId('destination-changes');
    await expect(changes).toBeVisible();
    expect((await changes.boundingBox())!.y).toBeLessThan(812);
    await expect(changes.getByTestId('suspension')).toContainText(`Sailings suspended at ${port.label}`);
    const routes = new Set(destination.schedules.flatMap((sc) => sc.timetables));
    for (const s of covered.filter((c) => routes.has(c.routeId))) {
      await expect(changes.getByTestId('sailing-changes').getByRole('listitem').filter({ hasText: when(s) }).first()).toContainText('Cancelled');
    }
    await expect(page.locator('body')).not.toContainText(/no cancellations/i);
    // The next sailings (an island started near the screen): a covered one is struck through and not sold.
    await scrollIntoView(page.locator('[data-island="next-sailings"]'));
    const items = page.getByTestId('next-sailing-item');
    await expect(items.first()).toBeVisible();
    let seen = 0;
    for (const item of await items.all()) {
      // The item's sailing: its departure (the <time> it shows) and the other end it names ("To …", "From …").
      const at = await item.locator('time').first().getAttribute('datetime');
      const other = (await item.locator('p').first().textContent())!;
      const hit = covered.find((s) => routes.has(s.routeId) && (s.departure?.iso ?? s.date) === at
        && [s.from, s.to].some((p) => p !== destination.port && other.endsWith(graph.ports.find((x) => x.id === p)!.label)));
      if (!hit) continue;
      seen++;
      await expect(item).toContainText('Cancelled');
      await expect(item.getByRole('link', { name: /^Book Tickets/ })).toHaveCount(0);
    }
    test.info().annotations.push({ type: destination.slug, description: `${seen} next sailings in the window, each cancelled` });
  }
});

test('the planner offers no sailing in the window — not "today" across to Puerto Galera either — and says why first', async ({ page }) => {
  for (const to of [...new Set(covered.filter((s) => s.from === PORT).map((s) => s.to))].filter((t) => ['caticlan', 'puerto-galera'].includes(t))) {
    await open(page, `/planner?from=${PORT}&to=${to}`);
    const answer = page.getByTestId('plan');
    await expect(answer.getByTestId('suspension')).toContainText(`Sailings suspended at ${port.label}`);
    const direct = answer.getByTestId('direct-sailing');
    await expect(direct.first()).toBeVisible();
    const offered = await direct.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    for (const s of covered.filter((c) => c.from === PORT && c.to === to)) {
      expect(offered).not.toContain(s.departure?.iso ?? s.date);
      await expect(answer.getByTestId('plan-cancelled')).toContainText(when(s));
    }
    await expect(page.locator('body')).not.toContainText(/no cancellations/i);
  }
});

test('the booking panel: the cancelled day has its own mark and legend, the note above Book Tickets, and Book Tickets offers the next sailing', async ({ page, context }) => {
  const caticlan = covered.filter((s) => s.from === PORT && s.to === 'caticlan');
  // The first day of the window online booking takes (two days ahead), whose every sailing is cancelled.
  const day = [...new Set(caticlan.map((s) => s.date))].find((d) => d >= addDays(manilaDate(CLOCK), 2))!;
  const next = nextSailings(index, { from: PORT, to: 'caticlan', now: new Date(UNTIL), count: 1 }).sailings[0]!.date;
  await open(page, `/book-tickets?from=Batangas&to=Caticlan&date=${day}`);
  const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
  const button = panel.getByRole('button', { name: 'Book Tickets' });
  const note = panel.getByTestId('booking-status');
  await expect(note).toContainText(`on ${formatIsoDay(day)} is cancelled (Tropical Cyclone Wind Signal No. 3).`);
  // Above the button, on screen at 375 px with it.
  expect((await note.boundingBox())!.y).toBeLessThan((await button.boundingBox())!.y);
  await button.scrollIntoViewIfNeeded();
  await expect(note).toBeInViewport();

  await panel.getByRole('button', { name: /^Departure/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: new RegExp(`${Number(day.slice(8))}.*every sailing cancelled`) })).toBeVisible();
  await expect(dialog.getByTestId('cancelled-legend')).toHaveText('✕Every sailing cancelled');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const opened: string[] = [];
  context.on('page', (tab) => { opened.push(tab.url()); void tab.close(); });
  await button.click();
  const offer = panel.getByTestId('cancelled-day');
  await expect(offer).toBeFocused();
  await expect(offer).toContainText(`No ${port.label} → `);
  await offer.getByRole('button', { name: `Choose ${formatIsoDay(next)}, the next sailing` }).click();
  const [y, m, d] = next.split('-');
  await expect(panel.getByRole('button', { name: /^Departure/ })).toContainText(`${m}/${d}/${y}`);
  expect(opened).toEqual([]);
});

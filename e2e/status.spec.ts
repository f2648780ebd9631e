/**
 * Sailing status in real Chromium with a fixed clock, on a copy of the built site into which the example
 * status — Batangas → Caticlan, the route's first sailing from Friday 27 Nov 2026 6 PM on (from the graph), cancelled
 * under wind signal no. 2, announced Tue 24 Nov 3:40 PM — is published with the real `npm run status:publish` (e2e/support/status-site.ts): no rebuild. It shows as
 * cancelled on /schedules, the Boracay page, the planner (which offers the next sailing) and the booking panel; its
 * calendar file is STATUS:CANCELLED under the UID of the sailing; the trip updates decode with gtfs-realtime-bindings
 * (node-gtfs imports them in tests/gtfs/realtime/node-gtfs-trip-updates.test.ts); on paper it is printed; a change published while a page is open reaches it without a
 * reload; offline, the page says how old the status is, and how old the timetables are. A status file that comes
 * broken — one entry on a day that does not exist, or a host's error page in its place — never hides the valid
 * cancellation, and the page says what happened. Run as Netlify and as Cloudflare Pages serve the site
 * (e2e/support/host.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import ICAL from 'ical.js';
import { addDays, formatClock, formatIsoDay } from '../src/time';
import { queryIndexOf } from '../src/query/graph-index';
import { nextSailings, type Sailing } from '../src/query/next-sailings';
import { axeViolations } from './support/axe';
import { graph } from './support/graph';
import { expect, hostModeOf, test } from './support/host';
import { hydrated, recordCspViolations, watchPage, scrollIntoView } from './support/page-health';
import { readPdf } from './support/pdf';
import { CANCELLED_SAILING, CLOCK, EXAMPLE, NEXT_SAILING, PUBLISHED_AT, statusSite, type StatusSite } from './support/status-site';
import { PHONE } from './support/traveller';

/** Friday 27 Nov 2026, 6:00 PM in Manila: the cancelled sailing is the route's next one. */
const FRIDAY_EVENING = CLOCK;
const index = queryIndexOf(graph);
const boracay = graph.destinations.find((d) => d.port === CANCELLED_SAILING.to)!;
/** "Fri 27 Nov, 11:30 PM PST": how every page names a dated sailing. */
const at = (s: Sailing) => `${formatIsoDay(s.date)}, ${formatClock(s.departure!.time)} PST`;
const CANCELLED = at(CANCELLED_SAILING);
const NEXT = at(NEXT_SAILING);
const isCancelled = (s: Sailing) => s.tripId === CANCELLED_SAILING.tripId && s.date === CANCELLED_SAILING.date;
const REASON = 'Reason: Tropical Cyclone Wind Signal No. 2.';
/** What the status line says of a status that could not be refreshed, as of Friday evening. */
const NOT_REFRESHED = 'Sailing status as of Tue 24 Nov, 3:40 PM PST — 3 days 2 h 20 min ago; you are offline or it could not be refreshed, so it may have changed.';
/** The build date as the page words it (its printed foot carries it). */
const published = async (page: Page) => (await page.getByTestId('print-foot').locator('time').textContent())!;
const SOURCE = 'Source: Philippine Coast Guard (test fixture), Tue 24 Nov, 3:40 PM PST.';

// One published copy for the tests that read it; the tests of publishing and refreshing make their own.
test.describe.configure({ mode: 'default' });
let site: StatusSite;
test.beforeAll(async ({}, info) => {
  site = await statusSite(hostModeOf(info));
  const { ms, stdout } = site.publish();
  test.info().annotations.push({ type: 'status:publish', description: `${ms} ms: ${stdout.trim().split('\n').at(-1)}` });
});
test.afterAll(async () => site?.close());

async function open(page: Page, path: string, now = FRIDAY_EVENING) {
  await page.clock.setFixedTime(now);
  await page.goto(`${site.base}${path}`);
  await hydrated(page);
}

async function read(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8');
}

test('/schedules: the route\'s next sailing is the one after the cancelled one, which is listed, cancelled, with why and who said so @mobile', async ({ page }) => {
  const health = watchPage(page);
  const csp = await recordCspViolations(page);
  await open(page, '/schedules');
  const route = page.locator(`#${EXAMPLE.route}`);
  // Each route's lead is an island started near the screen, as a traveller scrolling to it meets it.
  await scrollIntoView(route);
  await expect(route.getByTestId('next-sailing')).toContainText(`Next sailing: ${NEXT}`);
  const change = route.getByTestId('sailing-changes').getByRole('listitem');
  await expect(change).toHaveCount(1);
  await expect(change).toHaveAttribute('data-state', 'cancelled');
  await expect(change).toContainText(CANCELLED);
  await expect(change).toContainText('Cancelled'); // in words, not only red
  await expect(change).toContainText(REASON);
  await expect(change).toContainText(SOURCE);
  await expect(page.getByTestId('status-as-of')).toHaveText('Sailing status as of Tue 24 Nov, 3:40 PM PST.');
  // Other routes have nothing announced: the route's is the one list of changes beside a timetable.
  await expect(page.getByTestId('route-lead').getByTestId('sailing-changes')).toHaveCount(1);
  // The route's section and the status line (e2e/a11y.spec.ts checks the whole page; /schedules is long for axe).
  expect(await axeViolations(page, [`#${EXAMPLE.route}`, '[data-testid="status-as-of"]'])).toEqual([]);
  expect(health.problems()).toEqual([]);
  expect(await csp()).toEqual([]);
});

test('the cancelled sailing\'s calendar file: STATUS:CANCELLED under the UID its normal event had, with a higher SEQUENCE', async ({ page, baseURL }) => {
  // The normal event first: the site as built (no status), where the sailing is the route's next one.
  const vevent = async (download: Download) => new ICAL.Component(ICAL.parse(await read(download))).getFirstSubcomponent('vevent')!;
  await page.clock.setFixedTime(FRIDAY_EVENING);
  await page.goto(`${baseURL}/schedules`);
  await hydrated(page);
  await scrollIntoView(page.locator(`#${EXAMPLE.route}`));
  const lead = page.locator(`#${EXAMPLE.route}`).getByTestId('next-sailing');
  await expect(lead).toContainText(`Next sailing: ${CANCELLED}`);
  const [normalDownload] = await Promise.all([page.waitForEvent('download'), lead.getByRole('button', { name: /^Add to calendar/ }).click()]);
  const normal = await vevent(normalDownload);
  expect(normal.getFirstPropertyValue('status')).toBeNull();

  await open(page, '/schedules');
  await scrollIntoView(page.locator(`#${EXAMPLE.route}`));
  const change = page.locator(`#${EXAMPLE.route}`).getByTestId('sailing-changes').getByRole('listitem');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    change.getByRole('button', { name: /^Update your calendar: cancelled: .* \(cancelled\)$/ }).click(),
  ]);
  const text = await read(download);
  expect(text).toContain('\r\nSTATUS:CANCELLED\r\n');
  const cancelled = await vevent(download);
  const event = new ICAL.Event(cancelled);
  // The UID of the sailing: the one its earlier "Add to calendar" file had, so re-importing cancels that event.
  expect(event.uid).toBe(new ICAL.Event(normal).uid);
  expect(event.summary).toBe(`Cancelled: ${new ICAL.Event(normal).summary}`);
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(CANCELLED_SAILING.departure!.iso).toISOString());
  expect(Number(cancelled.getFirstPropertyValue('sequence'))).toBeGreaterThan(Number(normal.getFirstPropertyValue('sequence') ?? 0));
  expect(event.description).toContain('CANCELLED (Tropical Cyclone Wind Signal No. 2)');
});

test('the Boracay page: the next sailing to it is listed cancelled, struck through, and the next one follows', async ({ page }) => {
  const health = watchPage(page);
  // A minute before it leaves, the cancelled sailing is the first to the port; the engine says which one follows.
  const before = new Date(Date.parse(CANCELLED_SAILING.departure!.iso) - 60_000);
  const following = nextSailings(index, { to: boracay.port, now: before, count: 3 }).sailings.filter((s) => !isCancelled(s))[0]!;
  await open(page, `/destinations/${boracay.slug}`, before);
  // The next sailings start near the screen: the traveller scrolls to them.
  await scrollIntoView(page.locator('[data-island="next-sailings"]'));
  const arriving = page.getByTestId('next-sailings').getByRole('heading', { name: `Next sailings to ${boracay.name}` }).locator('..');
  const items = arriving.getByTestId('next-sailing-item');
  await expect(items.first()).toContainText(CANCELLED);
  await expect(items.first()).toContainText('Cancelled');
  await expect(items.first()).toContainText(REASON);
  await expect(items.first().locator('s time')).toHaveCount(1);
  // A cancelled sailing is not sold: no Book Tickets on it; the next one has one.
  await expect(items.first().getByRole('link', { name: /^Book Tickets/ })).toHaveCount(0);
  await expect(items.nth(1)).toContainText(at(following));
  await expect(items.nth(1)).not.toContainText('Cancelled');
  await expect(page.getByRole('region', { name: 'Changes to sailings' }).getByRole('listitem')).toContainText(CANCELLED);
  expect(await axeViolations(page)).toEqual([]);
  expect(health.problems()).toEqual([]);
});

test('the planner does not offer the cancelled sailing: it says which one and why, and offers the next', async ({ page }) => {
  await open(page, `/planner?from=${CANCELLED_SAILING.from}&to=${CANCELLED_SAILING.to}`);
  // The first direct sailing between the two ports after the cancelled one, by the engine.
  const direct1 = nextSailings(index, { from: CANCELLED_SAILING.from, to: CANCELLED_SAILING.to, now: FRIDAY_EVENING, count: 4 }).sailings.filter((s) => !isCancelled(s))[0]!;
  await expect(page.getByTestId('plan-status')).toHaveText(/^Found 3 direct sailings and \d+ connections?(, and \d+ possible connections? whose days are not published)?\. 1 cancelled sailing is not offered\.$/);
  const cancelled = page.getByTestId('plan-cancelled');
  await expect(cancelled).toContainText(/^Cancelled: Ferry: /);
  await expect(cancelled).toContainText(`, ${CANCELLED} — Tropical Cyclone Wind Signal No. 2. Not offered here.`);
  await expect(cancelled).toContainText(`The next direct sailing that leaves is ${at(direct1)}`);
  const direct = page.getByTestId('direct-sailing');
  await expect(direct.first()).toContainText(`Departs ${at(direct1)}`);
  for (const item of await direct.all()) await expect(item).not.toContainText(CANCELLED);
  await expect(page.getByTestId('status-as-of')).toContainText('Sailing status as of Tue 24 Nov, 3:40 PM PST');
  expect(await axeViolations(page)).toEqual([]);
});

test('the booking panel notes the chosen day\'s cancelled sailing, and nothing on another day', async ({ page }) => {
  const tuesday = new Date('2026-11-24T08:00:00Z'); // Tue 24 Nov, 4:00 PM: online booking takes Thu 26 Nov on
  const { date } = CANCELLED_SAILING;
  await open(page, `/book-tickets?from=Batangas&to=Caticlan&date=${date}`, tuesday);
  const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
  const note = panel.getByTestId('booking-status');
  await expect(note).toHaveAttribute('role', 'status');
  await expect(note).toContainText(`The ${formatClock(EXAMPLE.dep)} sailing from Batangas to Caticlan on ${formatIsoDay(date)} is cancelled (Tropical Cyclone Wind Signal No. 2).`);
  await expect(note).toContainText(SOURCE.replace(/\.$/, ''));
  // Above Book Tickets, so it holds no link: the tab order ends at the button, the planner is linked after it.
  await expect(note.getByRole('link')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const other = addDays(date, 1);
  await open(page, `/book-tickets?from=Batangas&to=Caticlan&date=${other}`, tuesday);
  const [y, m, d] = other.split('-');
  await expect(panel.getByRole('button', { name: /^Departure/ })).toContainText(`${m}/${d}/${y}`);
  await expect(panel.getByTestId('booking-status')).toHaveText('');
});

test('on paper: /schedules prints the cancellation under when the status is from, though its route was never scrolled to', async ({ page }) => {
  await open(page, '/schedules');
  // The route's own list is an island started near the screen: not scrolled to, it has not started; paper still has it.
  await expect(page.getByTestId('status-as-of')).toHaveText('Sailing status as of Tue 24 Nov, 3:40 PM PST.');
  await page.emulateMedia({ media: 'print' });
  const text = (await readPdf(await page.pdf({ format: 'A4' }))).map((s) => s.text).join(' ');
  expect(text).toContain(`${CANCELLED} Cancelled`);
  expect(text).toContain(REASON);
  expect(text).toContain('Sailing status as of Tue 24 Nov, 3:40 PM PST.');
  expect(text).not.toContain('Add to calendar');
});

test('on paper: the Boracay page prints its changes to sailings, though the page was never scrolled', async ({ page }) => {
  await open(page, `/destinations/${boracay.slug}`);
  await expect(page.getByTestId('status-as-of')).toHaveText('Sailing status as of Tue 24 Nov, 3:40 PM PST.');
  await page.emulateMedia({ media: 'print' });
  const text = (await readPdf(await page.pdf({ format: 'A4' }))).map((s) => s.text).join(' ');
  expect(text).toContain('Changes to sailings');
  expect(text).toContain(`${CANCELLED} Cancelled`);
  expect(text).toContain(REASON);
  expect(text).toContain('Sailing status as of Tue 24 Nov, 3:40 PM PST.');
})

test('trip planners: trip-updates.pb decodes with gtfs-realtime-bindings, with the trip of gtfs.zip', async ({ request }) => {
  const response = await request.get(`${site.base}/gtfs-rt/trip-updates.pb`);
  expect(response.headers()['content-type']).toBe('application/x-protobuf');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const bytes = await response.body();
  const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
  const feed = FeedMessage.toObject(FeedMessage.decode(bytes), { enums: String, longs: Number });
  expect(feed.header).toMatchObject({ incrementality: 'FULL_DATASET', timestamp: PUBLISHED_AT.getTime() / 1000 });
  expect(feed.entity).toEqual([{
    id: `${EXAMPLE.route}.${EXAMPLE.date}.${EXAMPLE.dep.replace(':', '')}`,
    tripUpdate: expect.objectContaining({
      trip: {
        tripId: expect.any(String), routeId: EXAMPLE.route, startDate: EXAMPLE.date.replaceAll('-', ''), startTime: `${EXAMPLE.dep}:00`,
        scheduleRelationship: 'CANCELED',
      },
    }),
  }]);
  const tripId = feed.entity[0]!.tripUpdate!.trip!.tripId!;
  // The same trip_id in the gtfs.zip the site serves.
  const zip = unzipSync(new Uint8Array(await (await request.get(`${site.base}/gtfs.zip`)).body()));
  expect(strFromU8(zip['trips.txt']!).split('\n').some((line) => line.split(',').includes(tripId))).toBe(true);

  // node-gtfs's realtime import of trip updates is tests/gtfs/realtime/node-gtfs-trip-updates.test.ts: node-gtfs needs
  // better-sqlite3's native addon, which npm test compiles in a lane of its own while these tests run.
});

test.describe('published while the page is open', () => {
  // Each test runs the real status:publish (npm, tsx, the whole pipeline) with its page open, inside its own time:
  // a command's wall time, which stretches with the machine's load, on top of the page's.
  test.describe.configure({ timeout: 120_000 });
  let fresh: StatusSite;
  test.beforeEach(async ({}, info) => { fresh = await statusSite(hostModeOf(info)); });
  test.afterEach(async () => fresh?.close());

  test('status:publish (no rebuild) → the open page shows the cancellation at its next refresh, within 5 minutes', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
    await page.clock.install({ time: FRIDAY_EVENING });
    await page.goto(`${fresh.base}/schedules`);
    await hydrated(page);
    // Nothing announced: the page has not downloaded the code that shows a status.
    expect(scripts.filter((p) => /\/kit-/.test(p))).toEqual([]);
    const route = page.locator(`#${EXAMPLE.route}`);
    await scrollIntoView(route);
    await expect(route.getByTestId('next-sailing')).toContainText(`Next sailing: ${CANCELLED}`);
    await expect(page.getByTestId('status-as-of')).toContainText('No cancellations or delays announced.');

    const { ms } = fresh.publish();
    test.info().annotations.push({ type: 'status:publish', description: `${ms} ms` });
    // Not before the refresh is due: nothing is fetched in between.
    await page.clock.runFor(60_000);
    await expect(route.getByTestId('sailing-changes')).toHaveCount(0);
    await page.clock.runFor(4 * 60_000);
    await expect(route.getByTestId('sailing-changes')).toContainText(CANCELLED);
    expect(scripts.filter((p) => /\/kit-/.test(p))).toHaveLength(1);
    await expect(route.getByTestId('next-sailing')).toContainText(`Next sailing: ${NEXT}`);
    // Announced politely: the as-of line is a live region and now says when the status is from.
    await expect(page.getByTestId('status-as-of')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId('status-as-of')).toHaveText('Sailing status as of Tue 24 Nov, 3:40 PM PST.');
  });

  test('coming back to the page (focus) → refreshed at once', async ({ page }) => {
    await page.clock.install({ time: FRIDAY_EVENING });
    await page.goto(`${fresh.base}/destinations/${boracay.slug}`);
    await hydrated(page);
    await expect(page.getByTestId('status-as-of')).toContainText('No cancellations or delays announced.');
    fresh.publish();
    await page.clock.runFor(31_000);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('region', { name: 'Changes to sailings' })).toContainText(CANCELLED);
  });
});

/**
 * The shared published copy with its status.json replaced by `text` while `run` runs (the tests of this file run one
 * after another: `mode: 'default'` above), so a broken file costs no publish of its own.
 */
async function withStatusFile(text: string, run: () => Promise<void>): Promise<void> {
  const path = join(site.dist, 'status.json');
  const good = readFileSync(path, 'utf8');
  writeFileSync(path, text);
  try {
    await run();
  } finally {
    writeFileSync(path, good);
  }
}

test.describe('a status file that comes broken, on a phone', () => {
  test.use(PHONE);

  test('one entry on a day that does not exist → dropped with a warning; the cancellation shows on /schedules, the Boracay page and the planner', async ({ page }) => {
    const file = JSON.parse(readFileSync(join(site.dist, 'status.json'), 'utf8')) as { sailings: Record<string, unknown>[] };
    file.sailings.push({ ...file.sailings[0], date: '2026-02-31' });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
    page.on('pageerror', (error) => errors.push(error.message));
    await withStatusFile(JSON.stringify(file), async () => {
      await open(page, '/schedules');
      const route = page.locator(`#${EXAMPLE.route}`);
      await scrollIntoView(route);
      await expect(route.getByTestId('sailing-changes')).toContainText(CANCELLED);
      await expect(page.getByTestId('status-as-of')).toHaveText('Sailing status as of Tue 24 Nov, 3:40 PM PST.');
      expect(warnings.filter((w) => w.startsWith('/status.json: sailings[1] is not shown: its date cannot be read'))).toHaveLength(1);

      await open(page, `/destinations/${boracay.slug}`);
      await expect(page.getByRole('region', { name: 'Changes to sailings' })).toContainText(CANCELLED);
      await expect(page.getByTestId('status-as-of')).toHaveText('Sailing status as of Tue 24 Nov, 3:40 PM PST.');

      await open(page, `/planner?from=${CANCELLED_SAILING.from}&to=${CANCELLED_SAILING.to}&day=${CANCELLED_SAILING.weekday.toLowerCase()}`);
      await expect(page.getByTestId('plan-status')).toContainText('1 cancelled sailing is not offered.');
      await expect(page.getByTestId('plan-cancelled')).toContainText(CANCELLED);
    });
    expect(errors).toEqual([]);
  });

  test('not a status file, with no worker: the open page keeps what it shows and says it could not be refreshed; a first load says the status could not be loaded', async ({ page }) => {
    await page.clock.install({ time: FRIDAY_EVENING });
    await page.goto(`${site.base}/destinations/${boracay.slug}`);
    await hydrated(page);
    const changes = page.getByRole('region', { name: 'Changes to sailings' });
    await expect(changes).toContainText(CANCELLED);
    await withStatusFile('<html>oops</html>', async () => {
      await page.clock.runFor(5 * 60_000);
      await expect(page.getByTestId('status-as-of')).toContainText(NOT_REFRESHED.replace('2 h 20 min', '2 h 25 min'));
      await expect(changes).toContainText(CANCELLED);

      await page.reload();
      await hydrated(page);
      await page.clock.runFor(10_000); // the fetch's retries (1 s, 2 s, 4 s)
      await expect(page.getByTestId('status-as-of')).toHaveText(
        `The sailing status could not be loaded, so cancellations and delays may not show. Timetables as published ${await published(page)}.`);
    });
  });

  test.describe('with the offline worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('it keeps the last good status: offline, and online when the host\'s answer is not a status file — the page says it could not be refreshed, from when, and how old the timetables are', async ({ page, context }) => {
      // A first visit's precache on a busy machine, then four page loads: a ceiling, not a budget.
      test.setTimeout(120_000);
      await page.clock.setFixedTime(FRIDAY_EVENING);
      // The first visit: the worker installs while the page is open, and stores the status the page was shown.
      await page.goto(`${site.base}/destinations/${boracay.slug}`);
      await hydrated(page);
      await page.waitForFunction(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      }, undefined, { timeout: 60_000 });
      const changes = page.getByRole('region', { name: 'Changes to sailings' });
      await expect(changes).toContainText(CANCELLED);
      const stale = `${NOT_REFRESHED} Timetables as published ${await published(page)}.`;

      await context.setOffline(true);
      await page.reload();
      await expect(changes).toContainText(CANCELLED);
      await expect(page.getByTestId('status-as-of')).toHaveText(stale);
      await context.setOffline(false);

      await withStatusFile('<html>oops</html>', async () => {
        for (const offline of [false, true]) {
          await context.setOffline(offline);
          await page.reload();
          await expect(changes, `offline: ${offline}`).toContainText(CANCELLED);
          await expect(page.getByTestId('status-as-of'), `offline: ${offline}`).toHaveText(stale);
        }
        await context.setOffline(false);
        // The copy the worker keeps is still the good one.
        expect(await page.evaluate(async () => {
          const copy = await (await caches.open('sailing-status')).match('/status.json');
          return copy ? ((await copy.json()) as { asOf: string }).asOf : null;
        })).toBe('2026-11-24T15:40:00+08:00');
      });
    });
  });
});

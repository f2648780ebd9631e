/**
 * A storm week, as a traveller meets it on a 375 px phone with a fixed clock (Friday 27 Nov 2026, 6 PM in Manila):
 * the first two Manila → Cebu sailings online booking takes are cancelled and the next two Batangas → Caticlan
 * sailings delayed by 4 hours, published with the real `npm run status:publish` into a copy of the built site
 * (e2e/support/status-site.ts). The home page and the top of /schedules say so and link each change; a delay reads
 * with both times; the booking panel marks the cancelled days, says so above Book Tickets and offers the next sailing
 * instead of handing a cancelled day off; calendar files say what they do and remind by the port's arrive-by advice.
 *
 * Which sailings change comes from the graph the site was built from (the engine's next sailings), the words and
 * counts from what is published; nothing is a list typed here. With SCREENS=<folder> it saves the storm-day home,
 * panel and /schedules top at 375 px (docs/screens/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { addDays, formatClock, formatIsoDay, manilaDate, manilaMoment, manilaStartOfDay } from '../src/time';
import { queryIndexOf } from '../src/query/graph-index';
import { nextSailings, type Sailing } from '../src/query/next-sailings';
import { delayText } from '../src/status/words';
import { axeViolations } from './support/axe';
import { graph } from './support/graph';
import { expect, hostModeOf, test } from './support/host';
import { hydrated, scrollIntoView, watchPage } from './support/page-health';
import { CLOCK, statusSite, type StatusSite } from './support/status-site';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
test.describe.configure({ mode: 'default' });

const index = queryIndexOf(graph);
const DELAY_HOURS = 4;
/** The first day online booking takes (two days ahead of the clock). */
const BOOKABLE = addDays(manilaDate(CLOCK), 2);
const [cancelled1, cancelled2, afterCebu] = nextSailings(index, { routeId: 'manila-cebu', now: new Date(manilaStartOfDay(BOOKABLE)), count: 3 }).sailings as [Sailing, Sailing, Sailing];
const delayed = nextSailings(index, { routeId: 'batangas-caticlan', now: CLOCK, count: 2 }).sailings;
/** The new departure, as status.yaml and status.json write it ("2026-11-28T03:30:00+08:00"). */
const departs = (s: Sailing) => manilaMoment(Date.parse(s.departure!.iso) + DELAY_HOURS * 3_600_000).iso;
/** Their statuses as published: the words pages use for a delay come from these (src/status/words.ts). */
const delayStatuses = delayed.map((s) => ({ date: s.date, dep: s.departure!.time, departs: departs(s) }));
const entry = (route: string, s: Sailing, state: string, more = '') => `  - route: ${route}
    date: ${s.date}
    dep: "${s.departure!.time}"
    state: ${state}
    reason: weather${more}
    source: Operator (test fixture)
    statedAt: 2026-11-27T14:00+08:00
`;
const STATUS = `sailings:
${entry('manila-cebu', cancelled1, 'cancelled')}${entry('manila-cebu', cancelled2, 'cancelled')}${delayed.map((s) => entry('batangas-caticlan', s, 'delayed', `\n    departs: ${departs(s)}`)).join('')}`;

const label = (id: string) => graph.ports.find((p) => p.id === id)!.label;
const policy = (topic: string) => graph.policies.find((p) => p.topic === topic)!;

let site: StatusSite;
test.beforeAll(async ({}, info) => {
  site = await statusSite(hostModeOf(info), { status: STATUS, publishedAt: new Date('2026-11-27T07:00:00Z') });
  site.publish();
});
test.afterAll(async () => site?.close());

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(CLOCK);
  await page.goto(`${site.base}${path}`);
  await hydrated(page);
}

async function screen(page: Page, name: string) {
  if (process.env.SCREENS) await page.screenshot({ path: join(process.env.SCREENS, `${name}.png`), scale: 'css' });
}

test('the home page says it first: "2 sailings cancelled, 2 delayed in the next 7 days", each change linked, a delay with both times', async ({ page }) => {
  const health = watchPage(page);
  await open(page, '/');
  const banner = page.getByTestId('status-banner');
  await expect(banner.getByTestId('status-summary')).toHaveText('2 sailings cancelled, 2 delayed in the next 7 days:');
  await expect(banner).toBeInViewport();
  const changes = banner.getByTestId('status-changes').getByRole('link');
  await expect(changes).toHaveCount(4);
  for (const s of [cancelled1, cancelled2]) {
    await expect(changes.filter({ hasText: `${formatIsoDay(s.date)}, ${formatClock(s.departure!.time)} PST: cancelled` }))
      .toHaveAttribute('href', `/schedules?from=manila&to=cebu#manila-cebu`);
  }
  for (const s of delayStatuses) {
    await expect(changes.filter({ hasText: delayText(s)! })).toHaveText(`${label('batangas')} → ${label('caticlan')}: delayed, ${delayText(s)}`);
  }
  expect(delayText(delayStatuses[0]!)).toContain(`${formatClock(delayStatuses[0]!.dep)} → now `);
  await screen(page, 'storm-home');
  expect(await axeViolations(page, ['[data-testid="status-banner"]'])).toEqual([]);
  expect(health.problems()).toEqual([]);
});

test('/schedules: the summary at the top; the delayed route\'s next sailing with both times', async ({ page }) => {
  await open(page, '/schedules');
  await expect(page.getByTestId('status-banner').getByTestId('status-summary')).toHaveText('2 sailings cancelled, 2 delayed in the next 7 days:');
  await expect(page.getByTestId('status-banner')).toBeInViewport();
  await screen(page, 'storm-schedules');
  const route = page.locator('[id="batangas-caticlan"]');
  await scrollIntoView(route);
  await expect(route.getByTestId('next-sailing')).toContainText(`Next sailing: ${delayText(delayStatuses[0]!)}`);
});

test('the booking panel: the cancelled days have their own mark and legend; the note sits above Book Tickets; Book Tickets offers the next sailing', async ({ page, context }) => {
  const opened: string[] = [];
  // A hand-off opens the booking site in a new tab (a local stand-in for it): what it was asked for is its address.
  await context.route(`https://${graph.site.bookingHost}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' }));
  context.on('page', (tab) => {
    void tab.waitForLoadState('domcontentloaded').catch(() => undefined).then(() => { opened.push(tab.url()); return tab.close(); });
  });
  await open(page, `/book-tickets?from=Manila&to=Cebu&date=${cancelled1.date}`);
  const panel = page.getByRole('region', { name: 'Ferry Booking Online' });
  const book = panel.getByRole('button', { name: 'Book Tickets' });
  const note = panel.getByTestId('booking-status');
  await expect(note).toContainText(`The ${formatClock(cancelled1.departure!.time)} sailing from Manila to Cebu on ${formatIsoDay(cancelled1.date)} is cancelled (bad weather).`);
  // At 375 px the note is read before the button: above it, and on screen with it.
  await book.scrollIntoViewIfNeeded();
  await expect(note).toBeInViewport();
  expect((await note.boundingBox())!.y).toBeLessThan((await book.boundingBox())!.y);
  await screen(page, 'storm-panel');

  // The calendar: both cancelled days marked (not as sailing days), with a legend line.
  await panel.getByRole('button', { name: /^Departure/ }).click();
  const dialog = page.getByRole('dialog');
  for (const s of [cancelled1, cancelled2]) {
    await expect(dialog.getByRole('button', { name: new RegExp(`\\b${Number(s.date.slice(8))}(st|nd|rd|th), 2026(, selected)?, every sailing cancelled$`) })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: new RegExp(`\\b${Number(afterCebu.date.slice(8))}(st|nd|rd|th), 2026, sailing day`) })).toBeVisible();
  await expect(dialog.getByTestId('cancelled-legend')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Book Tickets on the cancelled day: no hand-off; the next sailing is offered, focused.
  await book.click();
  const offer = panel.getByTestId('cancelled-day');
  await expect(offer).toBeFocused();
  await expect(panel.getByRole('status', { name: 'Booking status' })).toContainText('Not searched: every sailing that day is cancelled.');
  await expect(offer.getByTestId('cancelled-day-confirm')).toHaveText(`Press Book Tickets again to search ${formatIsoDay(cancelled1.date)} anyway.`);
  expect(opened).toEqual([]);
  expect(await axeViolations(page, ['[data-testid="trip-notes"]'])).toEqual([]);
  await offer.getByRole('button', { name: `Choose ${formatIsoDay(afterCebu.date)}, the next sailing` }).click();
  await expect(offer).toHaveCount(0);
  await book.click();
  await expect.poll(() => opened.length).toBe(1);
  expect(new URL(opened[0]!).searchParams.get('date')).toBe(afterCebu.date);

  // Asked to confirm: pressed twice, the cancelled day itself is handed off.
  await open(page, `/book-tickets?from=Manila&to=Cebu&date=${cancelled2.date}`);
  await book.click();
  await expect(panel.getByTestId('cancelled-day-confirm')).toBeVisible();
  expect(opened).toHaveLength(1);
  await book.click();
  await expect.poll(() => opened.length).toBe(2);
  expect(new URL(opened[1]!).searchParams.get('date')).toBe(cancelled2.date);
});

async function vevent(download: Download) {
  return new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8'))).getFirstSubcomponent('vevent')!;
}

test('calendar files: the cancellation\'s button says what it does; a sailing\'s reminder follows its port\'s arrive-by advice, and it says when check-in closes', async ({ page }) => {
  await open(page, '/schedules');
  const route = page.locator('[id="manila-cebu"]');
  await scrollIntoView(route);
  const change = route.getByTestId('sailing-changes').getByRole('listitem').filter({ hasText: formatIsoDay(cancelled1.date) });
  const update = change.getByRole('button', { name: /^Update your calendar: cancelled: / });
  await expect(update).toHaveText('Update your calendar: cancelled');
  const [cancelledFile] = await Promise.all([page.waitForEvent('download'), update.click()]);
  const cancelledEvent = await vevent(cancelledFile);
  expect(cancelledEvent.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(cancelledEvent.getFirstSubcomponent('valarm')).toBeNull();

  // The route's next sailing (tonight's, before the cancelled ones), from Manila: Manila's own rule (arrival_time_manila) sets the reminder.
  const tonight = nextSailings(index, { routeId: 'manila-cebu', now: CLOCK, count: 1 }).sailings[0]!;
  expect(tonight.date < cancelled1.date).toBe(true);
  const lead = route.getByTestId('next-sailing');
  await expect(lead).toContainText(`Next sailing: ${formatIsoDay(tonight.date)}, ${formatClock(tonight.departure!.time)} PST`);
  const [file] = await Promise.all([page.waitForEvent('download'), lead.getByRole('button', { name: /^Add to calendar: / }).click()]);
  const event = await vevent(file);
  const manila = policy('arrival_time_manila');
  const longest = Number(String(manila.values['hoursBeforeDeparture']).split('-').at(-1));
  const alarm = event.getFirstSubcomponent('valarm')!;
  expect(String(alarm.getFirstPropertyValue('trigger'))).toBe(`-PT${longest}H`);
  expect(alarm.getFirstPropertyValue('description')).toBe(manila.text);
  const checkIn = policy('check_in_cutoff');
  const closes = manilaMoment(Date.parse(tonight.departure!.iso) - Number(checkIn.values['hoursBeforeDeparture']) * 3_600_000);
  const closesAt = `${formatIsoDay(closes.date)}, ${formatClock(closes.time)} PST`;
  const description = String(event.getFirstPropertyValue('description'));
  expect(description).toContain(`Check-in closes: ${closesAt}. ${checkIn.text}`);
  expect(description).toContain(manila.text);
  expect(description).not.toContain(policy('arrival_time').text);
});

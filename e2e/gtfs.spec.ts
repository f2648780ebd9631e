/**
 * The GTFS feed is published with the site: linked from the footer's Resources, listed in the sitemap,
 * served as a zip whose files are the GTFS ones; its service alerts as GTFS-Realtime protobuf beside it.
 * (What is inside is proven by tests/gtfs, which imports both with node-gtfs. That the sitemap lists the feed is
 * site-shell.spec.ts's sitemap test, which pins every URL in it.)
 */
import { expect, test } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { graph } from './support/graph';


test('the footer links the GTFS feed, and the link downloads a GTFS zip', async ({ page, request }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Download timetable (GTFS)' });
  await expect(link).toHaveAttribute('href', '/gtfs.zip');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('gtfs.zip');

  const response = await request.get('/gtfs.zip');
  expect(response.headers()['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await response.body()));
  expect(Object.keys(files).sort()).toEqual(expect.arrayContaining(
    ['agency.txt', 'calendar.txt', 'feed_info.txt', 'routes.txt', 'stop_times.txt', 'stops.txt', 'trips.txt']));
  expect(strFromU8(files['agency.txt']!)).toContain('Asia/Manila');
  expect(strFromU8(files['feed_info.txt']!)).toContain(graph.site.feed!.version);
});

test('the footer links the service alerts next to the GTFS feed: GTFS-Realtime protobuf, never cached stale', async ({ page, request }) => {
  await page.goto('/');
  const resources = page.getByRole('contentinfo').getByRole('navigation', { name: 'Resources' });
  const link = resources.getByRole('link', { name: 'Service alerts (GTFS-Realtime)' });
  await expect(link).toHaveAttribute('href', '/gtfs-rt/alerts.pb');
  // Right after the GTFS link, as a plain anchor (a file, not a route).
  await expect(resources.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Download timetable (GTFS)' }) })
    .locator('+ li')).toContainText('Service alerts (GTFS-Realtime)');

  const response = await request.get('/gtfs-rt/alerts.pb');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/x-protobuf');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const { FeedMessage } = GtfsRealtimeBindings.transit_realtime;
  const message = FeedMessage.toObject(FeedMessage.decode(new Uint8Array(await response.body())), { enums: String, longs: Number, arrays: true });
  expect(message.header).toMatchObject({ gtfsRealtimeVersion: '2.0', incrementality: 'FULL_DATASET' });
  expect(message.header.timestamp).toBeGreaterThan(Date.UTC(2026, 0, 1) / 1000);
  // The live data ships no advisory; whatever it holds, every alert is one of its advisories.
  const ids = new Set(graph.advisories.map((a) => a.id));
  for (const entity of message.entity as { id: string }[]) expect(ids.has(entity.id), entity.id).toBe(true);

  const twin = await request.get('/gtfs-rt/alerts.json');
  expect(twin.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(await twin.json()).toEqual(FeedMessage.decode(new Uint8Array(await response.body())).toJSON());
});

/**
 * The GTFS feed is published with the site (issue 7): linked from the footer's Resources, listed in the sitemap,
 * served as a zip whose files are the GTFS ones. (What is inside is proven by tests/gtfs, which imports it with
 * node-gtfs.)
 */
import { expect, test } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
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

test('the sitemap lists the feed', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${graph.site.baseUrl}/gtfs.zip</loc>`);
});

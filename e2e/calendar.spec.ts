/**
 * "Add to calendar" in real Chromium against the built site, with its real CSP: the planner's
 * Manila → El Nido journey and a /schedules "Next sailing" download an .ics file (Playwright's download event),
 * read back with an independent parser (ical.js) in the test. Run in two browser zones far from Manila: the
 * instants must be the Manila times the page shows. The calendar code is fetched only when the button is used,
 * and, once the service worker has the site, the file is made offline too.
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, test, type Download, type Page } from '@playwright/test';
import { graph } from './support/graph';
import { hydrated, recordCspViolations, scrollIntoView, watchPage } from './support/page-health';

const NOW = new Date('2026-11-22T04:00:00Z'); // Sunday 22 Nov 2026, 12:00 in Manila
/** A sailing from Manila reminds when Manila's own arrive-by rule says (policies: arrival_time_manila, "2-3" → 3 h). */
const MANILA_RULE = graph.policies.find((p) => p.topic === 'arrival_time_manila')!;
const MANILA_ALARM = `-PT${String(MANILA_RULE.values['hoursBeforeDeparture']).split('-').at(-1)}H`;

interface ParsedEvent { summary: string; location: string; start: string; end: string; description: string; alarm: string | null; uid: string }

function parseIcs(text: string): { stamp: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  return {
    stamp: String(vevents[0]!.getFirstPropertyValue('dtstamp')),
    events: vevents.map((vevent) => {
      const event = new ICAL.Event(vevent);
      const alarm = vevent.getFirstSubcomponent('valarm');
      return {
        summary: event.summary, location: event.location, description: event.description, uid: event.uid,
        start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString(),
        alarm: alarm ? String(alarm.getFirstPropertyValue('trigger')) : null,
      };
    }),
  };
}

/** Paths of the scripts the page requests from now on. */
function scriptRequests(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return () => [...paths];
}

async function read(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8');
}

const manila = (wall: string) => new Date(`${wall}+08:00`).toISOString();

for (const timezoneId of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
  test.describe(`browser zone ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the planned Manila → El Nido journey downloads as an .ics file with its Manila instants', async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      const health = watchPage(page);
      const violations = await recordCspViolations(page);
      const scripts = scriptRequests(page);
      await page.goto('/planner?from=manila&to=el-nido');
      await hydrated(page);

      const journey = page.getByTestId('journey').first();
      const button = journey.getByRole('button', { name: 'Add to calendar: Manila North Harbor → Puerto Princesa Port → El Nido, Mon 23 Nov' });
      await expect(button).toBeVisible();
      // Nothing of the calendar export has been fetched before it is used.
      const before = scripts();
      expect(before.filter((p) => /\/download-/.test(p))).toEqual([]);

      // Keyboard: focus the button and press Enter.
      await button.focus();
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(scripts().filter((p) => /\/download-/.test(p))).toHaveLength(1);
      expect(download.suggestedFilename()).toBe('journey-manila-el-nido-2026-11-23.ics');

      const { stamp, events } = parseIcs(await read(download));
      expect(stamp).toBe('2026-11-22T04:00:00Z');
      expect(events.map(({ summary, location, start, end, alarm }) => ({ summary, location, start, end, alarm }))).toEqual([
        {
          summary: 'Ferry Manila → Puerto Princesa', location: 'Manila North Harbor',
          start: manila('2026-11-23T20:00:00'), end: manila('2026-11-24T22:00:00'), alarm: MANILA_ALARM,
        },
        {
          summary: 'By road Puerto Princesa → El Nido', location: 'Puerto Princesa Port',
          start: manila('2026-11-25T05:00:00'), end: manila('2026-11-25T11:00:00'), alarm: null,
        },
      ]);
      expect(events[0]!.description).toContain('Arrives: Tue 24 Nov, 10:00 PM (+1 day, estimated: the timetable states a travel time, not an arrival time)');
      expect(events[0]!.description).toContain(MANILA_RULE.text);
      expect(events[0]!.description).toContain('Check-in closes: Mon 23 Nov, 7:00 PM PST.');
      expect(health.problems()).toEqual([]);
      expect(await violations()).toEqual([]);
    });

    test('a timetable’s next sailing on /schedules downloads with the instant its line shows', async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      const violations = await recordCspViolations(page);
      await page.goto('/schedules');
      await hydrated(page);
      const lead = page.locator('#manila-cebu').getByTestId('next-sailing');
      const shown = await lead.locator('time').getAttribute('datetime');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        lead.getByRole('button', { name: /^Add to calendar: next sailing Manila → Cebu, / }).click(),
      ]);
      const { events } = parseIcs(await read(download));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ summary: 'Ferry Manila → Cebu', location: 'Manila North Harbor', alarm: MANILA_ALARM });
      expect(events[0]!.start).toBe(new Date(shown!).toISOString());
      expect(events[0]!.uid).toMatch(/^manila-cebu\.0\.[a-z]{3}\.2026-11-2\d@ferryticket\.example$/);
      expect(await violations()).toEqual([]);
    });

    test('a destination page’s next sailings each download with the instant they show', async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      const violations = await recordCspViolations(page);
      await page.goto('/destinations/cebu');
      await hydrated(page);
      await scrollIntoView(page.locator('[data-island="next-sailings"]'));
      const item = page.getByTestId('next-sailing-item').first();
      const shown = await item.locator('time').getAttribute('datetime');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        item.getByRole('button', { name: /^Add to calendar: sailing (Manila → Cebu|Cebu → \w+), / }).click(),
      ]);
      const { events } = parseIcs(await read(download));
      expect(events).toHaveLength(1);
      expect(events[0]!.summary).toMatch(/^Ferry (Manila → Cebu|Cebu → \w+)$/);
      expect(events[0]!.start).toBe(new Date(shown!).toISOString());
      expect(await violations()).toEqual([]);
    });
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the calendar file is made with no network', async ({ page, context }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/planner?from=manila&to=el-nido');
    await hydrated(page);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    }, undefined, { timeout: 60_000 }); // the first visit's precache: slow on a busy machine
    await context.setOffline(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('journey').first().getByRole('button', { name: /^Add to calendar/ }).click(),
    ]);
    expect(parseIcs(await read(download)).events).toHaveLength(2);
    await context.setOffline(false);
  });
});

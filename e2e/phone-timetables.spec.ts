/**
 * On a 375 px phone every timetable shows all of a sailing's facts without a sideways scroll
 * (one card per row), on /schedules and on every destination page, while the elements stay a table for screen
 * readers. Runs in the desktop project with a phone viewport set here (no @mobile tag: once is enough).
 */
import { expect, test } from '@playwright/test';
import { graph } from './support/graph';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const paths = ['/schedules', ...graph.destinations.map((d) => `/destinations/${d.slug}`)];

for (const path of paths) {
  test(`${path}: no timetable is wider than its box at 375 px`, async ({ page }) => {
    await page.goto(path);
    const report = await page.evaluate(() => {
      const tables = [...document.querySelectorAll('main table')] as HTMLTableElement[];
      return {
        tables: tables.length,
        wide: tables
          .filter((t) => t.getBoundingClientRect().width > 0 && (t.parentElement!.scrollWidth > t.parentElement!.clientWidth + 1))
          .map((t) => `${t.closest('section')?.id ?? '?'}: ${t.scrollWidth}px in ${t.parentElement!.clientWidth}px`),
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(report.tables, 'the page shows timetables').toBeGreaterThan(0);
    expect(report.wide).toEqual([]);
    expect(report.pageOverflow).toBeLessThanOrEqual(0);
  });
}

test('a phone card names each fact and the table is still a table', async ({ page }) => {
  await page.goto('/schedules');
  // Neither the page nor the box scrolls sideways; the box stays a labelled, focusable region, so a keyboard user
  // could still scroll it if some content ever overflowed.
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
  const region = page.getByRole('region', { name: /timetable$/ }).first();
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const table = page.getByRole('main').getByRole('table').first();
  // Column headers are hidden visually only: the accessibility tree keeps them.
  await expect(table.getByRole('columnheader', { name: /Departure Time/ })).toHaveCount(1);
  const firstRow = table.locator('tbody tr').first();
  const label = await firstRow.locator('td[data-label^="Departure Time"]').evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toContain('Departure Time');
  // Each fact sits on its own line inside the card, not side by side in a grid.
  const [day, dep] = await Promise.all([
    firstRow.locator('th').boundingBox(),
    firstRow.locator('td[data-label^="Departure Time"]').boundingBox(),
  ]);
  expect(dep!.y).toBeGreaterThan(day!.y);
  // No "swipe" hint: nothing needs swiping.
  await expect(page.getByText(/Swipe the table/)).toHaveCount(0);
});

test('desktop and paper keep the grid', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/schedules');
  const row = page.getByRole('main').locator('table tbody tr').first();
  const [day, dep] = await Promise.all([row.locator('th').boundingBox(), row.locator('td[data-label^="Departure Time"]').boundingBox()]);
  expect(Math.abs(dep!.y - day!.y)).toBeLessThan(4);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ media: 'print' });
  await expect(row).toHaveCSS('display', 'table-row');
});

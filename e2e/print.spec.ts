/**
 * A timetable to take to the port. /schedules and every destination page printed to A4 with
 * Chromium's page.pdf() (print media, no background graphics, as a browser's default print), then read back with
 * PDF.js (e2e/support/pdf.ts): the PDF holds every table's text on one sheet, nothing runs off the right edge, the
 * site's chrome is gone, and the foot says the time zone, the page's canonical address and the build date — the one
 * pre-rendered into the HTML, not the visitor's clock (the browser's clock is set years ahead here).
 */
import { expect, test, type Page } from '@playwright/test';
import { formatLongDate } from '../src/time';
import { graph } from './support/graph';
import { hydrated } from './support/page-health';
import { readPdf, type PdfPage } from './support/pdf';

/** styles.css @page margin on the right, 12 mm, in PDF points. */
const RIGHT_MARGIN_PT = (12 / 25.4) * 72;
/** The smallest print size (styles.css: small text 0.875 × 10.5 pt ≈ 9.2 pt, page numbers 9 pt). */
const MIN_TEXT_PT = 9;
const ZONE_LINE = 'All times are Philippine Standard Time (PST, UTC+8).';
/** The visitor's clock in these tests: far from any build date, so a date read from it would show. */
const VISITOR_NOW = new Date('2031-06-15T10:00:00+08:00');

/*
 * Sheets, from the data. Each /schedules group starts a new sheet (print one group by its pages), and an A4 sheet
 * holds at least 4 of the site's routes at the print sizes (10.5 pt, one to three rows each, and the line under a
 * route whose sources disagree: measured, 7 routes with 10 rows fill 90 % of one), so a group takes at most
 * ceil(routes / 4) sheets. A destination page prints on one sheet, two when it lists the other ways there (More
 * Ways): the photo, attractions, next sailings, the list of trips with no published timetable and the call to
 * action stay off paper.
 */
const ROUTES_PER_SHEET = 4;
const schedulesSheets = graph.schedules.groups.reduce((n, g) => n + Math.ceil(g.timetables.length / ROUTES_PER_SHEET), 0);
const DESTINATION_SHEETS = 2;

interface PrintedTable { heading: string; group: string | null; tokens: string[] }

/** Words as printed: split at spaces and after an en dash ("Thu–Sun" may wrap as "Thu–" / "Sun" on paper). */
function words(text: string): string[] {
  return text.split(/\s+|(?<=–)/).filter(Boolean);
}

/** Each table of <main> as the sheet should show it: heading and cell words, without visually hidden text. */
async function tablesOnScreen(page: Page): Promise<PrintedTable[]> {
  // What the screen shows: the /schedules filter hides the sections and rows that do not match.
  const raw = await page.evaluate(() => [...document.querySelectorAll('main section:has(table)')]
    .filter((s) => !s.querySelector(':scope section table') && s.checkVisibility())
    .map((section) => {
      // Text of different elements is separate words on paper ("Mon" then the badge "+1 day", not "Mon+1 day");
      // text nodes of one element are one text ("(", "PST", ")" → "(PST)").
      const cells = [...section.querySelectorAll('th, td')].filter((cell) => cell.checkVisibility()).map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.sr-only').forEach((el) => el.remove());
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
        let text = '';
        let parent: Node | null = null;
        while (walker.nextNode()) {
          const node = walker.currentNode;
          text += (parent && node.parentNode !== parent ? ' ' : '') + (node.textContent ?? '');
          parent = node.parentNode;
        }
        return text;
      });
      return {
        heading: section.querySelector('h2, h3, h4')?.textContent?.trim() ?? '',
        group: section.closest('section[id^="schedule-group-"]')?.querySelector('h2')?.textContent?.trim() ?? null,
        cells,
      };
    }));
  return raw.map((t) => ({ heading: t.heading, group: t.group, tokens: t.cells.flatMap(words) }));
}

async function printToA4(page: Page): Promise<PdfPage[]> {
  return readPdf(await page.pdf({ format: 'A4' }));
}

/** The build date pre-rendered into the page (what the server sends, before any script runs). */
async function builtOn(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const date = /data-testid="print-foot"[\s\S]*?<time datetime="(\d{4}-\d{2}-\d{2})">/.exec(html)?.[1];
  expect(date, `${path}: the pre-rendered print foot carries the build date`).toBeTruthy();
  return date!;
}

/** Sheet index (0-based) of the line equal to `line`, or -1. */
const sheetWith = (sheets: PdfPage[], line: string) => sheets.findIndex((s) => s.lines.includes(line));

/** The checks every printed timetable page passes. */
async function expectCleanPrint(page: Page, path: string, sheets: PdfPage[], tables: PrintedTable[]) {
  const all = sheets.flatMap((s) => s.lines);
  const n = sheets.length;

  // Every table: heading and every printed word on one sheet (rows are not split across sheets).
  expect(tables.length, 'the page shows timetables').toBeGreaterThan(0);
  for (const table of tables) {
    const at = sheetWith(sheets, table.heading);
    expect(at, `"${table.heading}" is printed`).toBeGreaterThanOrEqual(0);
    const printed = new Set(words(sheets[at]!.text));
    expect(table.tokens.filter((w) => !printed.has(w)), `"${table.heading}": every cell's words on its sheet`).toEqual([]);
  }
  // Nothing runs into the right margin (12 mm, styles.css @page) or off the sheet.
  for (const sheet of sheets) expect(sheet.right).toBeLessThanOrEqual(sheet.width - RIGHT_MARGIN_PT + 0.5);
  // Readable at the port, and not shrunk to fit a too-wide table: nothing under 9 pt (the page number's size).
  for (const sheet of sheets) expect(sheet.smallestPt).toBeGreaterThanOrEqual(MIN_TEXT_PT - 0.05);

  // Page numbers in the bottom margin, the foot at the end of the last sheet.
  sheets.forEach((sheet, i) => expect(sheet.lines.at(-1)).toBe(`Page ${i + 1} of ${n}`));
  const last = sheets[n - 1]!.lines;
  const footStart = last.findLastIndex((l) => l.startsWith(ZONE_LINE));
  // The foot ends the last sheet (it may open it, when the timetables fill the sheet before).
  expect(footStart, 'the time-zone line opens the foot').toBeGreaterThanOrEqual(0);
  const date = formatLongDate(await builtOn(page, path));
  expect(last.slice(footStart, -1).join(' ')).toBe(
    `${ZONE_LINE} Schedules can change with the weather: check the page or call ${graph.site.phone.display} before you ` +
    `travel. Printed from ${graph.site.baseUrl}${path} · timetable published ${date}.`,
  );
  expect(date).not.toContain(String(VISITOR_NOW.getFullYear()));

  // No chrome: header, menu, skip link, footer, live "next sailing" lines; no URL but the page's own.
  const text = all.join('\n');
  for (const chrome of [
    'Skip to main content', graph.site.headerTitle, 'Book Tickets', 'Tickets & Fares', 'Follow Us', 'Quick Links',
    graph.site.footer.tagline, '©', 'Download timetable (GTFS)', ...graph.site.footer.social.map((s) => s.label),
  ]) expect(all.filter((l) => l === chrome || (chrome.length > 3 && l.includes(chrome))), `"${chrome}" is not printed`).toEqual([]);
  expect(text).not.toMatch(/next sailing/i);
  expect(all.filter((l) => l.includes('http')), 'only the foot names an address').toEqual([expect.stringContaining(`Printed from ${graph.site.baseUrl}${path} `)]);
  return text;
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISITOR_NOW);
});

test(`/schedules prints every timetable on at most ${schedulesSheets} A4 sheets, each group from the top of a sheet`, async ({ page }) => {
  await page.goto('/schedules');
  // Hydrated: the live lines are on screen, and must not reach the paper.
  await expect(page.getByTestId('next-sailing').first()).toBeVisible();
  await expect(page.getByTestId('print-foot')).toBeHidden();
  const tables = await tablesOnScreen(page);
  expect(tables.length).toBe(graph.schedules.groups.reduce((n, g) => n + g.timetables.length, 0));

  const sheets = await printToA4(page);
  expect(sheets.length).toBeGreaterThanOrEqual(graph.schedules.groups.length);
  expect(sheets.length).toBeLessThanOrEqual(schedulesSheets);
  const text = await expectCleanPrint(page, '/schedules', sheets, tables);

  // A group opens a sheet (the first after the page title), and its tables follow it on that sheet or the next.
  graph.schedules.groups.forEach((group, i) => {
    const at = sheetWith(sheets, group.title);
    expect(at, `"${group.title}" is printed once`).toBeGreaterThanOrEqual(0);
    expect(sheets.flatMap((s) => s.lines).filter((l) => l === group.title)).toHaveLength(1);
    if (i > 0) expect(sheets[at]!.lines[0], `"${group.title}" starts a sheet`).toBe(group.title);
    for (const table of tables.filter((t) => t.group === group.title)) {
      expect(sheetWith(sheets, table.heading) - at, `"${table.heading}" is printed with its group`).toBeLessThanOrEqual(Math.ceil(group.timetables.length / ROUTES_PER_SHEET) - 1);
    }
  });
  // No filter controls, no group chips' counts, the closing note's time-zone line kept.
  for (const control of ['Any day', 'Any port', 'Clear filter', 'trip planner']) expect(text).not.toContain(control);
  expect(text).not.toMatch(/All \d+ sailings/);
});

test('a filtered /schedules prints only the sailings shown, and says it is filtered', async ({ page }) => {
  await page.goto('/schedules?from=batangas&day=fri');
  // The count is painted by the first-paint script before the filter island starts; the printed filter line is the
  // island's. Printing before it has started would print no line.
  await hydrated(page);
  const count = page.getByTestId('match-count');
  await expect(count).toHaveText(/^\d+ sailings? match/);
  const shown = Number((await count.textContent())!.split(' ')[0]);
  const tables = await tablesOnScreen(page);
  expect(tables.every((t) => t.group === 'Batangas Routes')).toBe(true);

  const sheets = await printToA4(page);
  // The closing box and the foot follow the last table, on its sheet or the next.
  expect(sheets.length).toBeLessThanOrEqual(Math.ceil(tables.length / ROUTES_PER_SHEET) + 1);
  await expectCleanPrint(page, '/schedules', sheets, tables);
  expect(sheets[0]!.lines).toContain(`Printed with a filter: from Batangas Port, to any port, on Friday — ${shown} sailings match.`);
  // Routes filtered out on screen are not on paper either.
  const manilaRoutes = graph.schedules.groups[0]!;
  expect(sheetWith(sheets, manilaRoutes.title)).toBe(-1);
});

for (const destination of graph.destinations) {
  const path = `/destinations/${destination.slug}`;
  test(`${path} prints on at most ${DESTINATION_SHEETS} A4 sheets with its timetables, tips and foot`, async ({ page }) => {
    await page.goto(path);
    // What prints of the page's islands (its status line; the next sailings are screen only) has rendered.
    await hydrated(page);
    const tables = await tablesOnScreen(page);

    const sheets = await printToA4(page);
    expect(sheets.length).toBeLessThanOrEqual(DESTINATION_SHEETS);
    const text = await expectCleanPrint(page, path, sheets, tables);

    expect(sheets[0]!.lines[0]).toBe(destination.name);
    expect(text).toContain(destination.tips.title);
    // What a traveller does not need at the port stays off the sheet.
    for (const left of [destination.cta.title, 'No published timetable', ...destination.cta.links.map((l) => l.label), 'Top Attractions', ...destination.attractions.map((a) => a.name)]) {
      expect(sheets[0]!.lines, `"${left}" is not printed`).not.toContain(left);
    }
  });
}

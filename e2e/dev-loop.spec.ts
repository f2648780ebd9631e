/**
 * The maintainer's loop in real Chromium: `npm run dev` on a copy of the network fixture
 * (tests/fixtures/network: edits of the shipped data would pin its figures), /schedules open; the page runs the
 * built site's runtime (its islands on Preact, no React in the browser); a saved departure time shows without a
 * reload; broken YAML shows Vite's overlay naming the file and line; the fix closes it and the
 * page is back; a deleted timetable file is an error until it is restored. Generous waits and polling: the machine
 * may be busy (the server re-checks the whole data set on each save).
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startDevServer, type DevServer } from '../scripts/dev/spawn-dev-server';
import { cleanupFixtureCopies, copyFixtureData } from '../tests/support/fixture-copy';
import { hydrated } from './support/page-health';

const FILE = 'timetables/network.yaml';
const TABLE = '#manila-tagbilaran table';
// A ceiling for a busy machine, not the budget (npm run bench:dev measures that: about 1 s).
const SAVE_TO_SCREEN = 45_000;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let server: DevServer;
let original: string;
const path = () => join(server.dataDir, FILE);
/** A stand-in editor (LAUNCH_EDITOR): it records the files the dev server asks it to open. */
const scratch = mkdtempSync(join(tmpdir(), 'dev-loop-editor-'));
const editorLog = join(scratch, 'opened.log');
const opened = () => (existsSync(editorLog) ? readFileSync(editorLog, 'utf8') : '');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const editor = join(scratch, 'editor.sh');
  writeFileSync(editor, `#!/bin/sh\necho "$@" >> ${editorLog}\n`);
  chmodSync(editor, 0o755);
  server = await startDevServer({ sourceData: copyFixtureData('network'), env: { LAUNCH_EDITOR: editor } });
  original = readFileSync(path(), 'utf8');
});
test.afterAll(async () => {
  await server?.stop();
  cleanupFixtureCopies();
  rmSync(scratch, { recursive: true, force: true });
});
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus) await info.attach('npm run dev output', { body: server.output() });
  writeFileSync(path(), original);
});

async function open(page: Page) {
  await page.goto(`${server.url}/schedules`);
  await hydrated(page);
  // Proves later that the data changed without a page load: a reload would drop this.
  await page.evaluate(() => ((window as unknown as { loopMarker: number }).loopMarker = 1));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { loopMarker?: number }).loopMarker === 1);

test('a saved departure time shows on the open page, without a reload', async ({ page }) => {
  await open(page);
  await expect(page.locator(TABLE).getByRole('cell', { name: '8:30 AM' })).toBeVisible();
  expect(original).toContain('dep: "08:30"');
  writeFileSync(path(), original.replace('dep: "08:30"', 'dep: "08:37"'));
  await expect(page.locator(TABLE).getByRole('cell', { name: '8:37 AM' })).toBeVisible({ timeout: SAVE_TO_SCREEN });
  await expect(page.locator(TABLE).getByRole('cell', { name: '8:30 AM' })).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  // The new page's islands run: the filter was started again over the new content.
  await expect(page.locator('[data-island="schedule-filter"][data-island-ready]')).toHaveCount(1);
});

test('the page runs what the built site ships: the islands runtime on Preact, no React in the browser', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/schedules`);
  await page.waitForLoadState('networkidle');
  expect(scripts).toContain('/src/site/runtime/main.ts');
  expect(scripts).not.toContain('/src/main.tsx');
  expect(scripts.filter((path) => /\/node_modules\/(\.vite\/deps\/)?preact[_./]/.test(path))).not.toEqual([]);
  expect(scripts.filter((path) => /\/node_modules\/(\.vite\/deps\/)?react(-dom)?[_./]/.test(path))).toEqual([]);
  await expect(page.locator('[data-island="schedule-filter"][data-island-ready]')).toHaveCount(1);
});

test('broken YAML shows the overlay with the file and line; fixing it closes the overlay and shows the page', async ({ page }) => {
  await open(page);
  const line = original.split('\n').findIndex((l) => l.includes('dep: "08:30"')) + 1;
  // A YAML mistake the parser pins to its own line (an unclosed quote is only noticed a line later).
  writeFileSync(path(), original.replace('dep: "08:30"', 'dep: "08:30", dep: "08:35"'));
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeVisible({ timeout: SAVE_TO_SCREEN });
  await expect(overlay).toContainText(new RegExp(`data/timetables/network\\.yaml:${line}:\\d+  error  duplicate_key`));
  // The location is a link that opens the file in the editor (the dev server's own page may; other origins may not).
  await overlay.locator('a.file-link').filter({ hasText: `${FILE}:${line}:` }).first().click();
  await expect.poll(opened).toContain(path());

  // A page opened while the data is broken shows the overlay too.
  await page.reload();
  await expect(overlay).toBeVisible({ timeout: SAVE_TO_SCREEN });

  writeFileSync(path(), original.replace('dep: "08:30"', 'dep: "09:00"'));
  await expect(overlay).toHaveCount(0, { timeout: SAVE_TO_SCREEN });
  await expect(page.locator(TABLE).getByRole('cell', { name: '9:00 AM' })).toBeVisible({ timeout: SAVE_TO_SCREEN });
});

test('deleting a timetable file is an error naming where it is still used; restoring it heals the page', async ({ page }) => {
  // The file states its routes alone, and schedules.yaml lists them: the routes go with the file.
  await open(page);
  rmSync(path());
  const overlay = page.locator('vite-error-overlay');
  try {
    await expect(overlay).toBeVisible({ timeout: SAVE_TO_SCREEN });
    await expect(overlay).toContainText('manila-tagbilaran');
  } finally {
    writeFileSync(path(), original);
  }
  await expect(overlay).toHaveCount(0, { timeout: SAVE_TO_SCREEN });
  await expect(page.locator(TABLE).getByRole('cell', { name: '8:30 AM' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('a new warning shows in a panel that does not block the page and can be dismissed', async ({ page }) => {
  await open(page);
  const panel = page.getByRole('region', { name: 'Data warnings (dev server)' });
  // Every warning of the fixture is settled by a decision: no panel until a save opens one.
  await expect(panel).toHaveCount(0);
  expect(original).toContain('{ days: [Mon, Thu, Sat], dep: "20:00", duration: 26 }');
  // Days the decision in decisions.yaml did not see: that route's days conflict is open again.
  writeFileSync(path(), original.replace('{ days: [Mon, Thu, Sat], dep: "20:00", duration: 26 }', '{ days: [Mon, Thu], dep: "20:00", duration: 26 }'));
  await expect(panel).toBeVisible({ timeout: SAVE_TO_SCREEN });
  await expect(panel.getByRole('button', { name: /\d+ open data warnings? \(\d+ new\)/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('listitem').filter({ hasText: /\.yaml:\d+:\d+  warning  route_days_conflict/ })).toBeVisible();
  // Non-blocking: the page's own controls still take clicks.
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/$`));
  await panel.getByRole('button', { name: 'Dismiss the data warnings' }).click();
  await expect(panel).toHaveCount(0);
});

test('a page of another port can neither read the dev server\'s files nor open the editor', async ({ page }) => {
  // Another local site, as a developer might run beside the dev server: a blank page on its own port.
  const other: Server = createServer((_req, res) => res.end('<!doctype html><title>another site</title>'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
    const attempt = (url: string, mode: RequestMode) => page.evaluate(async ([u, m]) => {
      try {
        const response = await fetch(u!, { mode: m as RequestMode });
        return m === 'cors' ? `read ${response.status}: ${(await response.text()).slice(0, 40)}` : `sent (${response.type})`;
      } catch {
        return 'blocked';
      }
    }, [url, mode] as const);
    expect(await attempt(`${server.url}/data/site.yaml`, 'cors')).toBe('blocked');
    expect(await attempt(`${server.url}/@vite/client`, 'cors')).toBe('blocked');
    // A no-cors request is sent (its answer is opaque): the guard refuses it, so no editor starts.
    const before = opened();
    expect(await attempt(`${server.url}/__open-in-editor?file=${encodeURIComponent(path())}`, 'no-cors')).toBe('sent (opaque)');
    expect(await attempt(`${server.url}/__open-in-editor?file=/etc/passwd`, 'no-cors')).toBe('sent (opaque)');
    // The launch would be immediate; a moment for a slow machine, then nothing may have been opened.
    await page.waitForTimeout(1_000);
    expect(opened()).toBe(before);
  } finally {
    other.close();
  }
});

/**
 * Watches a page for what a visitor must never get: console errors, React hydration warnings, uncaught exceptions,
 * Content-Security-Policy violations and failed requests (but those a page cancels by navigating away). Attach before navigating; `problems()` lists what happened.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

export function watchPage(page: Page) {
  const problems: string[] = [];
  const logs: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    logs.push(`${message.type()}: ${text}`);
    if (message.type() === 'error') problems.push(`console error: ${text}`);
    else if (HYDRATION.test(text)) problems.push(`hydration ${message.type()}: ${text}`);
    else if (/Content Security Policy|Refused to (apply|execute|load)/.test(text)) problems.push(`CSP: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // Name the resource behind Chromium's bare "Failed to load resource" line.
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${new URL(response.url()).pathname}`);
  });
  // Navigation is plain links: leaving a page cancels what it was still loading (an image below the fold,
  // its runtime), which is the browser's business, not a failure. A request belongs to the document in place when it
  // started (documents are counted as they commit); one aborted after its document was replaced is not a problem.
  let documents = 0;
  const startedIn = new WeakMap<object, number>();
  const aborted: { text: string; document: number }[] = [];
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) documents++; });
  page.on('request', (request) => startedIn.set(request, documents));
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText;
    const text = `request failed: ${request.url()} (${errorText})`;
    if (errorText === 'net::ERR_ABORTED' && !request.isNavigationRequest()) aborted.push({ text, document: startedIn.get(request) ?? documents });
    else problems.push(text);
  });
  const all = () => [...problems, ...aborted.filter((a) => a.document === documents).map((a) => a.text)];
  return {
    problems: all,
    logs: () => [...logs],
    /** Problems other than the console line Chromium writes for a document served with status 404. */
    problemsExcept404: (path: string) => all().filter((p) => !/status of 404/.test(p) && p !== `HTTP 404: ${path}`),
  };
}

/**
 * Resolves once the page's scripts run and the network is quiet, on the built site as under `npm run dev`: the page
 * runtime has started (src/site/runtime/main.ts marks <html>) and every island that starts at once or when the
 * browser is idle has rendered (islands/start.ts marks it); islands that start near the screen or on first touch
 * start when a test gets there.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.runtime === 'started'
      && [...document.querySelectorAll<HTMLElement>('[data-island][data-when="load"], [data-island][data-when="idle"]')]
        .every((island) => island.dataset.islandReady !== undefined));
  await page.waitForLoadState('networkidle');
}

/** Collects `securitypolicyviolation` events in the page (set up with addInitScript before navigating). */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/**
 * Scrolls `target` into view and keeps it there, as a traveller's scrolling does. /schedules draws its route sections
 * only near the screen (content-visibility: auto, each estimated at 40rem until drawn), so one programmatic jump
 * lands where the estimates put the target; the sections passed over then take their real, smaller height in the
 * next frame and the target ends up above the screen, its `visible` islands never started. (A link's #fragment
 * is kept in place by the browser; Playwright's scrollIntoViewIfNeeded is not.) Jumps again until, two frames
 * later, the target is still in view.
 */
export async function scrollIntoView(target: Locator): Promise<void> {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await target.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(target).toBeInViewport({ timeout: 500 });
  }).toPass();
}

/**
 * Browser tests against the built site, served by scripts/serve.ts, which behaves like the static hosts (404.html
 * with status 404, _headers, _redirects, gzip). The site is .e2e-site/dist: the project built from the frozen data
 * set tests/fixtures/site (scripts/build-e2e-site.sh; `npm run test:e2e` and `npm test` build it first), so what the
 * specs expect never moves when a maintainer edits data/ (e2e/support/site.ts).
 *
 * Projects: `desktop` runs every spec; `mobile` (375 px wide, touch) runs the tests tagged @mobile, so phone-only
 * behaviour (the menu toggle, tables inside their own scroll box) is checked without running everything twice on
 * a 2-core machine. The shared server behaves like Netlify; `cloudflare` runs the two suites where hosts differ (the
 * offline worker, the status file) again on the same site served as Cloudflare Pages serves it (308s to clean URLs,
 * redirects before files: e2e/support/host.ts, src/offline/host.ts) — a setting of the server, not a copy of the
 * suite. Their tests of the field (a first visit, every page offline, a rebuilt page, a broken status file) run at
 * 375 px in both.
 *
 * Time limits are per test, and a test opens one page or a handful (a check of every page is one test per page), so
 * no limit grows with the site. They are generous: they only catch a hang, and must hold on a slow or busy machine
 * (where a loop over every page inside one 30 s test would fail).
 */
import { defineConfig } from '@playwright/test';
import { playwrightLaunchOptions } from './scripts/lib/browser-path';
import { SITE_DIST } from './e2e/support/site';

// E2E_PORT: run a second copy of the suite (another checkout) without sharing a server.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's chromium-headless-shell on CI (scripts/lib/browser-path.ts: half the CPU of the full browser).
const launchOptions = playwrightLaunchOptions();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Most of a browser test's time is waiting (a page load, the network going quiet, a timer), not CPU: on CI's 2-core
  // machine four workers keep both cores busy where two left them idle half the time. Locally, Playwright's
  // default (half the cores).
  workers: process.env.CI ? 4 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    // A trace of a failure's retry (CI retries once): recording every action of every run cost about an eighth of
    // the suite's CPU, and its slowness hid races in the tests (a key pressed before the focus it needs had moved).
    trace: 'on-first-retry',
    // A service worker answers from its cache and bypasses page.route(), so a test would not see what it mocks.
    // e2e/offline.spec.ts turns it back on for itself.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'cloudflare',
      testMatch: /\/(offline|status)\.spec\.ts$/,
      use: { viewport: { width: 1366, height: 900 } },
      metadata: { hostMode: 'cloudflare' },
    },
  ],
  webServer: {
    command: `npm run -s serve -- --port ${PORT} --dir ${SITE_DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

/**
 * Which Chromium the checks and the browser tests drive, found without downloading anything (the one place that
 * decides it: playwright.config.ts, check:web, bench:dev and the Lighthouse runs all ask here).
 *
 * - Pages driven by Playwright (the e2e tests, check:web, bench:dev): Playwright's own browser when it is installed
 *   (a developer laptop after `npx playwright install chromium`; Playwright then picks its headless shell), else
 *   Debian's `chromium-headless-shell`, else Debian's `chromium`. The headless shell is the same Blink and V8
 *   without the browser around them (no UI, no extensions, no GPU process tree): the e2e suite takes about half the
 *   machine CPU with it, every test passing on both (docs/decisions/0004-test-suite-cpu.md).
 * - Lighthouse (chrome-launcher) gets the full browser: its scores are meant to be those of a browser travellers
 *   use.
 * scripts/ensure-browser.sh installs both packages with apt when they are missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from 'playwright-core';

/** For a system browser in a container (no user namespaces, no GPU) and a quiet, offline profile. */
const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

/** chrome-launcher does not add a headless flag itself. */
export const HEADLESS_FLAGS = ['--headless=new', ...SYSTEM_CHROMIUM_ARGS];

function onPath(name: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null; // not on PATH
  }
}

function playwrightOwn(): string | null {
  const own = chromium.executablePath();
  return own && existsSync(own) ? own : null;
}

const NO_BROWSER = 'No Chromium found: run scripts/ensure-browser.sh (apt-get install -y chromium chromium-headless-shell) or npx playwright install chromium';

/** Launch options for a headless browser that Playwright drives. */
export function playwrightLaunchOptions(): LaunchOptions {
  if (playwrightOwn()) return {};
  for (const name of ['chromium-headless-shell', 'chromium', 'chromium-browser']) {
    const found = onPath(name);
    if (found) return { executablePath: found, args: SYSTEM_CHROMIUM_ARGS };
  }
  throw new Error(NO_BROWSER);
}

/** The full browser, for Lighthouse. */
export function chromiumPath(): string {
  const own = playwrightOwn();
  if (own) return own;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const found = onPath(name);
    if (found) return found;
  }
  throw new Error(NO_BROWSER);
}

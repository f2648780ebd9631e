/**
 * Which Chromium the checks drive: Playwright's own download when present (a developer laptop),
 * else the system `chromium` (Debian; installed by scripts/ensure-browser.sh). Never downloads.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const HEADLESS_FLAGS = [
  '--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const own = chromium.executablePath();
  if (own && existsSync(own)) return own;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  throw new Error('No Chromium found: run scripts/ensure-browser.sh (apt-get install -y chromium) or npx playwright install chromium');
}

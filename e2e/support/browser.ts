/**
 * Which Chromium the browser tests drive, found without downloading anything: Playwright's own build when it is
 * installed (a normal laptop after `npx playwright install chromium`), else the system `chromium` (Debian's
 * package; scripts/ensure-browser.sh installs it in CI) launched with the flags a container needs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

/** For the system browser in a container (no user namespaces, no GPU) and a quiet, offline profile. */
export const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

function onPath(name: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function chromiumLaunchOptions(): LaunchOptions {
  const own = chromium.executablePath();
  if (own && existsSync(own)) return {};
  for (const candidate of [onPath('chromium'), '/usr/bin/chromium', onPath('chromium-browser')]) {
    if (candidate && existsSync(candidate)) return { executablePath: candidate, args: SYSTEM_CHROMIUM_ARGS };
  }
  throw new Error('No Chromium for the browser tests: install chromium: apt-get install -y chromium (or npx playwright install chromium)');
}

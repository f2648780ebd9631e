/**
 * Which host the tested site is served as (src/offline/host.ts HOST_MODES; docs/offline.md). Real hosts differ
 * where the offline worker and the status file are fragile: Cloudflare Pages answers /x.html with a 308 to /x and
 * applies _redirects before files, Netlify serves x.html as it is. A Playwright project names its host in its
 * metadata (`hostMode`, playwright.config.ts); without one, Netlify's — as the shared server (webServer) serves.
 *
 * `test` here is Playwright's with `baseURL` on a server of the project's host: the shared one for Netlify, else one
 * of this worker process, in-process, on a port the system picks — a setting of the same server, not a copy of the
 * suite.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base } from '@playwright/test';
import { HOST_MODES, type HostMode } from '../../src/offline/host';
import { createStaticServer } from '../../scripts/serve/server';
import { SITE_DIST } from './site';

/** The project's host (its metadata's `hostMode`), Netlify's by default. */
export function hostModeOf(info: { project: { metadata?: Record<string, unknown> } }): HostMode {
  const mode = info.project.metadata?.hostMode ?? 'netlify';
  if (!(HOST_MODES as readonly unknown[]).includes(mode)) throw new Error(`playwright.config.ts: hostMode ${String(mode)} is not one of ${HOST_MODES.join(', ')}`);
  return mode as HostMode;
}

export interface HostedSite {
  base: string;
  close(): Promise<void>;
}

/** `dir` served as `mode`'s host does, in this process, on a free port. */
export async function serveAs(dir: string, mode: HostMode): Promise<HostedSite> {
  const server: Server = createStaticServer(dir, { mode });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

export const test = base.extend<object, { hostedSite: HostedSite | null }>({
  hostedSite: [async ({}, use, workerInfo) => {
    const mode = hostModeOf(workerInfo);
    if (mode === 'netlify') return use(null);
    const site = await serveAs(SITE_DIST, mode);
    await use(site);
    await site.close();
  }, { scope: 'worker' }],
  baseURL: async ({ hostedSite, baseURL }, use) => use(hostedSite?.base ?? baseURL),
});

export { expect } from '@playwright/test';

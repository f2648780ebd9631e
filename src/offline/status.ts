/**
 * The status of dated sailings (/status.json, never precached: npm run status:publish rewrites it between builds)
 * in the worker: from the network whenever it answers with a status file (within 4 s), else the last good copy, so
 * offline the pages still show it. A host's answer that is not a status file (an error page served with 200, a
 * file cut short) is never stored and never served: the worker answers with the last good copy instead, marked
 * (SAVED_COPY_HEADER), and the page says the status could not be refreshed and how old its copy is
 * (src/site/status/use-status.ts, StatusAsOf). Entries the page cannot read are its own to drop (src/status/file.ts).
 */
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { readStatusFile, SAVED_COPY_HEADER, STATUS_PATH } from '../status/file';

const CACHE = 'sailing-status';

/** Whether the host's answer is a status file of this version. */
async function isStatusFile(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  return readStatusFile(await response.clone().json().catch(() => null)) !== null;
}

const onlyStatusFiles: WorkboxPlugin = {
  // An answer that is not a status file counts as no answer: NetworkFirst falls back to the last good copy.
  fetchDidSucceed: async ({ response }) => {
    if (!(await isStatusFile(response))) throw new Error(`${STATUS_PATH}: the host's answer is not a status file`);
    return response;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, headers });
  },
};

export const statusRoute = {
  match: ({ url }: { url: URL }) => url.origin === location.origin && url.pathname === STATUS_PATH,
  handler: new NetworkFirst({ cacheName: CACHE, networkTimeoutSeconds: 4, plugins: [onlyStatusFiles, new ExpirationPlugin({ maxEntries: 1 })] }),
};

/** On install: the status as the first page saw it, so that page shows it offline too (unless a copy is kept). */
export async function saveStatus(): Promise<void> {
  const cache = await caches.open(CACHE);
  if (await cache.match(STATUS_PATH)) return;
  const response = await fetch(STATUS_PATH, { cache: 'no-cache' }).catch(() => null);
  if (response && await isStatusFile(response)) await cache.put(STATUS_PATH, response);
}

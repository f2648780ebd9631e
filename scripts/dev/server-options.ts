/**
 * The Vite server options of `npm run dev` (scripts/dev.ts), in one place so the tests start Vite with the same:
 *   - `cors: false`: Vite's default lets any localhost origin read every file it serves (another port's page could
 *     read /data/*.yaml, and the HMR client with its channel token). The dev pages are same-origin and need none.
 *   - the watcher follows no link (a link to node_modules made in data/ added 12,000 watches, kept after the link
 *     was gone), and leaves the data folder to the data plugin's own watcher (scripts/dev/watch-tree.ts).
 */
import { resolve, sep } from 'node:path';
import type { ServerOptions } from 'vite';

export function devServerOptions({ port, host, dataDir }: { port: number; host: boolean; dataDir: string }): ServerOptions {
  const data = resolve(dataDir);
  return {
    port,
    host: host ? true : 'localhost',
    cors: false,
    watch: { followSymlinks: false, ignored: [(path: string) => path === data || path.startsWith(`${data}${sep}`)] },
  };
}

/** What `--host` exposes, printed when the server starts that way (docs/security.md › The dev server). */
export const HOST_WARNING = [
  'dev: --host: the dev server listens on every network interface. Anyone on this network can open these pages and',
  '     read every file the dev server serves — the data, the source, anything under this folder. Use it on a network',
  '     you trust (your own Wi-Fi, not a café or a port), and stop the server when you are done.',
].join('\n');

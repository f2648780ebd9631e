/**
 * Serves dist/ like the hosts docs/deploying.md documents (scripts/serve/server.ts), for `npm start`, local runs and the
 * browser tests. Usage: tsx scripts/serve.ts [--port 4173] [--dir dist] [--host 127.0.0.1]
 * [--host-mode netlify|cloudflare|s3] (which host's URL handling: Netlify by default; docs/offline.md).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HOST_MODES, type HostMode } from '../src/offline/host';
import { createStaticServer } from './serve/server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] ?? fallback : fallback);
const root = resolve(option('--dir', 'dist'));
const port = Number(option('--port', '4173'));
const host = option('--host', '127.0.0.1');
const mode = option('--host-mode', 'netlify') as HostMode;
if (!HOST_MODES.includes(mode)) {
  console.error(`--host-mode ${mode}: expected one of ${HOST_MODES.join(', ')}`);
  process.exit(1);
}

if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root} has no index.html: build the site first (npm run build)`);
  process.exit(1);
}

const server = createStaticServer(root, { mode });
server.listen(port, host, () => {
  // --port 0 picks a free port; print the real one.
  const { port: actual } = server.address() as { port: number };
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/ as ${mode} does`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

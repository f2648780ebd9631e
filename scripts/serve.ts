/**
 * Serves dist/ like Netlify / Cloudflare Pages (scripts/serve/server.ts), for `npm start`, local runs and the browser
 * tests. Usage: tsx scripts/serve.ts [--port 4173] [--dir dist] [--host 127.0.0.1]
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStaticServer } from './serve/server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] ?? fallback : fallback);
const root = resolve(option('--dir', 'dist'));
const port = Number(option('--port', '4173'));
const host = option('--host', '127.0.0.1');

if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root} has no index.html: build the site first (npm run build)`);
  process.exit(1);
}

const server = createStaticServer(root);
server.listen(port, host, () => {
  // --port 0 picks a free port; print the real one.
  const { port: actual } = server.address() as { port: number };
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

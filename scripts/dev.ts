/**
 * `npm run dev`: every page of the site, server-rendered on request with the same loaders as the build
 * (vite-react-ssg's dev mode), with the built site's runtime and islands on Preact in the browser
 * (dev/islands-runtime.ts), hot module reload for the code, and the data loop of scripts/dev/data-plugin.ts:
 * a save under data/ is checked at once and the open page shows the new data, or the errors, without a reload.
 *
 *   npm run dev                          http://localhost:5173
 *   npm run dev -- --port 4470 --host    another port; listen on every interface (a phone on the same network)
 *   npm run dev -- --data /tmp/copy      another data folder (the loop test works on a copy, never on data/)
 *
 * The only clock read: today in Asia/Manila, at each check, as the date the checks judge "years of service" by.
 */
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dev } from 'vite-react-ssg/node';
import { manilaDate, systemClock } from '../src/time';
import { ferryDataPlugin } from './dev/data-plugin';
import { islandsRuntime } from './dev/islands-runtime';
import { ownPagesOnly } from './dev/own-pages';
import { devServerOptions, HOST_WARNING } from './dev/server-options';

const USAGE = `usage: npm run dev -- [--port N] [--host] [--data DIR]
  --port N    the port (default 5173; taken → the next free one)
  --host      listen on every network interface, not only this machine: anyone on the network can then read
              what the server serves (use it on a network you trust)
  --data DIR  the data folder (default: data)`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5173' },
    host: { type: 'boolean', default: false },
    data: { type: 'string', default: 'data' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"\n${USAGE}`);
  process.exit(2);
}
if (!existsSync(values.data) || !statSync(values.data).isDirectory()) {
  console.error(`dev: the data folder ${values.data} does not exist — pass --data DIR or run from the project root`);
  process.exit(2);
}

const env = process.env;
// Vite prints a notice about vite.config.ts's extension-less import (for a future config loader) once per config load,
// twice at dev start-up; `npm run build` still shows it. The maintainer's terminal here is for the data report.
env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const color = process.stdout.isTTY === true && !env.NO_COLOR && env.TERM !== 'dumb';
const clientFile = resolve(import.meta.dirname, 'dev/client.ts');

if (values.host) console.warn(HOST_WARNING);
await dev({}, {
  server: devServerOptions({ port, host: values.host, dataDir: values.data }),
  plugins: [ownPagesOnly([process.cwd(), values.data]), islandsRuntime(), ferryDataPlugin({
    dataDir: values.data,
    today: () => manilaDate(systemClock()),
    color,
    clientUrl: `/${relative(process.cwd(), clientFile).split('\\').join('/')}`,
  })],
});

/**
 * `npm run dev` answers its own pages only: a page of another origin is untrusted. As Vite comes, its
 * `/__open-in-editor?file=…` endpoint launched the editor on any file, /etc/shadow included, for any page that
 * asked — with `--host`, for anyone on the network — and a page served from another localhost port could read
 * /data/*.yaml and the HMR client (and with it the token of the hot-reload channel) through Vite's default CORS.
 *
 * scripts/dev.ts turns CORS off (server-options.ts); this plugin adds, before Vite's own middlewares:
 *   - the editor endpoint: only for a browser on this machine (loopback), only from the dev server's own pages
 *     (`Sec-Fetch-Site: same-origin`, which a page of another origin cannot forge, and no foreign Origin), and only
 *     for a file inside the project or the data folder (real paths, so no link leads out);
 *   - any other request a page of another origin makes — another port of localhost is "same-site" — is refused
 *     unless it is a navigation (a link to a dev page still opens it).
 * Requests without fetch metadata (curl, a test's fetch) are not pages: they pass, except to the editor.
 */
import { realpathSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const EDITOR_ENDPOINT = '/__open-in-editor';

/** @internal Exported for tests: what tests/dev/own-pages.test.ts gives refusal. */
export interface DevRequest {
  url: string;
  headers: IncomingHttpHeaders;
  /** The peer's address (req.socket.remoteAddress). */
  remoteAddress: string | undefined;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The real path of `path`, or null when there is none (a file that does not exist is not opened either). */
function realPath(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** `file` (as the overlay sends it: `/abs/data/x.yaml:12:5`) names a file inside one of `roots`. */
function insideRoots(file: string, roots: readonly string[]): boolean {
  if (file.startsWith('file:')) return false;
  const path = realPath(resolve(file.replace(/:\d+(:\d+)?$/, '')));
  if (path === null) return false;
  return roots.some((root) => {
    const real = realPath(root);
    const rel = real === null ? '..' : relative(real, path);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  });
}

function editorRefusal(req: DevRequest, roots: readonly string[]): string | null {
  if (!LOOPBACK.has(req.remoteAddress ?? '')) return 'the editor opens only for a browser on this machine';
  if (first(req.headers['sec-fetch-site']) !== 'same-origin') return "the editor opens only from the dev server's own pages";
  const origin = first(req.headers.origin);
  if (origin !== undefined && origin !== `http://${first(req.headers.host)}`) return "the editor opens only from the dev server's own pages";
  const file = new URL(req.url, 'http://dev').searchParams.get('file');
  if (!file || !insideRoots(file, roots)) return 'the editor opens only files of this project and its data folder';
  return null;
}

/**
 * Why the dev server refuses `req`, or null to let it through. `roots`: the project and the data folder.
 * @internal Exported for tests: tests/dev/own-pages.test.ts tries every header and address without a server for each.
 */
export function refusal(req: DevRequest, roots: readonly string[]): string | null {
  if (new URL(req.url, 'http://dev').pathname === EDITOR_ENDPOINT) return editorRefusal(req, roots);
  const site = first(req.headers['sec-fetch-site']);
  if ((site === 'cross-site' || site === 'same-site') && first(req.headers['sec-fetch-mode']) !== 'navigate') {
    return 'the dev server answers its own pages only';
  }
  return null;
}

export function ownPagesOnly(roots: readonly string[]): Plugin {
  return {
    name: 'ferry:own-pages-only',
    apply: 'serve',
    configureServer(server) {
      // Added here, directly: before Vite's own middlewares (the editor endpoint, static files, modules).
      server.middlewares.use((req, res, next) => {
        const why = refusal({ url: req.url ?? '/', headers: req.headers, remoteAddress: req.socket.remoteAddress }, roots);
        if (why === null) return next();
        res.statusCode = 403;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`Refused: ${why}.\n`);
      });
    },
  };
}

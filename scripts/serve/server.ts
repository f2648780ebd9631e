/**
 * A tiny static server for dist/ that behaves like the hosts docs/deploying.md documents, for local runs and the browser
 * tests (`vite preview` answers unknown paths with the home page and 200: wrong for this site). Which host is a
 * setting (`mode`, rules.ts HOST_MODES; Netlify by default): Netlify's pretty URLs and _redirects shadowing,
 * Cloudflare Pages' 308s to clean URLs and redirects before files, or S3 + CloudFront's mapped objects. On every host:
 *   unknown → 404.html with status 404;
 *   _headers (path patterns, all matching blocks) and _redirects (splats, placeholders; 200 rewrites, 404 rewrites)
 *   as those hosts read them (S3 reads no _redirects);
 *   gzip when the client accepts it; correct content types; GET and HEAD only.
 * Every answer carries the site-wide headers of _headers (the security headers), errors too — even a request Node
 * refuses before the handler runs (a 16 KB URL: 431). No Range requests: the whole file, `Accept-Ranges: none`
 * (nothing on the site needs a part of a file; docs/security.md).
 * createStaticServer(root, { mode }) is the server (tests start it in-process); scripts/serve.ts is its command line.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, hostAnswer, parseHeaders, parseRedirects, publicPathname, type HostMode } from '../../src/offline/host';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json', '.zip': 'application/zip',
  '.csv': 'text/csv; charset=utf-8', '.ics': 'text/calendar; charset=utf-8',
  // GTFS-Realtime (/gtfs-rt/alerts.pb): protobuf bytes; its .json twin is served as JSON above.
  '.pb': 'application/x-protobuf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** The hosts never serve their configuration files. */
const HIDDEN = new Set(['_headers', '_redirects']);


/** A server for the built site in `root` (an absolute path), as `mode`'s host serves it; the caller listens. */
export function createStaticServer(root: string, { mode = 'netlify' }: { mode?: HostMode } = {}): Server {
  const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '');
  const headerRules = parseHeaders(read('_headers'));
  const redirectRules = parseRedirects(read('_redirects'));
  const gzipCache = new Map<string, Buffer>();

  /** Whether `candidate` (relative to root) is a file the host serves. Never outside root. */
  function isFile(candidate: string): boolean {
    const file = resolve(root, candidate);
    if (file === root || !file.startsWith(root + sep)) return false;
    // Judged on the resolved path, so no spelling of the name reaches a configuration file.
    if (HIDDEN.has(relative(root, file))) return false;
    return existsSync(file) && statSync(file).isFile();
  }

  function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, pathname: string): void {
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string | number> = { 'content-type': type, 'accept-ranges': 'none', ...headersFor(headerRules, pathname) };
    if (COMPRESSIBLE.test(type)) {
      headers.vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 256) {
        // Keyed by modification time too: a rebuild while the server runs must not serve stale bytes.
        const key = `${file}:${statSync(file).mtimeMs}`;
        let gz = gzipCache.get(key);
        if (!gz) gzipCache.set(key, (gz = gzipSync(body, { level: 9 })));
        body = gz;
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = body.length;
    if (type.startsWith('text/html')) headers['cache-control'] ??= 'no-cache';
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function notFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (isFile('404.html')) return send(req, res, join(root, '404.html'), 404, pathname);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headersFor(headerRules, pathname) });
    res.end('Not found');
  }

  /** The headers every path gets (the `/*` block: the security headers), for answers that name no file. */
  const siteHeaders = () => headersFor(headerRules, '/');

  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...siteHeaders() });
      res.end();
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      res.writeHead(400, siteHeaders());
      res.end('Bad request');
      return;
    }
    // Headers follow the decoded path (a refused one gets the 404 page's).
    const pathname = publicPathname(url.pathname) ?? '/404';
    const answer = hostAnswer(url.pathname, url.search, redirectRules, isFile, mode);
    if (answer.kind === 'file') return send(req, res, join(root, answer.file), answer.status, pathname);
    if (answer.kind === 'redirect') {
      res.writeHead(answer.status, { location: answer.location, ...headersFor(headerRules, pathname) });
      res.end();
      return;
    }
    notFound(req, res, pathname);
  });

  // Node answers a request it cannot read (headers over 16 KB, a malformed request line, a slow client) itself,
  // before the handler, with a bare status line: write that answer with the site's headers instead.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const headers = Object.entries(siteHeaders()).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}content-length: 0\r\nconnection: close\r\n\r\n`);
  });
  return server;
}

/**
 * scripts/serve.ts as a process, over a tiny hand-written site: the static-host behaviour the browser tests and
 * `npm start` rely on (pretty URLs, 404.html with 404, _headers, _redirects with shadowing, gzip, no escape from the
 * directory, configuration files never served).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createStaticServer } from '../../scripts/serve/server';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A FeedHeader's first bytes and more than 256 of them: protobuf, which must reach the client unaltered. */
const PROTOBUF = Buffer.concat([Buffer.from([0x0a, 0x05, 0x0a, 0x03, 0x32, 0x2e, 0x30]), Buffer.alloc(300, 0x1f)]);
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(dir, 'news'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'gtfs-rt'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dir, 'schedules.html'), `<!doctype html><title>schedules</title>${'<p>timetable</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'news.html'), '<!doctype html><title>news</title>');
  writeFileSync(join(dir, 'news', 'real.html'), '<!doctype html><title>real article</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>lost at sea</title>');
  writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'gtfs-rt', 'alerts.pb'), PROTOBUF);
  writeFileSync(join(dir, 'gtfs-rt', 'alerts.json'), JSON.stringify({ header: { gtfsRealtimeVersion: '2.0' }, pad: 'x'.repeat(300) }));
  writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: immutable\n');
  writeFileSync(join(dir, '_redirects'), '/old  /schedules  301\n/news/*  /news  302\n');
  writeFileSync(join(tmpdir(), 'serve-test-secret.txt'), 'secret');

  // The project's own server (scripts/serve/server.ts), in-process on a port the OS picks.
  server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** `path` as the server at `origin` answers it (the default server unless another is named). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET', origin = base): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
const text = (a: Answer) => a.body.toString('utf8');

describe('scripts/serve.ts', () => {
  it('/ → index.html; /schedules and /schedules/ → schedules.html, as HTML', async () => {
    expect(text(await get('/'))).toContain('<title>home');
    for (const path of ['/schedules', '/schedules/', '/schedules.html']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(text(answer)).toContain('<title>schedules');
    }
  });

  it('unknown path → 404.html with status 404 (never the home page)', async () => {
    const answer = await get('/no/such/page');
    expect(answer.status).toBe(404);
    expect(text(answer)).toContain('lost at sea');
  });

  it('_redirects: a real file wins over a non-forced rule; an unknown article → 302 /news', async () => {
    expect(text(await get('/news/real'))).toContain('real article');
    const unknown = await get('/news/nope');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/news');
    expect((await get('/old')).headers.location).toBe('/schedules');
  });

  it('_headers: every matching block applies, on pages, assets and the 404 alike', async () => {
    const asset = await get('/assets/app-abc.js');
    expect(asset.headers['x-frame-options']).toBe('DENY');
    expect(asset.headers['cache-control']).toBe('immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/missing')).headers['x-frame-options']).toBe('DENY');
  });

  it('gzip when accepted, identity otherwise', async () => {
    const zipped = await get('/schedules', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('timetable');
    expect((await get('/schedules')).headers['content-encoding']).toBeUndefined();
  });

  it('never serves _headers/_redirects or a file outside the directory, however a slash, backslash or dot is encoded; a refused path gets no asset cache header', async () => {
    const attempts = [
      '/_headers', '/_redirects', '/../serve-test-secret.txt', '/%2e%2e/serve-test-secret.txt', '/..%2fserve-test-secret.txt',
      '/assets/..%2f_headers', '/assets/..%2F_headers', '/assets/..%5c_headers', '/assets/..%5C_redirects',
      '/assets/..%252f_headers', '/assets/%2e%2e%2f_headers', '/assets/..\\_headers', '/_headers%00',
      '/assets/.%2e/_headers', '/%5f%68eaders', '/assets/..%2findex.html', '/assets/..%2f..%2fserve-test-secret.txt',
    ];
    for (const path of attempts) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(text(answer), path).toContain('lost at sea');
      expect(text(answer), path).not.toContain('X-Frame-Options');
      expect(String(answer.headers['cache-control'] ?? ''), path).not.toContain('immutable');
    }
    expect(text(await get('/..%2fserve-test-secret.txt'))).not.toContain('secret');
    // The real files behind those spellings are still served by their own names.
    expect((await get('/assets/app-abc.js')).status).toBe(200);
    expect(String((await get('/assets/app-abc.js')).headers['cache-control'])).toContain('immutable');
  });

  it('GTFS-Realtime: .pb as protobuf, byte for byte (never gzip), its .json twin as JSON', async () => {
    const pb = await get('/gtfs-rt/alerts.pb', { 'accept-encoding': 'gzip' });
    expect(pb.status).toBe(200);
    expect(pb.headers['content-type']).toBe('application/x-protobuf');
    expect(pb.headers['content-encoding']).toBeUndefined();
    expect(pb.body.equals(PROTOBUF)).toBe(true);
    const json = await get('/gtfs-rt/alerts.json');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(text(json)).header.gtfsRealtimeVersion).toBe('2.0');
  });

  it('HEAD answers without a body; other methods → 405', async () => {
    const head = await get('/schedules', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get('/schedules', {}, 'POST')).status).toBe(405);
  });

  it('errors carry the site-wide security headers: 405, and a 16 kB URL Node refuses before the handler (431)', async () => {
    const post = await get('/schedules', {}, 'POST');
    expect(post.headers['x-frame-options']).toBe('DENY');
    const long = await get(`/schedules?q=${'x'.repeat(16 * 1024)}`);
    expect(long.status).toBe(431);
    expect(long.headers['x-frame-options']).toBe('DENY');
    expect(long.headers['cache-control']).toBeUndefined(); // /assets/* only, not site-wide
  });

  it('a Range request → the whole file with 200 and Accept-Ranges: none (no partial answers; docs/security.md)', async () => {
    const answer = await get('/schedules', { range: 'bytes=0-9' });
    expect(answer.status).toBe(200);
    expect(answer.headers['accept-ranges']).toBe('none');
    expect(text(answer)).toContain('<title>schedules');
    expect(text(answer)).toContain('</p>');
  });
});

describe('scripts/serve.ts as Cloudflare Pages (--host-mode cloudflare)', () => {
  let cloudflare: Server;
  let origin: string;
  beforeAll(async () => {
    cloudflare = createStaticServer(dir, { mode: 'cloudflare' });
    await new Promise<void>((resolve) => cloudflare.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(cloudflare.address() as AddressInfo).port}`;
  });
  afterAll(() => cloudflare?.close());

  it('x.html and x/ → 308 to x, with the site\'s headers; x → the page; an unknown article → 302 /news', async () => {
    const at = (path: string) => get(path, {}, 'GET', origin);
    for (const path of ['/schedules.html', '/schedules/']) {
      const answer = await at(`${path}?day=fri`);
      expect(answer.status, path).toBe(308);
      expect(answer.headers.location, path).toBe('/schedules?day=fri');
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
    }
    expect(text(await at('/schedules'))).toContain('<title>schedules');
    expect((await at('/news/nope')).headers.location).toBe('/news');
    expect((await at('/no/such/page')).status).toBe(404);
  });
});

/**
 * `npm run dev` answers its own pages only: the editor endpoint opens project files for the
 * dev server's own pages on this machine, nothing else; no page of another origin gets CORS access or any file
 * but by navigating; the watcher follows no link; `--host` says what it exposes. Three levels: the decision
 * (scripts/dev/own-pages.ts refusal), Vite started in-process with the dev server's options and guard, and the
 * real `npm run dev -- --host` with a stand-in editor that records what it is asked to open.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPagesOnly, refusal, type DevRequest } from '../../scripts/dev/own-pages';
import { devServerOptions, HOST_WARNING } from '../../scripts/dev/server-options';
import { startDevServer, type DevServer } from '../../scripts/dev/spawn-dev-server';

const scratch = mkdtempSync(join(tmpdir(), 'own-pages-'));
const project = join(scratch, 'project');
const data = join(project, 'data');
mkdirSync(join(data, 'timetables'), { recursive: true });
writeFileSync(join(data, 'site.yaml'), 'brand: x\n');
writeFileSync(join(project, 'index.html'), '<!doctype html><title>dev</title>');
symlinkSync('/etc', join(data, 'etc-link'));
/** A stand-in editor: records its arguments, so a test sees what the endpoint launched. */
const editorLog = join(scratch, 'editor.log');
const editor = join(scratch, 'editor.sh');
writeFileSync(editor, `#!/bin/sh\necho "$@" >> ${editorLog}\n`);
chmodSync(editor, 0o755);
const launched = () => (existsSync(editorLog) ? readFileSync(editorLog, 'utf8') : '');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const roots = [project, data];
const fromPage = (url: string, headers: DevRequest['headers'] = {}, remoteAddress = '127.0.0.1'): DevRequest =>
  ({ url, headers: { host: 'localhost:5173', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', ...headers }, remoteAddress });
const editorUrl = (file: string) => `/__open-in-editor?file=${encodeURIComponent(file)}`;

describe('refusal: what the dev server lets through', () => {
  it('the overlay\'s link to a data file, from the server\'s own page on this machine → opened', () => {
    expect(refusal(fromPage(editorUrl(`${data}/site.yaml:3:5`)), roots)).toBeNull();
    expect(refusal(fromPage(editorUrl(join(project, 'index.html'))), roots)).toBeNull();
  });

  it('a file outside the project, through a link, or as a file: URL → refused', () => {
    for (const file of ['/etc/shadow', `${data}/../../outside.yaml`, `${data}/etc-link/passwd`, 'file:///etc/passwd', project]) {
      expect(refusal(fromPage(editorUrl(file)), roots), file).toBe('the editor opens only files of this project and its data folder');
    }
  });

  it('the editor for another origin\'s page, a request without fetch metadata (curl), another machine → refused', () => {
    const inside = editorUrl(`${data}/site.yaml`);
    expect(refusal(fromPage(inside, { 'sec-fetch-site': 'same-site' }), roots)).toMatch(/own pages/); // another localhost port
    expect(refusal(fromPage(inside, { 'sec-fetch-site': 'cross-site' }), roots)).toMatch(/own pages/);
    expect(refusal(fromPage(inside, { 'sec-fetch-site': undefined }), roots)).toMatch(/own pages/);
    expect(refusal(fromPage(inside, { origin: 'http://localhost:9999' }), roots)).toMatch(/own pages/);
    expect(refusal(fromPage(inside, {}, '192.168.1.20'), roots)).toBe('the editor opens only for a browser on this machine');
  });

  it('another origin\'s page may link to a dev page (navigate), never fetch or embed one', () => {
    const other = (site: string, mode: string) => fromPage('/data/site.yaml', { 'sec-fetch-site': site, 'sec-fetch-mode': mode });
    expect(refusal(other('same-site', 'cors'), roots)).toBe('the dev server answers its own pages only');
    expect(refusal(other('cross-site', 'no-cors'), roots)).toBe('the dev server answers its own pages only');
    expect(refusal(other('cross-site', 'navigate'), roots)).toBeNull();
    expect(refusal(other('same-origin', 'cors'), roots)).toBeNull();
    expect(refusal({ url: '/data/site.yaml', headers: {}, remoteAddress: '10.0.0.2' }, roots)).toBeNull();
  });
});

describe('Vite with the dev server\'s options and guard (in-process)', () => {
  let server: ViteDevServer;
  let base: string;
  const outside = join(scratch, 'outside');
  beforeAll(async () => {
    for (let i = 0; i < 20; i++) mkdirSync(join(outside, `dir-${i}`, 'sub'), { recursive: true });
    process.env.LAUNCH_EDITOR = editor;
    server = await createServer({
      configFile: false, root: project, logLevel: 'silent', appType: 'mpa',
      server: devServerOptions({ port: 0, host: false, dataDir: data }),
      plugins: [ownPagesOnly(roots)],
    });
    await server.listen();
    base = `http://localhost:${(server.httpServer!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.LAUNCH_EDITOR;
    await server?.close();
  });

  it('a page of another localhost port gets no CORS access to /data/*.yaml or the HMR client', async () => {
    for (const path of ['/data/site.yaml', '/@vite/client']) {
      const answer = await fetch(`${base}${path}`, { headers: { origin: 'http://localhost:9999' } });
      expect(answer.status, path).toBe(200); // not a page: no fetch metadata, so not refused — but no CORS grant
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      const asPage = await fetch(`${base}${path}`, { headers: { origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' } });
      expect(asPage.status, path).toBe(403);
    }
  });

  it('/__open-in-editor: /etc/shadow → 403, nothing launched; a project file from its own page → launched', async () => {
    const shadow = await fetch(`${base}${editorUrl('/etc/shadow')}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(shadow.status).toBe(403);
    const own = await fetch(`${base}${editorUrl(`${data}/site.yaml:1:1`)}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    await expect.poll(launched, { timeout: 10_000 }).toContain(`${data}/site.yaml`);
    expect(launched()).not.toContain('/etc/shadow');
  });

  it('a link made while it runs is not followed by the watcher, and the data folder is the data plugin\'s', async () => {
    symlinkSync(outside, join(project, 'linked'));
    // Once the watcher has seen the link, give it the time a followed link's folders take to be watched.
    await expect.poll(() => server.watcher.getWatched()[project] ?? [], { timeout: 10_000 }).toContain('linked');
    await new Promise((r) => setTimeout(r, 1_500));
    const watched = Object.keys(server.watcher.getWatched()).map((dir) => resolve(dir));
    expect(watched.filter((dir) => dir.startsWith(join(project, 'linked')))).toEqual([]);
    expect(watched.filter((dir) => dir.startsWith(data))).toEqual([]);
  });
});

describe('npm run dev -- --host', () => {
  let dev: DevServer;
  beforeAll(async () => {
    dev = await startDevServer({ args: ['--host'], env: { LAUNCH_EDITOR: editor } });
  }, 120_000);
  afterAll(async () => {
    await dev?.stop();
  });

  it('prints what --host exposes, and the editor endpoint refuses a file outside the project', async () => {
    expect(dev.output()).toContain(HOST_WARNING);
    const answer = await fetch(`${dev.url}${editorUrl('/etc/shadow')}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe('Refused: the editor opens only files of this project and its data folder.\n');
    const yaml = await fetch(`${dev.url}/data/site.yaml`, { headers: { origin: 'http://localhost:9999' } });
    expect(yaml.headers.get('access-control-allow-origin')).toBeNull();
  });
});

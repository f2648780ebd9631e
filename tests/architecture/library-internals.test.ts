/**
 * The places where this project depends on a library's undocumented behaviour (docs/architecture.md › Library
 * internals), each read from the installed package. An upgrade that changes one fails here, by name, before a build
 * silently ships a page that does not hydrate, an unhashed style or a half-deterministic dist/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchProblem } from '../../scripts/build/dependency-patches';
import { sonnerInjectedCss, SONNER_MARKER } from '../../scripts/postbuild/runtime-styles';

const read = (file: string) => readFileSync(join('node_modules', file), 'utf8');
const filesOf = (dir: string): string[] => readdirSync(join('node_modules', dir), { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && /\.m?js$/.test(e.name)).map((e) => join(e.parentPath, e.name).replace(/^node_modules\//, ''));
const anyFileOf = (dir: string, text: string) => filesOf(dir).some((file) => read(file).includes(text));

describe('scripts/postbuild.ts: what it strips is written for the installed versions', () => {
  const line = /^ \*\s+written for: (.+)$/m.exec(readFileSync('scripts/postbuild.ts', 'utf8'))?.[1] ?? '';
  const written = line.split(', ').map((entry) => entry.split(' ') as [string, string]);

  it('names the server renderer, the router whose state it reads, and the two runtimes', () => {
    expect(written.map(([name]) => name).sort()).toEqual(['preact', 'react', 'react-router-dom', 'vite-react-ssg']);
  });

  it.each(written)('%s %s is the installed version', (name, version) => {
    const installed = (JSON.parse(read(`${name}/package.json`)) as { version: string }).version;
    expect(`${installed}.`.startsWith(`${version}.`), `${name} ${installed} is installed: check every row of the table at the top of scripts/postbuild.ts against it, then update the line`).toBe(true);
  });
});

describe('vite-react-ssg 0.9 (scripts/postbuild, scripts/build.ts)', () => {
  it.each([
    // scripts/postbuild/html.ts matches exactly this script text.
    ['writes the random data hash of its client app into an inline script, which postbuild removes', "window.__VITE_REACT_SSG_HASH__ = '${hash}'"],
    ['names the loader data static-loader-data* (postbuild removes it: the built site has no client router)', 'static-loader-data-manifest-${hash}.json'],
    ['renders its server bundle into .vite-react-ssg-temp in the project root (the build removes it)', 'vite-react-ssg-temp'],
  ])('%s', (_, text) => {
    expect(anyFileOf('vite-react-ssg/dist', text)).toBe(true);
  });
});

describe('vite-react-ssg 0.9, as patched (patches/, scripts/build/dependency-patches.ts)', () => {
  /**
   * The installed renderHTML — the function that puts each rendered page into index.html — taken from the package's
   * file and run as it is: it must insert head tags and the page's HTML as written, `$` replacement patterns and all.
   */
  async function installedRenderHtml() {
    const file = filesOf('vite-react-ssg/dist').find((f) => read(f).includes('async function renderHTML('))!;
    const source = read(file);
    const start = source.indexOf('async function renderHTML(');
    const body = source.slice(start, source.indexOf('\n}\n', start) + 2);
    const placeholder = /const SCRIPT_COMMENT_PLACEHOLDER = [^\n]*/.exec(source)![0];
    type Render = (args: Record<string, unknown>) => Promise<string>;
    return new Function(`${placeholder}\n${body}\nreturn renderHTML;`)() as Render;
  }

  it('every patch in patches/ is applied to the installed packages', () => {
    expect(patchProblem('.')).toBeNull();
  });

  it('inserts data text holding $&, $\', $` and $$ into the template as written', async () => {
    const renderHtml = await installedRenderHtml();
    const page = '<p>US$$ 5, the $& mark, $\' and $` and $1</p>';
    const meta = '<meta name="description" content="US$$ 5 $& $\' $`">';
    const html = await renderHtml({
      rootContainerId: 'root', indexHTML: '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
      appHTML: page, metaAttributes: [meta], bodyAttributes: '', htmlAttributes: '', initialState: null,
    });
    expect(html).toContain(`<head>${meta}<title>`);
    expect(html).toContain(`<div id="root" data-server-rendered="true">${page}</div>`);
    expect(html.match(/id="root"/g)).toHaveLength(1);
  });
});

describe('react-router-dom 6 (scripts/postbuild/html.ts)', () => {
  it('serialises the hydration state as window.__staticRouterHydrationData = JSON.parse(…) (postbuild reads its errors, then removes it)', () => {
    expect(read('react-router-dom/dist/server.mjs')).toContain('__staticRouterHydrationData = JSON.parse');
  });
});

describe('preact 11 (src/site/islands/mount.tsx: an island is rendered over its pre-rendered HTML)', () => {
  it('render() with no earlier tree takes the container\'s existing children as the DOM to reuse', () => {
    const render = read('preact/src/render.js');
    expect(render).toMatch(/parentDom\.firstChild\s*\?\s*slice\.call\(parentDom\.childNodes\)/);
  });

  it('a component that suspends while hydrating keeps its DOM, and Suspense shows no fallback then (islands/HydrateLater.tsx)', () => {
    // diff: a thrown promise under hydration flags the vnode suspended-while-hydrating and keeps the node it claimed;
    // compat's Suspense skips its fallback for such a vnode and re-renders it (hydrating) once the promise settles.
    expect(read('preact/src/diff/index.js')).toContain('newVNode._flags |= MODE_SUSPENDED | isHydrating');
    expect(read('preact/compat/src/suspense.js')).toMatch(/!\(suspendingVNode\._flags & MODE_HYDRATE\)/);
  });
});

describe('sonner 2 (scripts/postbuild/runtime-styles.ts: its injected <style> is hashed into the CSP)', () => {
  it('injects one fixed CSS string with __insertCSS("…") when its module loads', () => {
    const css = sonnerInjectedCss(read('sonner/dist/index.mjs'));
    expect(css).not.toBeNull();
    expect(css).toContain(`[${SONNER_MARKER}]`);
  });
});

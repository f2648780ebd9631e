import { describe, expect, it } from 'vitest';
import { APP_LOADER_SOURCE, appLoaderPath, deferAppScripts } from '../../scripts/postbuild/script-loading';
import { executableInlineScripts } from '../../scripts/postbuild/html';

// The <head> vite-react-ssg 0.9 writes (shortened), and a route chunk preload it adds after the stylesheet.
const page = `<html><head><meta charset="UTF-8"><title>T</title>
    <script type="module" crossorigin="" src="/assets/app-F-S1h8z6.js"></script>
    <link rel="modulepreload" crossorigin="" href="/assets/react-sySUN5R7.js">
    <link rel="modulepreload" crossorigin="" href="/assets/react-dom-p5-f7VGD.js">
    <link rel="stylesheet" crossorigin="" href="/assets/app-DAo0ANiu.css">
  <link rel="modulepreload" crossorigin="" href="/assets/HomePage-D8Wg41H9.js"><link rel="modulepreload" crossorigin="" href="/assets/react-sySUN5R7.js"></head><body><div id="root" data-server-rendered="true"><h1>Hi</h1></div></body></html>`;

describe('deferAppScripts', () => {
  const { html, entry, preloads } = deferAppScripts(page, '/assets/load-app-0123456789.js');

  it('nothing the browser would fetch as script before the first paint is left but the loader', () => {
    expect(html).not.toMatch(/modulepreload/);
    expect(html).not.toMatch(/app-F-S1h8z6\.js"><\/script>/);
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" src="/assets/load-app-0123456789.js" data-entry="/assets/app-F-S1h8z6.js" data-preload="/assets/react-sySUN5R7.js /assets/react-dom-p5-f7VGD.js /assets/HomePage-D8Wg41H9.js">',
    ]);
  });

  it('the same entry and chunks (each once, in page order) are handed to the loader; the stylesheet stays', () => {
    expect(entry).toBe('/assets/app-F-S1h8z6.js');
    expect(preloads).toEqual(['/assets/react-sySUN5R7.js', '/assets/react-dom-p5-f7VGD.js', '/assets/HomePage-D8Wg41H9.js']);
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app-DAo0ANiu.css">');
    expect(html).toContain('<div id="root" data-server-rendered="true"><h1>Hi</h1></div>');
  });

  it('no inline script is added (the CSP keeps script-src \'self\' without a hash)', () => {
    expect(executableInlineScripts(html)).toEqual([]);
  });

  it('a page without the entry script (vite-react-ssg output changed) → throws instead of a page that never hydrates', () => {
    expect(() => deferAppScripts('<head><link rel="modulepreload" href="/assets/a.js"></head>', '/x.js')).toThrow(/entry/);
  });
});

describe('appLoaderPath', () => {
  it('named after its content, like the other assets', () => {
    expect(appLoaderPath()).toMatch(/^\/assets\/load-app-[0-9a-f]{10}\.js$/);
    expect(appLoaderPath('other')).not.toBe(appLoaderPath());
  });
});

/** Runs the loader source against a fake page and records what it does, step by step. */
function runLoader(readyState: 'loading' | 'interactive' | 'complete') {
  const events: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = { dataset: { entry: '/assets/app-X.js', preload: '/assets/a.js /assets/b.js' } };
  const document = {
    readyState,
    querySelector: (selector: string) => (selector === 'script[data-entry]' ? element : null),
    createElement: () => ({}) as Record<string, string>,
    head: { append: (link: Record<string, string>) => events.push(`${link.rel} ${link.href} crossorigin=${JSON.stringify(link.crossOrigin)}`) },
  };
  const source = APP_LOADER_SOURCE.replace(/\bimport\(/, '__import(');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', '__import', source)(
    document,
    (type: string, listener: () => void) => { listeners[type] = listener; },
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    (url: string) => events.push(`import ${url}`),
  );
  const step = () => { for (const queue of [frames, timers]) { const next = queue.shift(); if (next) { next(); return; } } };
  return { events, listeners, frames, timers, step };
}

describe('APP_LOADER_SOURCE', () => {
  it('while the page is loading: nothing is fetched until load, then a painted frame; then preloads, then the entry', () => {
    const run = runLoader('interactive');
    expect(run.events).toEqual([]);
    expect(Object.keys(run.listeners)).toEqual(['load']);
    run.listeners.load!();
    expect(run.events).toEqual([]); // waits for the next frame
    run.step(); // requestAnimationFrame
    expect(run.events).toEqual([]); // …and for that frame to be painted
    run.step(); // setTimeout
    expect(run.events).toEqual([
      'modulepreload /assets/a.js crossorigin=""',
      'modulepreload /assets/b.js crossorigin=""',
      'import /assets/app-X.js',
    ]);
  });

  it('already loaded (the loader ran late): starts after the next frame without waiting for an event that has passed', () => {
    const run = runLoader('complete');
    expect(run.listeners).toEqual({});
    run.step();
    run.step();
    expect(run.events.at(-1)).toBe('import /assets/app-X.js');
  });
});

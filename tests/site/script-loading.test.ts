import { describe, expect, it } from 'vitest';
import { APP_LOADER_SOURCE, appLoaderPath, deferAppScripts, splitBootData, startupPreloads, startupStylesheets, type ChunkManifest } from '../../scripts/postbuild/script-loading';
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

describe('startupPreloads: what a page needs to start, not what it imports on use', () => {
  // Shaped like dist/.vite/manifest.json: the entry imports the pages dynamically (routes); a page chunk imports a
  // component that loads the calendar export with import() on click; that chunk shares `time` with the page.
  const manifest: ChunkManifest = {
    'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/Schedules.tsx', 'src/Home.tsx', 'client.js'] },
    '_react.js': { file: 'assets/react.js' },
    'client.js': { file: 'assets/client.js', imports: ['_react.js'] },
    'src/Schedules.tsx': { file: 'assets/Schedules.js', imports: ['_react.js', '_AddToCalendar.js', '_time.js'] },
    'src/Home.tsx': { file: 'assets/Home.js', imports: ['_react.js'] },
    '_AddToCalendar.js': { file: 'assets/AddToCalendar.js', imports: ['_react.js'], dynamicImports: ['src/download.ts'] },
    'src/download.ts': { file: 'assets/download.js', imports: ['_time.js', '_legs.js'] },
    '_time.js': { file: 'assets/time.js' },
    '_legs.js': { file: 'assets/legs.js' },
  };
  const listed = ['/assets/react.js', '/assets/client.js', '/assets/Schedules.js', '/assets/AddToCalendar.js', '/assets/download.js', '/assets/time.js', '/assets/legs.js'];

  it('a chunk reached only through a page’s import() (and what only it imports) is not preloaded; shared ones are', () => {
    expect(startupPreloads(listed, manifest, '/assets/app.js')).toEqual([
      '/assets/react.js', '/assets/client.js', '/assets/Schedules.js', '/assets/AddToCalendar.js', '/assets/time.js',
    ]);
  });

  it('another page’s route chunk is never pulled in; an unknown entry or file is kept as listed', () => {
    expect(startupPreloads(['/assets/react.js', '/assets/Home.js'], manifest, '/assets/app.js')).toEqual(['/assets/react.js', '/assets/Home.js']);
    expect(startupPreloads(['/assets/x.js'], manifest, '/assets/app.js')).toEqual(['/assets/x.js']);
    expect(startupPreloads(listed, manifest, '/assets/other.js')).toEqual(listed);
  });
});

describe('startupStylesheets: the CSS of what a page starts with, not of what it imports on use', () => {
  // The booking page's route chunk imports its month grid with import(); the grid's chunk owns its stylesheet.
  const manifest: ChunkManifest = {
    'index.html': { file: 'assets/app.js', isEntry: true, css: ['assets/app.css'], dynamicImports: ['src/Book.tsx'] },
    'src/Book.tsx': { file: 'assets/Book.js', css: ['assets/Book.css'], dynamicImports: ['src/DayCalendar.tsx'] },
    'src/DayCalendar.tsx': { file: 'assets/DayCalendar.js', css: ['assets/DayCalendar.css'] },
  };
  const preloads = ['/assets/Book.js', '/assets/DayCalendar.js'];

  it('a stylesheet owned only by a chunk loaded on use is dropped; the entry\'s and the route\'s stay', () => {
    expect(startupStylesheets(['/assets/app.css', '/assets/Book.css', '/assets/DayCalendar.css'], preloads, manifest, '/assets/app.js'))
      .toEqual(['/assets/app.css', '/assets/Book.css']);
  });

  it('a stylesheet the manifest does not know, or an unknown entry → kept', () => {
    expect(startupStylesheets(['/assets/other.css'], preloads, manifest, '/assets/app.js')).toEqual(['/assets/other.css']);
    expect(startupStylesheets(['/assets/DayCalendar.css'], preloads, manifest, '/assets/x.js')).toEqual(['/assets/DayCalendar.css']);
  });

  it('deferAppScripts removes the link from the page (both attribute orders vite-react-ssg writes)', () => {
    const head = `<head><script type="module" crossorigin src="/assets/app.js"></script><link rel="stylesheet" crossorigin="" href="/assets/app.css">
  <link rel="stylesheet" href="/assets/DayCalendar.css" crossorigin=""><link rel="modulepreload" crossorigin="" href="/assets/Book.js"></head>`;
    const { html } = deferAppScripts(head, '/assets/load-app.js', undefined, manifest);
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app.css">');
    expect(html).not.toContain('DayCalendar.css');
  });
});

describe('splitBootData', () => {
  const boot = '{"hash":"abc","routerState":"{\\"loaderData\\":{}}"}';
  const withBoot = page.replace('</div></body>', `</div>\n<script type="application/json" id="ssg-boot">${boot}</script></body>`);

  it('the hydration data leaves the document for a content-named file the loader is pointed at', () => {
    const split = splitBootData(withBoot)!;
    expect(split.boot).toBe(boot);
    expect(split.bootPath).toMatch(/^\/assets\/boot-[0-9a-f]{10}\.json$/);
    expect(split.html).not.toContain('ssg-boot');
    const { html } = deferAppScripts(split.html, '/assets/load-app-0123456789.js', split.bootPath);
    expect(html).toContain(` data-boot="${split.bootPath}"></script>`);
  });

  it('other data → another file name (a new build never reads an old page\'s data from the cache)', () => {
    expect(splitBootData(withBoot.replace('"abc"', '"abd"'))!.bootPath).not.toBe(splitBootData(withBoot)!.bootPath);
  });

  it('a page without the block → null (nothing to move)', () => {
    expect(splitBootData(page)).toBeNull();
  });
});

describe('appLoaderPath', () => {
  it('named after its content, like the other assets', () => {
    expect(appLoaderPath()).toMatch(/^\/assets\/load-app-[0-9a-f]{10}\.js$/);
    expect(appLoaderPath('other')).not.toBe(appLoaderPath());
  });
});

/** Runs the loader source against a fake page and records what it does, step by step. */
/** The browser's paint timing: 'supported' reports the first contentful paint once `paint.done` is set. */
interface PaintTiming { supported: boolean; done: boolean }

function runLoader(
  readyState: 'loading' | 'interactive' | 'complete', boot: { status: number; text: string } | null = null,
  paint: PaintTiming = { supported: true, done: true },
) {
  const events: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = { dataset: { entry: '/assets/app-X.js', preload: '/assets/a.js /assets/b.js', ...(boot ? { boot: '/assets/boot-1.json' } : {}) } };
  const document = {
    readyState,
    querySelector: (selector: string) => (selector === 'script[data-entry]' ? element : null),
    createElement: () => ({}) as Record<string, string>,
    head: { append: (link: Record<string, string>) => events.push(`${link.rel} ${link.href} crossorigin=${JSON.stringify(link.crossOrigin)}`) },
    body: { append: (block: Record<string, string>) => events.push(`block ${block.type} #${block.id} ${block.textContent}`) },
  };
  const fetch = async (url: string) => {
    events.push(`fetch ${url}`);
    return { ok: boot!.status === 200, status: boot!.status, text: async () => boot!.text };
  };
  const console = { warn: (...parts: unknown[]) => events.push(`warn ${parts.map(String).join(' ')}`) };
  const source = APP_LOADER_SOURCE.replace(/\bimport\(/, '__import(');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const PerformanceObserver = Object.assign(function PerformanceObserver() {}, { supportedEntryTypes: paint.supported ? ['paint'] : [] });
  const performance = {
    getEntriesByType: (type: string) => (type === 'paint' && paint.done ? [{ name: 'first-paint' }, { name: 'first-contentful-paint' }] : []),
  };
  new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', 'fetch', 'console', '__import', 'PerformanceObserver', 'performance', source)(
    document,
    (type: string, listener: () => void) => { listeners[type] = listener; },
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    fetch,
    console,
    (url: string) => events.push(`import ${url}`),
    PerformanceObserver,
    performance,
  );
  const step = () => { for (const queue of [frames, timers]) { const next = queue.shift(); if (next) { next(); return; } } };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { events, listeners, frames, timers, step, settle };
}

describe('APP_LOADER_SOURCE', () => {
  it('while the page is loading: nothing is fetched until load, then a painted frame; then preloads, then the entry', async () => {
    const run = runLoader('interactive');
    expect(run.events).toEqual([]);
    expect(Object.keys(run.listeners)).toEqual(['load']);
    run.listeners.load!();
    expect(run.events).toEqual([]); // waits for the next frame
    run.step(); // requestAnimationFrame
    expect(run.events).toEqual([]); // …and for that frame to be painted
    run.step(); // setTimeout
    await run.settle();
    expect(run.events).toEqual([
      'modulepreload /assets/a.js crossorigin=""',
      'modulepreload /assets/b.js crossorigin=""',
      'import /assets/app-X.js',
    ]);
  });

  it('a long page still being drawn: waits, frame by frame, until the first contentful paint is reported', async () => {
    const paint = { supported: true, done: false };
    const run = runLoader('complete', null, paint);
    for (let frame = 0; frame < 5; frame++) run.step();
    expect(run.frames).toHaveLength(1);
    expect(run.timers).toHaveLength(0);
    paint.done = true;
    run.step(); // the frame after the paint was presented
    run.step(); // setTimeout
    await run.settle();
    expect(run.events.at(-1)).toBe('import /assets/app-X.js');
  });

  it('a browser without paint timing starts after one frame; one that never reports a paint, after 30 frames', async () => {
    const unsupported = runLoader('complete', null, { supported: false, done: false });
    unsupported.step();
    unsupported.step();
    await unsupported.settle();
    expect(unsupported.events.at(-1)).toBe('import /assets/app-X.js');

    const silent = runLoader('complete', null, { supported: true, done: false });
    for (let frame = 0; frame < 30; frame++) silent.step();
    expect(silent.timers).toHaveLength(0);
    silent.step(); // the 31st frame gives up waiting
    silent.step();
    await silent.settle();
    expect(silent.events.at(-1)).toBe('import /assets/app-X.js');
  });

  it('already loaded (the loader ran late): starts after the next frame without waiting for an event that has passed', async () => {
    const run = runLoader('complete');
    expect(run.listeners).toEqual({});
    run.step();
    run.step();
    await run.settle();
    expect(run.events.at(-1)).toBe('import /assets/app-X.js');
  });

  it('with data-boot: the hydration data is fetched after the paint and in the page as the JSON block before the app starts', async () => {
    const run = runLoader('complete', { status: 200, text: '{"hash":"h"}' });
    run.step();
    expect(run.events).toEqual([]);
    run.step();
    await run.settle();
    expect(run.events.slice(2)).toEqual(['fetch /assets/boot-1.json', 'block application/json #ssg-boot {"hash":"h"}', 'import /assets/app-X.js']);
  });

  it('the hydration data cannot be had → the app is not started (no mismatched re-render), a warning says why', async () => {
    const run = runLoader('complete', { status: 404, text: 'Not found' });
    run.step();
    run.step();
    await run.settle();
    expect(run.events.some((e) => e.startsWith('import'))).toBe(false);
    expect(run.events.at(-1)).toMatch(/^warn app not started: .*boot-1\.json: HTTP 404/);
  });
});

import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deferAppScripts, PRELOADS_PER_TASK, runtimeOf, siteStylesheets, type ChunkManifest } from '../../scripts/postbuild/script-loading';
import { executableInlineScripts } from '../../scripts/postbuild/html';
import { inlineFirstPaint, islandModules, islandPreloads } from '../../scripts/postbuild/islands';
import { islandsOf } from '../../scripts/build/island-registry';

// The <head> vite-react-ssg 0.9 writes (shortened), with its React app's entry, preloads and stylesheets.
const page = `<html><head><meta charset="UTF-8"><title>T</title>
    <script type="module" crossorigin="" src="/assets/app-F-S1h8z6.js"></script>
    <link rel="modulepreload" crossorigin="" href="/assets/react-sySUN5R7.js">
    <link rel="stylesheet" crossorigin="" href="/assets/app-DAo0ANiu.css">
    <link rel="stylesheet" crossorigin="" href="/assets/DayCalendar-1.css">
  <link rel="modulepreload" crossorigin="" href="/assets/HomePage-D8Wg41H9.js"></head><body><div id="root" data-server-rendered="true"><h1>Hi</h1></div></body></html>`;

// The islands build's manifest (shortened): the runtime, the islands loader, the renderer, two islands.
const islands: ChunkManifest = {
  'src/site/runtime/main.ts': { file: 'assets/runtime-R.js', isEntry: true, imports: ['_time.js'], dynamicImports: ['src/site/runtime/islands.ts'] },
  '_time.js': { file: 'assets/time-T.js' },
  '_jsx.js': { file: 'assets/jsx-J.js' },
  'src/site/runtime/islands.ts': { file: 'assets/islands-I.js', imports: ['src/site/runtime/main.ts'] },
  'src/site/islands/mount.tsx': { file: 'assets/mount-M.js', imports: ['_jsx.js'] },
  'src/site/planner/Planner.tsx': { file: 'assets/Planner-P.js', imports: ['_jsx.js', '_time.js'] },
  'src/site/schedules/RouteLead.tsx': { file: 'assets/RouteLead-L.js', imports: ['_jsx.js'] },
};
const islandsFile = `import { island } from './Island';
import { Planner } from '../planner/Planner';
import { RouteLead } from '../schedules/RouteLead';

export const RouteLeadIsland = island('route-lead', RouteLead, { when: 'visible' });
export const PlannerIsland = island(
  'planner', Planner, { when: 'load', hydrate: true });`;

const runtime = runtimeOf(islands);
const html = deferAppScripts(page, runtime, new Set(['/assets/app-DAo0ANiu.css']));
/** The page's one inline script: the loader, as every page carries it. */
const [LOADER] = executableInlineScripts(html) as [string];

describe('the islands runtime in place of the React app', () => {

  it('the runtime is the one entry; its static imports are preloaded with it, the islands are not', () => {
    expect(runtime).toEqual({ entry: '/assets/runtime-R.js', preloads: ['/assets/time-T.js'] });
  });

  it('nothing of the React app is left: only the loader, inline at the end of <body>, starting the runtime; the site stylesheet stays, a lazy chunk\'s goes', () => {
    expect(html.replace(LOADER, '')).not.toMatch(/modulepreload|app-F-S1h8z6|DayCalendar/);
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" data-entry="/assets/runtime-R.js" data-preload="/assets/time-T.js">',
    ]);
    expect(html.endsWith(`<h1>Hi</h1></div><script type="module" data-entry="/assets/runtime-R.js" data-preload="/assets/time-T.js">${LOADER}</script></body></html>`)).toBe(true);
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app-DAo0ANiu.css">');
    // The one inline script: hashed into the CSP like every other (postbuild).
    expect(executableInlineScripts(html)).toHaveLength(1);
  });

  it('a page without the entry script (vite-react-ssg output changed) → throws instead of a page without its runtime', () => {
    expect(() => deferAppScripts('<head></head>', runtime, new Set())).toThrow(/entry/);
  });

  it('the site stylesheets are the React app entry\'s', () => {
    expect(siteStylesheets({ 'index.html': { file: 'assets/app.js', isEntry: true, css: ['assets/app.css'] }, 'x.tsx': { file: 'assets/x.js', css: ['assets/x.css'] } }))
      .toEqual(new Set(['/assets/app.css']));
  });
});

describe('islandPreloads: a page\'s islands that start at once arrive with the runtime', () => {
  const modules = islandModules(islandsOf(islandsFile), islands);

  it('the islands\' names map to the build\'s modules; an island written otherwise, or not built, stops the build', () => {
    expect(modules).toEqual({ 'route-lead': 'src/site/schedules/RouteLead.tsx', planner: 'src/site/planner/Planner.tsx' });
    expect(() => islandsOf(islandsFile.replace("island('route-lead'", 'island("route-lead"'))).toThrow(/not written/);
    expect(() => islandsOf(islandsFile.replace('{ Planner }', '{ Planner, Ship }'))).toThrow(/Planner is not imported alone/);
    expect(() => islandModules([{ name: 'gone', module: 'src/x/Gone' }], islands)).toThrow(/src\/x\/Gone is not in the islands build/);
  });

  it('a `load` or `idle` island → the islands loader, the renderer, its chunk and imports (not the runtime\'s own); `visible` ones wait', () => {
    expect(islandPreloads('<div data-island="planner" data-when="load" data-props="{}"></div>', islands, modules, runtime))
      .toEqual(['/assets/Planner-P.js', '/assets/islands-I.js', '/assets/jsx-J.js', '/assets/mount-M.js']);
    expect(islandPreloads('<div data-island="route-lead" data-when="idle" data-props="{}"></div>', islands, modules, runtime))
      .toEqual(['/assets/RouteLead-L.js', '/assets/islands-I.js', '/assets/jsx-J.js', '/assets/mount-M.js']);
    expect(islandPreloads('<div data-island="route-lead" data-when="visible"></div>', islands, modules, runtime)).toEqual([]);
  });
});

describe('inlineFirstPaint', () => {
  it('the filter page gets the script first in <head>; other pages are left alone; a script that could close its element is refused', () => {
    const schedules = '<html><head><meta charset="utf-8"><link rel="stylesheet" href="/a.css"></head><body><div data-island="schedule-filter"></div></body></html>';
    expect(inlineFirstPaint(schedules, 'go()')).toContain('<meta charset="utf-8"><script>go()</script><link rel="stylesheet"');
    expect(inlineFirstPaint(page, 'go()')).toBe(page);
    expect(() => inlineFirstPaint(schedules, 'x="</script>"')).toThrow(/cannot be inlined/);
  });
});

/** The browser's paint timing: 'supported' reports the first contentful paint once `paint.done` is set. */
interface PaintTiming { supported: boolean; done: boolean }

/** Runs the shipped (minified) loader against a fake page and records what it does, step by step. */
function runLoader(readyState: 'loading' | 'interactive' | 'complete', paint: PaintTiming = { supported: true, done: true }, preload = '/assets/a.js /assets/b.js') {
  const events: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = { dataset: { entry: '/assets/app-X.js', preload } };
  const document = {
    readyState,
    querySelector: (selector: string) => (selector === 'script[data-entry]' ? element : null),
    createElement: () => ({}) as Record<string, string>,
    head: { append: (link: Record<string, string>) => events.push(`${link.rel} ${link.href} crossorigin=${JSON.stringify(link.crossOrigin)}`) },
  };
  const console = { warn: (...parts: unknown[]) => events.push(`warn ${parts.map(String).join(' ')}`) };
  const source = LOADER.replace(/\bimport\(/, '__import(');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const PerformanceObserver = Object.assign(function PerformanceObserver() {}, { supportedEntryTypes: paint.supported ? ['paint'] : [] });
  const performance = {
    getEntriesByType: (type: string) => (type === 'paint' && paint.done ? [{ name: 'first-paint' }, { name: 'first-contentful-paint' }] : []),
  };
  new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', 'console', '__import', 'PerformanceObserver', 'performance', source)(
    document,
    (type: string, listener: () => void) => { listeners[type] = listener; },
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    console,
    (url: string) => { events.push(`import ${url}`); return Promise.resolve(); },
    PerformanceObserver,
    performance,
  );
  const step = () => { for (const queue of [frames, timers]) { const next = queue.shift(); if (next) { next(); return; } } };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Runs the queued timers until none is left: the preloads (a task each, PRELOADS_PER_TASK), then the entry; once settled, the last thing done. */
  const drainTimers = async () => {
    while (timers.length > 0) timers.shift()!();
    await settle();
    return events.at(-1);
  };
  return { events, listeners, frames, timers, step, settle, drainTimers };
}

describe('the loader', () => {
  it('inline on every page: minified (one line, short names), at most 1 KB gzip, and nothing in it can end its <script> element', () => {
    expect(LOADER).not.toMatch(/\n|\bpreloads\b|\bfunction start\b/);
    expect(gzipSync(LOADER).length).toBeLessThanOrEqual(1024);
    expect(LOADER).not.toMatch(/<\/script|<!--/i);
  });

  it('while the page is loading: nothing is fetched until load, then a painted frame; then preloads, then the entry', async () => {
    const run = runLoader('interactive');
    expect(run.events).toEqual([]);
    expect(Object.keys(run.listeners)).toEqual(['load']);
    run.listeners.load!();
    expect(run.events).toEqual([]); // waits for the next frame
    run.step(); // requestAnimationFrame
    expect(run.events).toEqual([]); // …and for that frame to be painted
    await run.drainTimers(); // the preloads, then the entry
    expect(run.events).toEqual([
      'modulepreload /assets/a.js crossorigin=""',
      'modulepreload /assets/b.js crossorigin=""',
      'import /assets/app-X.js',
    ]);
  });

  it('a long page still being drawn: waits, frame by frame, until the first contentful paint is reported', async () => {
    const paint = { supported: true, done: false };
    const run = runLoader('complete', paint);
    for (let frame = 0; frame < 5; frame++) run.step();
    expect(run.frames).toHaveLength(1);
    expect(run.timers).toHaveLength(0);
    paint.done = true;
    run.step(); // the frame after the paint was presented
    expect(await run.drainTimers()).toBe('import /assets/app-X.js');
  });

  it('a browser without paint timing starts after one frame; one that never reports a paint, after 30 frames', async () => {
    const unsupported = runLoader('complete', { supported: false, done: false });
    unsupported.step();
    expect(await unsupported.drainTimers()).toBe('import /assets/app-X.js');

    const silent = runLoader('complete', { supported: true, done: false });
    for (let frame = 0; frame < 30; frame++) silent.step();
    expect(silent.timers).toHaveLength(0);
    silent.step(); // the 31st frame gives up waiting
    expect(await silent.drainTimers()).toBe('import /assets/app-X.js');
  });

  it(`many preloads: ${PRELOADS_PER_TASK} per task, each batch in a task of its own, then the entry`, async () => {
    const files = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/c${i}.js`);
    const run = runLoader('complete', { supported: true, done: true }, files.join(' '));
    run.step(); // the painted frame
    run.step(); // the first batch
    expect(run.events).toEqual(files.slice(0, PRELOADS_PER_TASK).map((f) => `modulepreload ${f} crossorigin=""`));
    run.step(); // the second
    expect(run.events).toHaveLength(PRELOADS_PER_TASK * 2);
    run.step(); // the last preload, then the entry
    await run.settle();
    expect(run.events.slice(PRELOADS_PER_TASK * 2)).toEqual([`modulepreload ${files.at(-1)} crossorigin=""`, 'import /assets/app-X.js']);
    expect(run.timers).toHaveLength(0);
  });

  it('already loaded (the loader ran late): starts after the next frame without waiting for an event that has passed', async () => {
    const run = runLoader('complete');
    expect(run.listeners).toEqual({});
    run.step();
    expect(await run.drainTimers()).toBe('import /assets/app-X.js');
  });
});

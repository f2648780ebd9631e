// @vitest-environment jsdom
/**
 * The browser side of islands (src/site/islands/start.ts) with stand-ins for the browser's APIs: each island starts
 * on its trigger, gets its props, renders in a task of its own, and a failed download is tried again after 1 s, 2 s
 * and 4 s.
 */
import { describe, expect, it } from 'vitest';
import { propsWriter, writeProps } from '../../src/site/islands/props';
import { startIslands, type IslandEnvironment, type Mount } from '../../src/site/islands/start';

function page(islands: { name: string; when: string; props: object }[]): HTMLElement {
  const writer = propsWriter();
  const root = document.createElement('div');
  for (const island of islands) {
    const element = document.createElement('div');
    element.dataset.island = island.name;
    element.dataset.when = island.when;
    element.dataset.props = writeProps(island.props, writer);
    root.append(element);
  }
  return root;
}

function environment(over: Partial<IslandEnvironment> = {}) {
  const rendered: { name: string; props: unknown }[] = [];
  const idle: (() => void)[] = [];
  const visible = new Map<Element, () => void>();
  const waits: number[] = [];
  const warnings: string[] = [];
  /** Tasks queued with nextTask, run by `settle` one at a time (each island renders in a task of its own). */
  const tasks: (() => void)[] = [];
  const mount: Mount = (element, component, props) => rendered.push({ name: `${(element as HTMLElement).dataset.island}:${component as unknown as string}`, props });
  const env: IslandEnvironment = {
    loaders: { a: async () => 'A', b: async () => 'B', c: async () => 'C' },
    mount: async () => mount,
    whenIdle: (start) => idle.push(start),
    whenVisible: (element, start) => visible.set(element, start),
    sleep: async (ms) => { waits.push(ms); },
    nextTask: (work) => { tasks.push(work); },
    warn: (message) => warnings.push(message),
    ...over,
  };
  return { env, rendered, idle, visible, waits, warnings, tasks };
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the downloads settle, then runs the queued tasks one at a time (each may queue the next), as a browser would. */
async function settle(run: { tasks: (() => void)[] }): Promise<void> {
  for (;;) {
    await macrotask();
    const task = run.tasks.shift();
    if (!task) return;
    task();
  }
}

describe('startIslands', () => {
  it('load at once, idle when idle, visible when near the screen', async () => {
    const root = page([
      { name: 'a', when: 'load', props: { n: 1 } },
      { name: 'b', when: 'idle', props: { n: 2 } },
      { name: 'c', when: 'visible', props: { n: 3 } },
    ]);
    const run = environment();
    expect(startIslands(root, run.env)).toBe(3);
    await settle(run);
    expect(run.rendered).toEqual([{ name: 'a:A', props: { n: 1 } }]);
    run.idle.forEach((start) => start());
    await settle(run);
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A', 'b:B']);
    [...run.visible.values()].forEach((start) => start());
    await settle(run);
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A', 'b:B', 'c:C']);
    // Each rendered island is marked (the e2e tests and the web budget gate wait for it).
    expect([...root.children].map((e) => (e as HTMLElement).dataset.islandReady)).toEqual(['', '', '']);
  });

  it('a download that fails is tried again after 1 s and 2 s; it then renders', async () => {
    let attempts = 0;
    const run = environment({ loaders: { a: async () => { if (++attempts < 3) throw new TypeError('Failed to fetch'); return 'A'; } } });
    startIslands(page([{ name: 'a', when: 'load', props: {} }]), run.env);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await settle(run);
    expect(run.waits).toEqual([1000, 2000]);
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A']);
  });

  it('islands ready at once render one per task, in page order (no long task of them all)', async () => {
    const run = environment();
    const root = page([{ name: 'a', when: 'load', props: {} }, { name: 'b', when: 'load', props: {} }, { name: 'c', when: 'load', props: {} }]);
    startIslands(root, run.env);
    await macrotask();
    expect(run.rendered).toEqual([]);
    expect(run.tasks).toHaveLength(1);
    run.tasks.shift()!(); // the page's props
    expect(run.rendered).toEqual([]);
    run.tasks.shift()!();
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A']);
    expect(run.tasks).toHaveLength(1);
    run.tasks.shift()!();
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A', 'b:B']);
    run.tasks.shift()!();
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A', 'b:B', 'c:C']);
    expect(run.tasks).toHaveLength(0);
  });

  it('the renderer is warmed up once, in a task of its own before the first island renders (not a long task of both)', async () => {
    const order: string[] = [];
    const mount: Mount = Object.assign((element: Element) => { order.push(`render ${(element as HTMLElement).dataset.island}`); }, { warmUp: () => { order.push('warm-up'); } });
    const run = environment({ mount: async () => mount });
    const root = page([{ name: 'a', when: 'load', props: {} }, { name: 'b', when: 'idle', props: {} }]);
    startIslands(root, run.env);
    await macrotask();
    run.tasks.shift()!(); // the page's props
    expect(order).toEqual([]);
    run.tasks.shift()!();
    expect(order).toEqual(['warm-up']);
    run.tasks.shift()!();
    expect(order).toEqual(['warm-up', 'render a']);
    run.idle.forEach((start) => start());
    await settle(run);
    expect(order).toEqual(['warm-up', 'render a', 'render b']);
  });

  it('a warm-up that throws is reported, and the islands still render', async () => {
    const rendered: string[] = [];
    const mount: Mount = Object.assign((element: Element) => { rendered.push((element as HTMLElement).dataset.island!); }, { warmUp: () => { throw new Error('cold'); } });
    const run = environment({ mount: async () => mount });
    startIslands(page([{ name: 'a', when: 'load', props: {} }]), run.env);
    await settle(run);
    expect(rendered).toEqual(['a']);
    expect(run.warnings).toEqual(['the islands renderer could not be warmed up']);
  });

  it("an island's prepare runs with its props in a task of its own, just before its render (not a long task of both)", async () => {
    const order: string[] = [];
    const component = Object.assign(() => null, { prepare: (props: { id: number }) => { order.push(`prepare ${props.id}`); } });
    const mount: Mount = (element, _component, props) => { order.push(`render ${(element as HTMLElement).dataset.island} ${(props as { id: number }).id}`); };
    const run = environment({ loaders: { a: async () => component }, mount: async () => mount });
    startIslands(page([{ name: 'a', when: 'load', props: { id: 7 } }]), run.env);
    await macrotask();
    run.tasks.shift()!(); // the page's props
    expect(order).toEqual([]);
    run.tasks.shift()!();
    expect(order).toEqual(['prepare 7']);
    run.tasks.shift()!();
    expect(order).toEqual(['prepare 7', 'render a 7']);
    expect(run.tasks).toHaveLength(0);
  });

  it("the page's props are read in a task after the start, not in it; props that cannot be read are reported and every island keeps its HTML", async () => {
    const run = environment();
    const root = page([{ name: 'a', when: 'load', props: {} }, { name: 'b', when: 'idle', props: {} }]);
    (root.children[1] as HTMLElement).dataset.props = '{"shared":{"$ref":9}}';
    // The start only finds the islands: a page whose props are broken still starts, and says so in the next task.
    expect(startIslands(root, run.env)).toBe(2);
    expect(run.warnings).toEqual([]);
    await settle(run);
    run.idle.forEach((start) => start());
    await settle(run);
    expect(run.warnings).toEqual(["the islands' props could not be read; the page keeps working without its islands"]);
    expect(run.rendered).toEqual([]);
    expect([...root.children].map((e) => (e as HTMLElement).dataset.islandReady)).toEqual([undefined, undefined]);
  });

  it('a prepare that throws is reported, and the island still renders', async () => {
    const component = Object.assign(() => null, { prepare: () => { throw new Error('bad index'); } });
    const run = environment({ loaders: { a: async () => component } });
    startIslands(page([{ name: 'a', when: 'load', props: {} }]), run.env);
    await settle(run);
    expect(run.rendered).toHaveLength(1);
    expect(run.warnings).toEqual(['island a could not be prepared']);
  });

  it('an island that fails to render is reported, keeps its HTML, and the next still renders', async () => {
    const rendered: string[] = [];
    const run = environment({
      mount: async () => (element, component) => {
        if ((component as unknown as string) === 'A') throw new Error('broken');
        rendered.push((element as HTMLElement).dataset.island!);
      },
    });
    const root = page([{ name: 'a', when: 'load', props: {} }, { name: 'b', when: 'load', props: {} }]);
    startIslands(root, run.env);
    await settle(run);
    expect(rendered).toEqual(['b']);
    expect(run.warnings).toEqual(['island a could not be rendered; the page keeps working without it']);
    expect([...root.children].map((e) => (e as HTMLElement).dataset.islandReady)).toEqual([undefined, '']);
  });

  it('one that never comes (after 1, 2 and 4 s) leaves the pre-rendered HTML and says so; an unknown island too', async () => {
    const run = environment({ loaders: { a: async () => { throw new TypeError('Failed to fetch'); } } });
    const root = page([{ name: 'a', when: 'load', props: {} }, { name: 'gone', when: 'load', props: {} }]);
    startIslands(root, run.env);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await settle(run);
    expect(run.waits).toEqual([1000, 2000, 4000]);
    expect(run.rendered).toEqual([]);
    expect(run.warnings).toEqual(['island gone: not in the registry', 'island a could not be loaded; the page keeps working without it']);
    expect((root.children[0] as HTMLElement).dataset.islandReady).toBeUndefined();
  });
});

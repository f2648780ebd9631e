// @vitest-environment jsdom
/**
 * The browser side of islands (src/site/islands/start.ts) with stand-ins for the browser's APIs: each island starts
 * on its trigger, gets its props, and a failed download is tried again with SPEC §9's back-off.
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
  const mount: Mount = (element, component, props) => rendered.push({ name: `${(element as HTMLElement).dataset.island}:${component as unknown as string}`, props });
  const env: IslandEnvironment = {
    loaders: { a: async () => 'A', b: async () => 'B', c: async () => 'C' },
    mount: async () => mount,
    whenIdle: (start) => idle.push(start),
    whenVisible: (element, start) => visible.set(element, start),
    whenAdvisory: () => undefined,
    sleep: async (ms) => { waits.push(ms); },
    warn: (message) => warnings.push(message),
    ...over,
  };
  return { env, rendered, idle, visible, waits, warnings };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startIslands', () => {
  it('load at once, idle when idle, visible when near the screen, interaction on the first focus inside', async () => {
    const root = page([
      { name: 'a', when: 'load', props: { n: 1 } },
      { name: 'b', when: 'idle', props: { n: 2 } },
      { name: 'c', when: 'visible', props: { n: 3 } },
      { name: 'a', when: 'interaction', props: { n: 4 } },
    ]);
    const run = environment();
    expect(startIslands(root, run.env)).toBe(4);
    await settle();
    expect(run.rendered).toEqual([{ name: 'a:A', props: { n: 1 } }]);
    run.idle.forEach((start) => start());
    await settle();
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A', 'b:B']);
    [...run.visible.values()].forEach((start) => start());
    await settle();
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A', 'b:B', 'c:C']);
    root.children[3]!.dispatchEvent(new FocusEvent('focusin'));
    await settle();
    expect(run.rendered.at(-1)).toEqual({ name: 'a:A', props: { n: 4 } });
    // Each rendered island is marked (the e2e tests and the web budget gate wait for it).
    expect([...root.children].map((e) => (e as HTMLElement).dataset.islandReady)).toEqual(['', '', '', '']);
  });

  it('a download that fails is tried again after 1 s and 2 s; it then renders', async () => {
    let attempts = 0;
    const run = environment({ loaders: { a: async () => { if (++attempts < 3) throw new TypeError('Failed to fetch'); return 'A'; } } });
    startIslands(page([{ name: 'a', when: 'load', props: {} }]), run.env);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run.waits).toEqual([1000, 2000]);
    expect(run.rendered.map((r) => r.name)).toEqual(['a:A']);
  });

  it('one that never comes (after 1, 2 and 4 s) leaves the pre-rendered HTML and says so; an unknown island too', async () => {
    const run = environment({ loaders: { a: async () => { throw new TypeError('Failed to fetch'); } } });
    const root = page([{ name: 'a', when: 'load', props: {} }, { name: 'gone', when: 'load', props: {} }]);
    startIslands(root, run.env);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run.waits).toEqual([1000, 2000, 4000]);
    expect(run.rendered).toEqual([]);
    expect(run.warnings).toEqual(['island gone: not in the registry', 'island a could not be loaded; the page keeps working without it']);
    expect((root.children[0] as HTMLElement).dataset.islandReady).toBeUndefined();
  });
});

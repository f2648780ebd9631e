/**
 * Renders one island in the browser, over the island element's pre-rendered children. Loaded by the runtime with the
 * first island of a page, so a page without islands never downloads Preact.
 *
 * - By default Preact's `render`: it reuses the existing elements (so focus and scroll stay) but reads and compares
 *   every attribute and text (a controlled field takes its state's value: those islands' fields are disabled until
 *   they start), and the island starts from the real clock and address (islands/context.tsx) instead of the "not yet
 *   known" state a hydration must first reproduce. What the page already shows for them (the filtered /schedules of
 *   first-paint.ts) is never painted over.
 * - An island marked `hydrate` (Island.tsx: the booking panel, the planner): Preact's `hydrate`, with no island start,
 *   so its first render is the pre-rendered HTML's; hydration attaches handlers, reads no attribute and leaves the
 *   fields' values as they are (the panel takes over what was typed before it started). The island then reads the clock
 *   and address after mounting, in a render of its own. Its ids must be fixed strings (hydration keeps the HTML's, and
 *   React's `useId` differs from Preact's). Which islands hydrate, and the measurements that decided it:
 *   docs/decisions/0002-which-islands-hydrate.md. While it hydrates, context.tsx's flag says so: a part wrapped in
 *   HydrateLater (the panel's form) then hydrates in a task of its own.
 */
import { hydrate, render } from 'preact';
import { createElement, useState, type ComponentType } from 'react';
import { SitePhone } from '../components/site-phone';
import { ClientStartContext, SiteAdvisoriesContext, SitePublishedContext, whileHydrating, type ClientStart } from './context';
import type { SiteData } from './site-data';

export function mountIsland(element: Element, Component: ComponentType<never>, props: unknown, site: SiteData, start: ClientStart): void {
  const island = createElement(Component as ComponentType<object>, (props ?? {}) as object);
  const hydrating = (element as HTMLElement).dataset.hydrate !== undefined;
  const tree = createElement(ClientStartContext.Provider, { value: hydrating ? null : start },
    createElement(SiteAdvisoriesContext.Provider, { value: site.advisories },
      createElement(SitePhone.Provider, { value: site.phone },
        createElement(SitePublishedContext.Provider, { value: site.published }, island))));
  if (hydrating) whileHydrating(() => hydrate(tree as unknown as Parameters<typeof render>[0], element));
  else render(tree as unknown as Parameters<typeof render>[0], element);
}

/** What the warm-up renders: elements with attributes, a handler, a keyed list, text and a hook, as islands do. */
function WarmUpTree() {
  const [label] = useState('x');
  return <p className="x" aria-label={label} onClick={() => undefined}>{[1, 2].map((n) => <a key={n} href="/">{n}</a>)}</p>;
}

/**
 * Runs the renderer once over a small detached tree, which is then removed. The first render of a page runs Preact's
 * code cold (compiled on first call, interpreted, its caches empty): that made the page's first island the page's one
 * long task. Warmed up, the first island's render is markedly shorter
 * (docs/decisions/0001-island-work-in-short-tasks.md). The runtime (islands/start.ts) runs it in a task of its own
 * before the first island, so a tap can be answered between the two. The tree is small on purpose: /schedules is at its
 * JavaScript budget.
 */
export function warmUp(): void {
  const element = document.createElement('div');
  render(createElement(WarmUpTree, null) as unknown as Parameters<typeof render>[0], element);
  render(null, element);
}

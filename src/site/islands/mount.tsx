/**
 * Renders one island in the browser: Preact's `render` over the island element's pre-rendered children. Not
 * `hydrate`: render reuses the existing elements (so focus, scroll and what the traveller typed stay) but compares
 * every attribute and text, and the island starts from the real clock and address (islands/context.tsx) instead of
 * the "not yet known" state a hydration must first reproduce. Loaded by the runtime with the first island of a page,
 * so a page without islands never downloads Preact.
 */
import { render } from 'preact';
import { createElement, type ComponentType } from 'react';
import { SitePhone } from '../components/site-phone';
import { ClientStartContext, SiteAdvisoriesContext, type ClientStart } from './context';
import type { SiteData } from './site-data';

export function mountIsland(element: Element, Component: ComponentType<never>, props: unknown, site: SiteData, start: ClientStart): void {
  const island = createElement(Component as ComponentType<object>, (props ?? {}) as object);
  const tree = createElement(ClientStartContext.Provider, { value: start },
    createElement(SiteAdvisoriesContext.Provider, { value: site.advisories },
      createElement(SitePhone.Provider, { value: site.phone }, island)));
  render(tree as unknown as Parameters<typeof render>[0], element);
}

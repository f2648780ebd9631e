/**
 * The islands of a page (islands/start.ts) with the browser's own APIs: requestIdleCallback, one
 * IntersectionObserver, timers, and the renderer (islands/mount.tsx, with Preact) loaded with the first island that
 * starts. Loaded by runtime/main.ts only on a page that has an island, so a content page carries none of it.
 */
import { systemClock } from '../../time/clock';
import { ISLANDS } from 'virtual:island-registry';
import type { SiteData } from '../islands/site-data';
import { startIslands, type Mount } from '../islands/start';

export function startPageIslands(site: SiteData): void {
  const idle = (start: () => void) =>
    ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200));

  /** One observer for every `visible` island: a margin of about a screen, so an island is ready when it scrolls in. */
  const near = new Map<Element, () => void>();
  const observer = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        near.get(entry.target)?.();
        near.delete(entry.target);
      }
    }, { rootMargin: '100% 0px' })
    : null;

  startIslands(document, {
    loaders: ISLANDS,
    mount: () => import('../islands/mount').then(({ mountIsland, warmUp }): Mount => Object.assign(
      (element: Element, component: never, props: unknown) => mountIsland(element, component, props, site, { now: systemClock(), search: window.location.search }),
      { warmUp })),
    whenIdle: idle,
    whenVisible: (element, start) => {
      if (!observer) return start();
      near.set(element, start);
      observer.observe(element);
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    nextTask: (work) => setTimeout(work, 0),
    warn: (message, error) => console.warn(message, error ?? ''),
  });
}

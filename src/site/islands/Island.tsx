/**
 * An island: a part of a page that responds to the traveller. The whole page is rendered on the server (React,
 * vite-react-ssg) and works without script; in the browser only the islands load, each when its trigger fires, and
 * are rendered by Preact over their pre-rendered HTML, or hydrated (`hydrate`) (islands/start.ts, islands/mount.tsx).
 * Everything else is plain HTML: navigation is links, disclosures are <details>, the menu a popover.
 *
 *   export const RouteLeadIsland = island('route-lead', RouteLead, { when: 'visible' });   (islands/islands.tsx)
 *
 * While pre-rendering, the wrapper element carries the island's name, trigger and props (islands/props.ts: large
 * values shared by several islands are written once per page), in the build as under `npm run dev`. The component
 * takes data only (no functions, no JSX), reads the clock, the address and the advisories through hooks
 * (islands/context.tsx). The browser's runtime loads it by name from the registry the islands build writes from
 * islands.tsx (scripts/build/island-registry.ts).
 */
import { createContext, useContext, useRef, type ComponentType, type ReactNode } from 'react';
import { propsWriter, writeProps, type PropsWriter } from './props';

/**
 * When an island loads: `load` as soon as the page's runtime starts (after the first paint), `idle` when the
 * browser is idle, `visible` when the island comes near the screen.
 */
export type IslandTrigger = 'load' | 'idle' | 'visible';

const WriterContext = createContext<PropsWriter | null>(null);

/** One page's island props writer (the layout wraps the page in it: shared values are defined once per page). */
export function IslandScope({ children }: { children: ReactNode }) {
  const writer = useRef<PropsWriter | null>(null);
  writer.current ??= propsWriter();
  return <WriterContext.Provider value={writer.current}>{children}</WriterContext.Provider>;
}

export interface IslandOptions {
  when: IslandTrigger;
  /**
   * Hydrated rather than rendered over its HTML (islands/mount.tsx): its first render in the browser must reproduce
   * the pre-rendered HTML exactly (no clock, no address: it reads them after mounting, and
   * its ids are fixed strings, not `useId`), and its work is then split in two shorter tasks.
   */
  hydrate?: boolean;
  className?: string;
}

export function island<P extends object>(name: string, Component: ComponentType<P>, options: IslandOptions): ComponentType<P> {
  function Island(props: P) {
    const writer = useContext(WriterContext);
    // The wrapper is rendered on the server only: the browser renders the island's component into it (mount.tsx).
    const data = import.meta.env.SSR ? writeProps(props, writer ?? propsWriter()) : undefined;
    return (
      <div data-island={name} data-when={options.when} data-hydrate={options.hydrate ? '' : undefined} data-props={data}
        className={options.className}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

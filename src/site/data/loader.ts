/**
 * How pages get graph data. A page's data module (`pages/<Name>Page.server.ts`, see src/site/routes.tsx) exports
 * `select(graph, args)`; routes.tsx wraps it in `graphLoader`, which runs only while pre-rendering (vite-react-ssg
 * then serialises the slice into the page's loader data). In the browser the loader is never called
 * (vite-react-ssg installs its own static-data loader), so neither the selector nor the graph is ever fetched.
 *
 * Return only what the page renders: the slice is every visitor's download for that page.
 */
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { advisoriesNotEnded } from '../../advisories/active';
import type { Graph } from '../../graph/types';
import { manilaDate, manilaYear } from '../../time';
import { buildInstant } from '../../time/build-instant';

export type GraphSelector<T> = (graph: Graph, args: LoaderFunctionArgs) => T | Promise<T>;

export function graphLoader<T>(select: GraphSelector<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    if (!import.meta.env.SSR) return null;
    const { loadGraph } = await import('./graph.server');
    return select(await loadGraph(), args);
  };
}

/** The data a page's selector yields: `PageData<typeof select>` (a type-only import of its .server module). */
export type PageData<L extends (...args: never[]) => unknown> = NonNullable<Awaited<ReturnType<L>>>;

/**
 * The current page's loader data. Never null inside a page: routes.tsx renders the not-found page (or, for news,
 * redirects to /news) when a dynamic path has no pre-rendered data, before the page component runs.
 */
export function usePageData<T>(): T {
  return useLoaderData() as T;
}

/** Id of the root (layout) route, whose loader provides `LayoutData`. */
export const ROOT_ROUTE_ID = 'root';

/**
 * A small slice of site.yaml (and the 404 copy) every page needs: header, footer, head tags. `buildYear` is the
 * copyright year written into the HTML; the footer replaces it with the visitor's current year after hydration.
 * `printFoot` is the wording of a printed page's foot, with the build date (Manila) that is never replaced: it says
 * how old the timetable on the paper is.
 */
export const layoutLoader = graphLoader(async (graph) => {
  // graphLoader runs this only while pre-rendering; the condition keeps the build-time module out of the browser build.
  if (!import.meta.env.SSR) return null;
  const instant = buildInstant();
  const { printFootText } = await import('../layout/print-foot.server');
  const { site, pages } = graph;
  return {
    buildYear: manilaYear(instant),
    printFoot: printFootText(manilaDate(instant)),
    brand: site.brand,
    headerTitle: site.headerTitle,
    titleSuffix: site.titleSuffix,
    baseUrl: site.baseUrl,
    logo: site.logo,
    phone: site.phone,
    nav: site.nav,
    footer: site.footer,
    notFound: pages.notFound,
    // Every advisory that has not ended when the site is built (one that has will never show): which are in force
    // is decided in the browser, from its clock (src/advisories/active.ts).
    advisories: advisoriesNotEnded(graph.advisories, instant),
    // What the status banner names each port and links it to where it lists each change (home, /schedules).
    portLinks: Object.fromEntries(graph.ports.map((p) => [p.id, { label: p.label, page: p.destination }])),
  };
});
export type LayoutData = PageData<typeof layoutLoader>;

/**
 * Layout data from anywhere under the root route (header, footer, PageHead, the 404 and error pages).
 * Undefined only when the root loader itself failed (the error page copes with that).
 */
export function useLayoutData(): LayoutData | undefined {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as LayoutData | null | undefined) ?? undefined;
}

/**
 * The react-router routes of the pages of src/vocabulary/pages.ts. Pages are lazy modules, so each page's code loads
 * only where it is used.
 *
 * One convention for page data, visible from the file names: `pages/<Name>Page.tsx` is the page (it exports
 * `Component` and ships to the browser); `pages/<Name>Page.server.ts`, when the page has data, exports
 * `select(graph, args)`, the slice of the graph the page renders. The `.server.ts` modules run only while
 * pre-rendering (and in `npm run dev`): they are found here through `import.meta.glob` behind
 * `import.meta.env.SSR`, which the browser build replaces with `false`, and vite.config.ts stubs any that would
 * still slip into a browser chunk. The page reads its slice with `usePageData`. None of this runs in the browser,
 * in the built site or under `npm run dev`: the islands get their data from the page (src/site/islands/).
 *
 * The paths of a page for each item (/destinations/:slug, /news/:slug) come from the graph; vite-react-ssg wants them
 * relative to the parent route ("destinations/cebu"). An unknown slug (`npm run dev` renders any address) shows the
 * 404 page; the built site has no page there, and its host answers 404.html, or /news for a news address.
 */
import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { PAGES, pathsOf, type Page } from '../vocabulary/pages';
import { graphLoader, layoutLoader, ROOT_ROUTE_ID, type GraphSelector } from './data/loader';
import { Layout } from './layout/Layout';
import { ErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';

interface PageModule {
  Component: ComponentType;
}

interface PageDataModule {
  select: GraphSelector<unknown>;
}

/** The pages' data modules, build time only (see the top of this file). */
const dataModules: Record<string, () => Promise<PageDataModule>> = import.meta.env.SSR
  ? import.meta.glob<PageDataModule>('./pages/*Page.server.ts')
  : {};

/** The loader of a page: its data module's selector over the graph, when it has one (SSR only). */
function loaderOf(name: string): LoaderFunction | undefined {
  const load = dataModules[`./pages/${name}.server.ts`];
  return load ? graphLoader(async (graph, args) => (await load()).select(graph, args)) : undefined;
}

/** `forEachItem`: a page for each item of a collection, whose loader finds no data for an unknown slug. */
function page(name: string, load: () => Promise<PageModule>, forEachItem: boolean): Pick<RouteRecord, 'lazy'> {
  return {
    lazy: async () => {
      const { Component: Page } = await load();
      const Component = forEachItem
        ? function Guarded() {
            return useLoaderData() == null ? <NotFoundPage /> : <Page />;
          }
        : Page;
      return import.meta.env.SSR ? { Component, loader: loaderOf(name) } : { Component };
    },
  };
}

/** Build-time list of a page's paths for each item, relative to the root route. */
function staticPaths(entry: Page): () => Promise<string[]> {
  return async () => {
    if (!import.meta.env.SSR) return [];
    const { loadGraph } = await import('./data/graph.server');
    return pathsOf(entry, await loadGraph()).map((path) => path.slice(1));
  };
}

const errorElement = <ErrorPage />;

/** The pages (src/vocabulary/pages.ts); the ErrorPage and NotFoundPage are imported above. */
const pageModules = import.meta.glob<PageModule>(['./pages/*Page.tsx', '!./pages/ErrorPage.tsx', '!./pages/NotFoundPage.tsx']);

function pageRoute(entry: Page): RouteRecord {
  const load = pageModules[`./pages/${entry.module}.tsx`];
  if (!load) throw new Error(`src/vocabulary/pages.ts names ${entry.module}, but src/site/pages/${entry.module}.tsx does not exist`);
  return {
    ...(entry.path === '/' ? { index: true } : { path: entry.path.slice(1) }),
    id: entry.id,
    errorElement,
    ...page(entry.module, load, entry.each !== undefined),
    ...(entry.each ? { getStaticPaths: staticPaths(entry) } : {}),
  } as RouteRecord;
}

export const routes: RouteRecord[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <Layout />,
    loader: layoutLoader,
    errorElement,
    children: [
      ...PAGES.map(pageRoute),
      // Pre-rendered as dist/404.html through ssgOptions.includedRoutes ('/404'); the host serves it for any miss.
      { path: '*', id: 'not-found', errorElement, Component: NotFoundPage },
    ],
  },
];

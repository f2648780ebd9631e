/**
 * Every route of the spec's route table, and /planner. Pages are lazy modules, so each page's code loads only where it
 * is used.
 *
 * One convention for page data, visible from the file names: `pages/<Name>Page.tsx` is the page (it exports
 * `Component` and ships to the browser); `pages/<Name>Page.server.ts`, when the page has data, exports
 * `select(graph, args)`, the slice of the graph the page renders. The `.server.ts` modules run only while
 * pre-rendering (and in `npm run dev`): they are found here through `import.meta.glob` behind
 * `import.meta.env.SSR`, which the browser build replaces with `false`, and vite.config.ts stubs any that would
 * still slip into a browser chunk. The page reads its slice with `usePageData`. The built site runs none of this
 * in the browser (its islands get their data from the page, src/site/islands/); under `npm run dev` the whole app
 * is hydrated and the dev server runs the loaders.
 *
 * Dynamic paths (/destinations/:slug, /news/:slug) come from the graph; vite-react-ssg wants them relative to the
 * parent route ("destinations/cebu"). A path with no pre-rendered data (an unknown slug reached by client-side
 * navigation, or a direct visit served 404.html) shows the 404 page, or for news goes to /news.
 */
import type { ComponentType } from 'react';
import { Navigate, useLoaderData, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import type { Graph } from '../graph/types';
import { DevHydrationMark, isDevDataRefresh } from './data/dev-bridge';
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

/** What a dynamic route shows when its path has no pre-rendered data. */
type Missing = 'not-found' | 'to-news';

function MissingPage({ missing }: { missing: Missing }) {
  return missing === 'to-news' ? <Navigate to="/news" replace /> : <NotFoundPage />;
}

function page(name: string, load: () => Promise<PageModule>, missing?: Missing): Pick<RouteRecord, 'lazy'> {
  return {
    lazy: async () => {
      const { Component: Page } = await load();
      const Component = missing
        ? function Guarded() {
            return useLoaderData() == null ? <MissingPage missing={missing} /> : <Page />;
          }
        : Page;
      return import.meta.env.SSR ? { Component, loader: loaderOf(name) } : { Component };
    },
  };
}

/** Build-time list of dynamic paths, relative to the root route. */
function staticPaths(select: (graph: Graph) => string[]): () => Promise<string[]> {
  return async () => {
    if (!import.meta.env.SSR) return [];
    const { loadGraph } = await import('./data/graph.server');
    return select(await loadGraph());
  };
}

const errorElement = <ErrorPage />;

/**
 * Pre-rendered data never changes during a visit, so a new query string alone (the /schedules filter, the planner's
 * question) must not reload it: by default React Router would, for every active route, which costs a request per
 * change and fails offline (the URL would then not follow the filter). Under `npm run dev` a save under data/ does
 * reload it (src/site/data/dev-bridge.ts).
 */
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (currentUrl.pathname !== nextUrl.pathname || isDevDataRefresh()) && defaultShouldRevalidate;

export const routes: RouteRecord[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: (
      <>
        <Layout />
        <DevHydrationMark />
      </>
    ),
    loader: layoutLoader,
    shouldRevalidate: onPathChange,
    errorElement,
    children: [
      { index: true, id: 'home', errorElement, ...page('HomePage', () => import('./pages/HomePage')) },
      { path: 'book-tickets', id: 'book-tickets', errorElement, ...page('BookTicketsPage', () => import('./pages/BookTicketsPage')) },
      { path: 'schedules', id: 'schedules', errorElement, shouldRevalidate: onPathChange, ...page('SchedulesPage', () => import('./pages/SchedulesPage')) },
      // Not in the header (the spec's header lists ten entries): linked from /schedules and /routes.
      { path: 'planner', id: 'planner', errorElement, shouldRevalidate: onPathChange, ...page('PlannerPage', () => import('./pages/PlannerPage')) },
      { path: 'routes', id: 'routes', errorElement, ...page('RoutesPage', () => import('./pages/RoutesPage')) },
      { path: 'tickets', id: 'tickets', errorElement, ...page('TicketsPage', () => import('./pages/TicketsPage')) },
      { path: 'destinations', id: 'destinations', errorElement, ...page('DestinationsPage', () => import('./pages/DestinationsPage')) },
      {
        path: 'destinations/:slug',
        id: 'destination',
        errorElement,
        ...page('DestinationPage', () => import('./pages/DestinationPage'), 'not-found'),
        getStaticPaths: staticPaths((graph) => graph.destinations.map((d) => `destinations/${d.slug}`)),
      },
      { path: 'ports', id: 'ports', errorElement, ...page('PortsPage', () => import('./pages/PortsPage')) },
      { path: 'travel-tips', id: 'travel-tips', errorElement, ...page('TravelTipsPage', () => import('./pages/TravelTipsPage')) },
      { path: 'news', id: 'news', errorElement, ...page('NewsPage', () => import('./pages/NewsPage')) },
      {
        path: 'news/:slug',
        id: 'news-article',
        errorElement,
        ...page('NewsArticlePage', () => import('./pages/NewsArticlePage'), 'to-news'),
        getStaticPaths: staticPaths((graph) => graph.news.map((n) => `news/${n.slug}`)),
      },
      { path: 'faq', id: 'faq', errorElement, ...page('FaqPage', () => import('./pages/FaqPage')) },
      // Pre-rendered as dist/404.html through ssgOptions.includedRoutes ('/404'); the host serves it for any miss.
      { path: '*', id: 'not-found', errorElement, Component: NotFoundPage },
    ],
  },
];

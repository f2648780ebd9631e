/**
 * The site's pages rendered in-process, the way vite-react-ssg renders them at build time: React Router's static
 * handler runs each route's loaders (over the graph given, through the dev server's in-memory seam), React renders
 * the page to a string and react-helmet-async's head tags go into <head>. For tests that need every page of a
 * graph built from test data without a build (~20 s each): tests/pipeline/hostile-outputs.test.ts.
 */
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { EXTRA_SSG_PATHS, pagePaths } from '../../src/vocabulary/pages';
import type { Graph } from '../../src/graph/types';
import { provideDevGraph } from '../../src/site/data/dev-bridge';
import { routes } from '../../src/site/routes';

type HeadParts = Record<'title' | 'meta' | 'link' | 'script', { toString(): string }>;

/**
 * Every path's page as HTML, rendered from `graph`; by default the site's paths: the pages the graph names
 * (src/vocabulary/pages.ts) and the ones rendered besides (404).
 */
export async function renderPages(graph: Graph, paths: readonly string[] = [...pagePaths(graph), ...EXTRA_SSG_PATHS]): Promise<Map<string, string>> {
  provideDevGraph(() => Promise.resolve(graph));
  try {
    const handler = createStaticHandler(routes as Parameters<typeof createStaticHandler>[0]);
    const pages = new Map<string, string>();
    for (const path of paths) {
      const context = await handler.query(new Request(`https://ferry.test${path}`));
      if (context instanceof Response) throw new Error(`${path}: the router answered with a redirect (${context.status})`);
      const router = createStaticRouter(handler.dataRoutes, context);
      const helmetContext: { helmet?: HeadParts } = {};
      const body = renderToString(<HelmetProvider context={helmetContext}><StaticRouterProvider router={router} context={context} hydrate={false} /></HelmetProvider>);
      const head = (['title', 'meta', 'link', 'script'] as const).map((key) => helmetContext.helmet![key].toString()).join('');
      pages.set(path, `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body><div id="root">${body}</div></body></html>`);
    }
    return pages;
  } finally {
    provideDevGraph(undefined);
  }
}

/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the news article page renders. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Graph } from '../../graph/types';
import { navLabel } from './select.server';

export function select(graph: Graph, { params }: LoaderFunctionArgs) {
  const item = graph.news.find((n) => n.slug === params['slug']);
  if (!item) return null;
  return { item, newsLabel: navLabel(graph, '/news') };
}

/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the destinations page renders. */
import type { Graph } from '../../graph/types';
import { bookTicketsHref } from '../format/links';
import { placeNameForPort } from './select.server';

export function select(graph: Graph) {
  return ({
  page: graph.pages.destinations,
  destinations: graph.destinations.map((d) => ({
    slug: d.slug,
    name: d.name,
    description: d.description,
    highlights: d.highlights,
    image: d.image,
    book: bookTicketsHref({ to: placeNameForPort(graph, d.port) }),
  })),
});
}

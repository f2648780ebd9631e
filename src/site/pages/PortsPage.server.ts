/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the ports page renders. */
import type { Graph } from '../../graph/types';
import { mapsSearchUrl } from '../format/links';

export function select(graph: Graph) {
  return ({
  page: graph.pages.ports,
  ports: graph.ports.flatMap((p) => (p.page
    ? [{ id: p.id, name: p.name, city: p.city, ...p.page, maps: mapsSearchUrl(p.page.mapsQuery) }]
    : [])),
});
}

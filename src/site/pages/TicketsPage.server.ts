/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the tickets page renders. */
import type { Graph } from '../../graph/types';
import { portIndex } from './select.server';

export function select(graph: Graph) {
  return ({
  page: graph.pages.tickets,
  cabins: graph.cabins,
  fareGroups: graph.fares.groups.map((group) => ({
    title: group.title,
    fares: group.fares.map(({ from, to, range }) => ({ from, to, range })),
  })),
  ports: portIndex(graph, graph.fares.groups.flatMap((g) => g.fares.flatMap((f) => [f.from, f.to]))),
  offer: { brand: graph.site.brand, range: graph.site.structuredDataFareRange },
});
}

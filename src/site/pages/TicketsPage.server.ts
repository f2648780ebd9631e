/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the tickets page renders. */
import type { Graph } from '../../graph/types';
import { policyView } from '../components/PolicyText';
import { portIndex } from './select.server';

export function select(graph: Graph) {
  const { importantInfo, ...page } = graph.pages.tickets;
  return ({
  page,
  // A line may be a policy statement (the discounts, with their figures, as the FAQ states them).
  importantInfo: {
    title: importantInfo.title,
    items: importantInfo.items.map((item) => (typeof item === 'string'
      ? { text: item, policy: null }
      : { text: item.policy, policy: policyView(graph.policies, item.policy) })),
  },
  cabins: graph.cabins,
  // Each line shows its route's fare fact, as the route's other pages do; the list's own range is a statement of it.
  fareGroups: graph.fares.groups.map((group) => ({
    title: group.title,
    fares: group.fares.flatMap(({ from, to }) => {
      const route = graph.timetables.find((t) => t.from === from && t.to === to && t.mode === 'ferry');
      return route?.fare ? [{ from, to, route: route.id, fare: route.fare, daysPublished: route.daysPublished }] : [];
    }),
  })),
  ports: portIndex(graph, graph.fares.groups.flatMap((g) => g.fares.flatMap((f) => [f.from, f.to]))),
  offer: { brand: graph.site.brand, range: graph.site.structuredDataFareRange },
});
}

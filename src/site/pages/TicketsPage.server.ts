/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the tickets page renders. */
import type { Graph } from '../../graph/types';
import { policyView } from '../components/PolicyText';
import { portIndex } from './select.server';

export function select(graph: Graph) {
  const { importantInfo, ...page } = graph.pages.tickets;
  // Every route /schedules lists, in its groups and order, each line its route's fare fact as the route's other pages
  // show it (fares.yaml's ranges are statements of it); a route no source gives a fare for says so.
  const fareGroups = graph.schedules.groups.map((group) => ({
    title: group.title,
    fares: group.timetables.flatMap((id) => {
      const t = graph.routes.find((r) => r.id === id);
      return t ? [{ from: t.from, to: t.to, route: t.id, name: t.name, fare: t.fare, daysPublished: t.daysPublished, unconfirmed: t.unconfirmed }] : [];
    }),
  }));
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
  fareGroups,
  ports: portIndex(graph, fareGroups.flatMap((g) => g.fares.flatMap((f) => [f.from, f.to]))),
  offer: { brand: graph.site.brand, range: graph.site.structuredDataFareRange },
});
}

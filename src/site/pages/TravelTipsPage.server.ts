/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the travel tips page renders. */
import { proseParts } from '../../graph/prose-facts';
import type { Graph } from '../../graph/types';
import { policyView } from '../components/PolicyText';

export function select(graph: Graph) {
  const { categories, emergency } = graph.travelTips;
  return ({
    page: graph.pages.travelTips,
    tips: {
      categories: categories.map((c) => ({
        ...c, tips: c.tips.map((t) => ({ parts: proseParts(t.text, graph), policy: policyView(graph.policies, t.policy) })),
      })),
      emergency,
    },
  });
}

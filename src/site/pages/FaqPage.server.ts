/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the faq page renders. */
import type { Graph } from '../../graph/types';
import { policyView } from '../components/PolicyText';

export function select(graph: Graph) {
  return ({
  page: graph.pages.faq,
  sections: graph.faq.sections.map((s) => ({
    title: s.title, items: s.items.map(({ q, a, policy }) => ({ q, a, policy: policyView(graph.policies, policy) })),
  })),
  phone: graph.site.phone,
});
}

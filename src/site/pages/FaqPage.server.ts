/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the faq page renders. */
import { proseParts, proseText } from '../../graph/prose-facts';
import type { Graph } from '../../graph/types';
import { policyView } from '../components/PolicyText';

export function select(graph: Graph) {
  return ({
  page: graph.pages.faq,
  sections: graph.faq.sections.map((s) => ({
    title: s.title, items: s.items.map(({ q, a, policy }) => {
      const parts = proseParts(a, graph);
      // The answer's figures bind facts (graph/prose-facts.ts); the structured data reads the same sentence.
      return { q, a: proseText(parts), parts, policy: policyView(graph.policies, policy) };
    }),
  })),
  phone: graph.site.phone,
});
}

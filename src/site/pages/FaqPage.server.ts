/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the faq page renders. */
import type { Graph } from '../../graph/types';

export function select(graph: Graph) {
  return ({
  page: graph.pages.faq,
  sections: graph.faq.sections.map((s) => ({ title: s.title, items: s.items.map(({ q, a }) => ({ q, a })) })),
  phone: graph.site.phone,
});
}

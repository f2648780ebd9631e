/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the home page renders. */
import type { Graph } from '../../graph/types';

export function select(graph: Graph) {
  return ({
  page: graph.pages.home,
  stats: graph.site.stats.map(({ label, display }) => ({ label, display })),
  org: {
    brand: graph.site.brand,
    description: graph.site.description,
    baseUrl: graph.site.baseUrl,
    logo: graph.site.logo.src,
    phone: graph.site.phone,
    email: graph.site.email ?? null,
    foundingYear: graph.site.foundingYear,
  },
});
}

/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the travel tips page renders. */
import type { Graph } from '../../graph/types';

export function select(graph: Graph) {
  return ({ page: graph.pages.travelTips, tips: graph.travelTips });
}

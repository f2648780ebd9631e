/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the home page renders. */
import type { Graph } from '../../graph/types';
import { routeScheduleHref } from './select.server';

/** The ports a search may start (or end) at: every port some timetable leaves from (arrives at), by label. */
function searchPorts(graph: Graph, end: 'from' | 'to'): { id: string; label: string }[] {
  const ids = new Set(graph.timetables.map((t) => t[end]));
  return graph.ports.filter((p) => ids.has(p.id)).map((p) => ({ id: p.id, label: p.label })).sort((a, b) => a.label.localeCompare(b.label));
}

export function select(graph: Graph) {
  const home = graph.pages.home;
  return ({
  page: {
    ...home,
    // A 'View Schedule' button to /schedules opens it with its route selected (issue 17 item 1).
    popularRoutes: home.popularRoutes.map((r) => ({
      ...r,
      button: { ...r.button, to: r.button.to === '/schedules' ? routeScheduleHref(graph, r.from, r.to) : r.button.to },
    })),
  },
  search: { from: searchPorts(graph, 'from'), to: searchPorts(graph, 'to') },
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

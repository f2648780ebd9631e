/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the home page renders. */
import { headlineFigure } from '../../graph/figure';
import type { Graph } from '../../graph/types';
import { routeScheduleHref } from './select.server';

/** The ports a search may start (or end) at: every port some timetable leaves from (arrives at), by label. */
function searchPorts(graph: Graph, end: 'from' | 'to'): { id: string; label: string }[] {
  const ids = new Set(graph.routes.map((t) => t[end]));
  return graph.ports.filter((p) => ids.has(p.id)).map((p) => ({ id: p.id, label: p.label })).sort((a, b) => a.label.localeCompare(b.label));
}

export function select(graph: Graph) {
  const home = graph.pages.home;
  return ({
  page: {
    ...home,
    // A 'View Schedule' button to /schedules opens it with its route selected.
    // Each card's "from" is the lowest fare of its route, as the section its button opens shows it (one rule for
    // "from"); the data's own figure is a statement the checks hold to it (from_fare_not_minimum).
    popularRoutes: home.popularRoutes.map(({ fromFare: _stated, ...r }) => {
      const route = graph.routes.find((t) => t.from === r.from && t.to === r.to && t.mode === 'ferry');
      return {
        ...r,
        route: route?.fare ? { id: route.id, fare: route.fare } : null,
        button: { ...r.button, to: r.button.to === '/schedules' ? routeScheduleHref(graph, r.from, r.to) : r.button.to },
      };
    }),
  },
  search: { from: searchPorts(graph, 'from'), to: searchPorts(graph, 'to') },
  // A count the data can give is the data's, so "Routes Served" and /routes say one figure.
  stats: graph.site.stats.map((stat) => ({
    label: stat.label, display: headlineFigure(stat, graph.counts), fact: stat.measures === 'routes_served' ? 'count:sea-routes' : null,
  })),
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

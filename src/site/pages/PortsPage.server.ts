/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the ports page renders. */
import { routeKey } from '../../graph/keys';
import type { Graph } from '../../graph/types';
import { mapsSearchUrl } from '../format/links';
import { portOfRouteName, routeScheduleHref } from './select.server';

export function select(graph: Graph) {
  const labels = new Map(graph.ports.map((p) => [p.id, p.label]));
  const routes = new Set(graph.routes.map((t) => routeKey(t.from, t.to)));
  return ({
  page: graph.pages.ports,
  phone: graph.site.phone,
  ports: graph.ports.flatMap((p) => (p.page
    ? [{
      id: p.id, name: p.name, city: p.city, ...p.page, maps: mapsSearchUrl(p.page.mapsQuery),
      // Each "Available Routes" name opens /schedules with that route selected, named with the
      // port's one label; a name no port answers to stays plain text.
      routes: p.page.routes.map((words) => {
        const other = portOfRouteName(graph, words);
        return other && other !== p.id
          ? { name: labels.get(other) ?? words, href: routeScheduleHref(graph, p.id, other) }
          : { name: words, href: null };
      }),
      // Routes the card lists that no timetable serves from this port (claimed_route_without_timetable), named by the
      // ports' labels as every other page names them.
      unpublished: p.page.routes.flatMap((words) => {
        const to = portOfRouteName(graph, words);
        if (to !== null && routes.has(routeKey(p.id, to))) return [];
        return [{ from: p.label, to: to === null ? words : labels.get(to) ?? words }];
      }),
    }]
    : [])),
});
}

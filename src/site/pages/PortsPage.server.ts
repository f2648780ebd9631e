/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the ports page renders. */
import type { Graph } from '../../graph/types';
import { mapsSearchUrl } from '../format/links';
import { portOfRouteName, routeScheduleHref } from './select.server';

export function select(graph: Graph) {
  const labels = new Map(graph.ports.map((p) => [p.id, p.label]));
  return ({
  page: graph.pages.ports,
  ports: graph.ports.flatMap((p) => (p.page
    ? [{
      id: p.id, name: p.name, city: p.city, ...p.page, maps: mapsSearchUrl(p.page.mapsQuery),
      // Each "Available Routes" name opens /schedules with that route selected (issue 17 item 1), named with the
      // port's one label; a name no port answers to stays plain text.
      routes: p.page.routes.map((words) => {
        const other = portOfRouteName(graph, words);
        return other && other !== p.id
          ? { name: labels.get(other) ?? words, href: routeScheduleHref(graph, p.id, other) }
          : { name: words, href: null };
      }),
    }]
    : [])),
});
}

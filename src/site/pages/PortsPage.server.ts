/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the ports page renders. */
import { routeKey } from '../../graph/keys';
import type { Graph } from '../../graph/types';
import { buildPlaceTable, portOfRouteName } from '../../graph/place-table';
import { mapsSearchUrl } from '../format/links';

export function select(graph: Graph) {
  const table = buildPlaceTable(graph);
  const routes = new Set(graph.timetables.map((t) => routeKey(t.from, t.to)));
  return ({
  page: graph.pages.ports,
  phone: graph.site.phone,
  ports: graph.ports.flatMap((p) => (p.page
    ? [{
      id: p.id, name: p.name, city: p.city, ...p.page, maps: mapsSearchUrl(p.page.mapsQuery),
      // Routes the card lists that no timetable serves from this port (claimed_route_without_timetable).
      unpublished: p.page.routes.filter((name) => {
        const to = portOfRouteName(table, name);
        return to === null || !routes.has(routeKey(p.id, to));
      }),
    }]
    : [])),
});
}

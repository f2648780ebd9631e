/**
 * Build time only (src/site/routes.tsx runs it while pre-rendering): the trip planner's page data — every trip (packed), the ports with their names
 * and alias words, the places list and destination names (place resolution), the planner settings, and for each
 * port the place name the booking panel should be prefilled with.
 */
import type { Graph } from '../../graph/types';
import { calendarInfo, placeNameForPort } from './select.server';
import { packTrips } from '../../query/trip-codec';
import type { PlannerData } from '../planner/plan';
import type { OtherWay } from '../planner/other-ways';
import type { PlannerPorts } from '../planner/PlanResults';
import { destinationPath } from '../../vocabulary/pages';

/** Every destination tip about a way between its port and another that no timetable gives (schema: destinationTip). */
function otherWays(graph: Graph): OtherWay[] {
  return graph.destinations.flatMap((d) => d.tips.lists.flatMap((list) => list.items.flatMap((item) => (typeof item === 'string' ? [] : item.reaches
    .filter((port) => port !== d.port)
    .map((port): OtherWay => ({ ports: [d.port, port], by: item.by, text: item.text, page: { name: d.name, path: destinationPath(d.slug) } }))))));
}

export function select(graph: Graph) {
  const named: PlannerPorts = {};
  for (const p of graph.ports) {
    // `place` is the port's one label ("Culasi Port (Roxas)"), the name the filters and tables show too.
    named[p.id] = { id: p.id, name: p.name, place: p.label, book: placeNameForPort(graph, p.id) ?? null };
  }
  const data: PlannerData = {
    trips: packTrips(graph.routes),
    ports: graph.ports.map(({ id, name, city, aliases, label }) => ({ id, name, city, aliases, label })),
    places: graph.places,
    destinations: graph.destinations.map(({ name, slug, port }) => ({ name, slug, port })),
    planner: graph.site.planner,
    undated: graph.routes.filter((t) => !t.daysPublished).map(({ id, from, to, fare }) => ({ id, from, to, fare })),
    fares: Object.fromEntries(graph.routes.flatMap((t) => (t.fare?.disputed ? [[t.id, t.fare]] : []))),
    otherWays: otherWays(graph),
  };
  // Suggestions for the From and To fields: the places list and the destinations' names, once each.
  const suggestions = [...new Set([...graph.places.map((p) => p.name), ...graph.destinations.map((d) => d.name)])].sort();
  return { page: graph.pages.planner, data, named, suggestions, phone: graph.site.phone, calendar: calendarInfo(graph, '/planner') };
}

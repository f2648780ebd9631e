/** Build time only (src/site/routes.tsx runs it while pre-rendering): what /schedules renders, its trips packed. */
import type { Graph } from '../../graph/types';
import { packTrips } from '../../query/trip-codec';
import { tripSetOf } from '../../query/trip-set';
import type { PortIndex } from '../components/types';
import type { PortOption } from '../schedules/FilterForm';
import { advisoriesFor, bookingInfo, calendarInfo, portIndex, timetablesById } from './select.server';

function portOptions(ids: readonly string[], ports: PortIndex): PortOption[] {
  return [...new Set(ids)].map((id) => ({ id, name: ports[id]?.label ?? id })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function select(graph: Graph) {
  const groups = graph.schedules.groups.map((group) => ({
    title: group.title,
    timetables: timetablesById(graph, group.timetables),
  }));
  const timetables = groups.flatMap((g) => g.timetables);
  // Every port is a choice of both lists (issue 25 item 3): a traveller asking Cebu → Manila gets the page's answer
  // that no timetable is published, as every other page gives it, not a list without Cebu.
  const everyPort = graph.ports.map((p) => p.id);
  const ports = portIndex(graph, everyPort);
  return {
    page: graph.pages.schedules,
    groups,
    ports,
    // The filter's choices, by the labels the tables show.
    fromPorts: portOptions(everyPort, ports),
    toPorts: portOptions(everyPort, ports),
    // Every from → to the data has a route for, listed here or not (a road leg): "no sailing that day" is then a
    // different answer from "no timetable is published".
    routePairs: graph.timetables.map((t) => `${t.from}>${t.to}`),
    phone: graph.site.phone,
    trips: packTrips(tripSetOf(graph.timetables, timetables.map((t) => t.id))),
    advisories: advisoriesFor(graph, timetables),
    calendar: calendarInfo(graph, '/schedules'),
    booking: bookingInfo(graph),
  };
}

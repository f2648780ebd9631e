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
  const ports = portIndex(graph, timetables.flatMap((t) => [t.from, t.to]));
  return {
    page: graph.pages.schedules,
    groups,
    ports,
    // The filter's choices, by the labels the tables show.
    fromPorts: portOptions(timetables.map((t) => t.from), ports),
    toPorts: portOptions(timetables.map((t) => t.to), ports),
    trips: packTrips(tripSetOf(graph.timetables, timetables.map((t) => t.id))),
    advisories: advisoriesFor(graph, timetables),
    calendar: calendarInfo(graph, '/schedules'),
    booking: bookingInfo(graph),
  };
}

/** Build time only (src/site/routes.tsx runs it while pre-rendering): what /schedules renders, its trips packed. */
import type { Graph } from '../../graph/types';
import { packTrips } from '../../query/trip-codec';
import { tripSetOf } from '../../query/trip-set';
import { advisoriesFor, bookingInfo, calendarInfo, portIndex, timetablesById } from './select.server';

export function select(graph: Graph) {
  const groups = graph.schedules.groups.map((group) => ({
    title: group.title,
    timetables: timetablesById(graph, group.timetables),
  }));
  const timetables = groups.flatMap((g) => g.timetables);
  return {
    page: graph.pages.schedules,
    groups,
    ports: portIndex(graph, timetables.flatMap((t) => [t.from, t.to])),
    trips: packTrips(tripSetOf(graph.timetables, timetables.map((t) => t.id))),
    advisories: advisoriesFor(graph, timetables),
    calendar: calendarInfo(graph, '/schedules'),
    booking: bookingInfo(graph),
  };
}

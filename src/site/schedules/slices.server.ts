/**
 * Build time only (`.server.ts`): the page slices of /schedules and the destination pages. The page modules import
 * this dynamically from their loaders, so none of this selection code ships to the browser with the page.
 * Return only what the page renders: the slice is inlined into the page's HTML.
 */
import type { Advisory, Graph } from '../../graph/types';
import type { ExtraColumn } from '../components/TimetableTable';
import { navLabel, portIndex, timetablesById } from '../pages/select';
import { packTrips } from '../../query/trip-codec';
import { tripSetOf } from '../../query/trip-set';

/** Every advisory that names one of these routes or their ports, whatever its dates: the browser decides which are in force. */
function advisoriesFor(graph: Graph, routes: readonly { id: string; from: string; to: string }[]): Advisory[] {
  return graph.advisories.filter((a) =>
    routes.some((t) => a.timetables.includes(t.id) || a.ports.includes(t.from) || a.ports.includes(t.to)));
}

export function schedulesSlice(graph: Graph) {
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
  };
}

export function destinationSlice(graph: Graph, slug: string | undefined) {
  const d = graph.destinations.find((x) => x.slug === slug);
  if (!d) return null;
  const schedules = d.schedules.map((s) => ({
    title: s.title,
    layout: s.layout,
    // Duration is shown beside every trip anyway; a fare-range column is on every destination table (SPEC §2).
    columns: [...s.columns.filter((c): c is Exclude<typeof c, 'duration'> => c !== 'duration'), 'fare'] as ExtraColumn[],
    timetables: timetablesById(graph, s.timetables),
  }));
  const shown = schedules.flatMap((s) => s.timetables);
  // Next sailings to and from the port come from every timetable that touches it, shown on this page or not.
  const touching = graph.ports.find((p) => p.id === d.port)?.timetables ?? [];
  const trips = packTrips(tripSetOf(graph.timetables, [...shown.map((t) => t.id), ...touching]));
  return {
    destination: {
      slug: d.slug, name: d.name, port: d.port, description: d.description, tagline: d.tagline, blurb: d.blurb,
      image: d.image, travelTime: d.travelTime.display, startingFare: d.startingFare.amount, attractions: d.attractions,
      notes: d.notes, tips: d.tips, cta: d.cta, structuredDataType: d.structuredDataType,
      breadcrumb: navLabel(graph, '/destinations'),
    },
    schedules,
    ports: portIndex(graph, [d.port, ...trips.timetables.flatMap((t) => [t.from, t.to])]),
    trips,
    advisories: advisoriesFor(graph, shown),
  };
}

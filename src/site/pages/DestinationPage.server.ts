/** Build time only (src/site/routes.tsx runs it while pre-rendering): what a destination page renders. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Graph } from '../../graph/types';
import { packTrips } from '../../query/trip-codec';
import { tripSetOf } from '../../query/trip-set';
import type { ExtraColumn } from '../components/TimetableTable';
import { advisoriesFor, bookingInfo, navLabel, portIndex, timetablesById, unpublishedRoutes } from './select.server';

export function select(graph: Graph, { params }: LoaderFunctionArgs) {
  const d = graph.destinations.find((x) => x.slug === params['slug']);
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
    unpublished: unpublishedRoutes(graph, d.port),
    phone: graph.site.phone,
    booking: bookingInfo(graph),
    plannerLink: graph.pages.destinations.plannerLink,
  };
}

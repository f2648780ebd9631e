/** Build time only (src/site/routes.tsx runs it while pre-rendering): what a destination page renders. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fareEnvelope } from '../../graph/figure';
import { proseParts } from '../../graph/prose-facts';
import type { Graph } from '../../graph/types';
import { packTrips } from '../../query/trip-codec';
import type { ExtraColumn } from '../components/TimetableTable';
import type { PortIndex } from '../components/types';
import { absoluteUrl, breadcrumbList, type JsonLd } from '../seo/jsonld';
import { bookingInfo, calendarInfo, navLabel, portIndex, portTownOf, timetablesById, tipText, unpublishedRoutes } from './select.server';
import { destinationPath } from '../../vocabulary/pages';

type Destination = Graph['destinations'][number];
type Schedules = { timetables: ReturnType<typeof timetablesById> }[];

/** The place itself: City or TouristDestination (name, description, url). */
function placeJsonLd(d: Destination, baseUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': d.structuredDataType,
    name: d.name,
    description: d.description,
    url: absoluteUrl(baseUrl, destinationPath(d.slug)),
    image: absoluteUrl(baseUrl, d.image.src),
  };
}

/**
 * Each route with a fare as a BoatTrip offering it (schema.org Trip.offers). A disputed fare offers the span of
 * every published figure (structured data has no "or"): low = the lowest fare, as the page's "from" says.
 */
function tripsJsonLd(schedules: Schedules, ports: PortIndex): JsonLd[] {
  // Each route once, where it first appears.
  const routes = new Map(schedules.flatMap((s) => s.timetables).map((t) => [t.id, t]));
  return [...routes.values()].flatMap((t) => {
    if (!t.fare) return [];
    const fare = fareEnvelope(t.fare);
    return [{
      '@context': 'https://schema.org',
      '@type': 'BoatTrip',
      name: t.name,
      departureBoatTerminal: { '@type': 'BoatTerminal', name: ports[t.from]?.name ?? t.from },
      arrivalBoatTerminal: { '@type': 'BoatTerminal', name: ports[t.to]?.name ?? t.to },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'PHP',
        lowPrice: fare.min,
        highPrice: fare.max,
      },
    }];
  });
}

export function select(graph: Graph, { params }: LoaderFunctionArgs) {
  const d = graph.destinations.find((x) => x.slug === params['slug']);
  if (!d) return null;
  const schedules = d.schedules.map((s) => ({
    title: s.title,
    layout: s.layout,
    // Duration is shown beside every trip anyway; a fare-range column is on every destination table (the spec's
    // layout).
    columns: [...s.columns.filter((c): c is Exclude<typeof c, 'duration'> => c !== 'duration'), 'fare'] as ExtraColumn[],
    timetables: timetablesById(graph, s.timetables),
  }));
  // Every way there (or, from a hub, every ferry leaving it) that the page's own tables leave out: the "from" fare
  // summarises these too, so the page shows them (graph/types.ts Destination).
  if (d.moreRoutes.length > 0) {
    schedules.push(d.direction === 'from'
      ? { title: `More Sailings from ${d.name}`, layout: 'overview', columns: ['fare'], timetables: timetablesById(graph, d.moreRoutes) }
      : { title: `More Ways to ${d.name}`, layout: 'timetable', columns: ['route', 'fare'], timetables: timetablesById(graph, d.moreRoutes) });
  }
  const shown = schedules.flatMap((s) => s.timetables);
  // Next sailings to and from the port come from every timetable that touches it, shown on this page or not.
  const touching = graph.ports.find((p) => p.id === d.port)?.timetables ?? [];
  const trips = packTrips(graph.routes, [...shown.map((t) => t.id), ...touching]);
  const ports = portIndex(graph, [d.port, ...trips.routes.flatMap((t) => [t.from, t.to]), ...shown.flatMap((t) => [t.from, t.to])]);
  const travel = d.travelRoute ? graph.routes.find((t) => t.id === d.travelRoute) : undefined;
  const path = destinationPath(d.slug);
  const { baseUrl } = graph.site;
  return {
    destination: {
      slug: d.slug, name: d.name, port: d.port, direction: d.direction, description: d.description, tagline: d.tagline, blurb: d.blurb,
      image: d.image, attractions: d.attractions,
      // The badges render the route's facts; a page whose badge names no route keeps its own words, whose figures
      // bind facts (Manila's span of travel times, graph/prose-facts.ts).
      travelTime: travel?.travelTime
        ? { route: travel.id, time: travel.travelTime, mode: travel.mode, from: portTownOf(graph, travel.from) }
        : { parts: proseParts(d.travelTime.display, graph) },
      fromFare: d.fromFare,
      notes: d.notes.map((note) => proseParts(note, graph)),
      tips: {
        title: d.tips.title,
        lists: d.tips.lists.map((list) => ({ title: list.title, items: list.items.map((item) => proseParts(tipText(item), graph)) })),
        note: proseParts(d.tips.note, graph),
      },
      cta: d.cta,
    },
    schedules,
    ports,
    trips,
    unpublished: unpublishedRoutes(graph, d.port),
    phone: graph.site.phone,
    booking: bookingInfo(graph),
    // "Add to calendar" on the next sailings: only the ports those sailings can name.
    calendar: calendarInfo(graph, path, Object.keys(ports)),
    plannerLink: graph.pages.destinations.plannerLink,
    // Search engines read it in the pre-rendered page; built here, so no page code ships to make it again.
    jsonLd: [
      placeJsonLd(d, baseUrl),
      breadcrumbList(baseUrl, [{ name: 'Home', path: '/' }, { name: navLabel(graph, '/destinations'), path: '/destinations' }, { name: d.name, path }]),
      ...tripsJsonLd(schedules, ports),
    ],
  };
}

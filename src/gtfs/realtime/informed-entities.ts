/**
 * Which stops and routes of the static feed (gtfs.zip) an advisory concerns: the informed_entity list of its
 * GTFS-Realtime alert. Shared by the alerts builder and the data check (feed_alert_left_out), so both judge alike.
 *
 * - A port → its stop, when a published sailing calls there. A stop selector alone means "everything at this stop",
 *   which is what an advisory's `ports` means on the site (every timetable from or to it).
 * - A timetable → its route when the feed publishes it (the graph names every advisory's routes by route id, the
 *   route_id of gtfs.zip, whichever source timetable the data names).
 * - Anything else (a road leg, a port or timetable without timed sailings) is not in gtfs.zip; naming it would give
 *   an id no consumer can resolve, so it is skipped. Nothing is lost for a trip planner: it has no such service.
 * - An advisory that names no port and no timetable concerns the whole network (the site shows it on every page
 *   and beside no timetable in particular) → the agency.
 */
import type { Advisory } from '../../graph/types';
import { publishedIds, routeIdOf, stopIdOf } from '../ids';
import type { Selection } from '../../graph/feed-selection';

/** An EntitySelector of GTFS-Realtime with exactly one of its fields set. */
type InformedEntity = { agencyId: string } | { stopId: string } | { routeId: string };

export interface SkippedReference {
  kind: 'port' | 'timetable';
  id: string;
}

interface InformedEntities {
  /** The agency alone, or stops first, then routes, each in the advisory's order; no duplicates. */
  entities: InformedEntity[];
  /** What the advisory names that gtfs.zip does not carry. */
  skipped: SkippedReference[];
}

export type EntityResolver = (advisory: Pick<Advisory, 'ports' | 'timetables'>) => InformedEntities;

/**
 * A resolver over one feed selection (selectFeedTimetables), so many advisories share one look-up table.
 * @param agencyId the agency_id of gtfs.zip (agencyIdFor in feed.ts)
 */
export function entityResolver(selection: Selection, agencyId: string): EntityResolver {
  const { stopIds, routeIds } = publishedIds(selection);

  return ({ ports, timetables }) => {
    if (ports.length === 0 && timetables.length === 0) return { entities: [{ agencyId }], skipped: [] };
    const skipped: SkippedReference[] = [];
    const stops = new Set<string>();
    const routes = new Set<string>();
    for (const port of ports) {
      const stopId = stopIdOf(port);
      if (stopIds.has(stopId)) stops.add(stopId);
      else skipped.push({ kind: 'port', id: port });
    }
    for (const timetable of timetables) {
      const routeId = routeIdOf(timetable);
      if (routeIds.has(routeId)) routes.add(routeId);
      else skipped.push({ kind: 'timetable', id: timetable });
    }
    return {
      entities: [...[...stops].map((stopId) => ({ stopId })), ...[...routes].map((routeId) => ({ routeId }))],
      skipped,
    };
  };
}

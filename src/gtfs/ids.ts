/**
 * The ids the GTFS feed gives its stops and routes, in one place: gtfs.zip (feed.ts) and the GTFS-Realtime alerts
 * (realtime/) both use them, so an alert's informed_entity names exactly a stop_id or route_id of the static feed.
 * A consumer matches them as strings; an alert naming an id the static feed lacks is silently ignored.
 */
import type { Selection } from '../graph/feed-selection';

/** stop_id of a port: its id in data/ports.yaml. */
export const stopIdOf = (portId: string): string => portId;

/** route_id of a published route: its id in the graph ("manila-cebu", graph/keys.ts routeId). */
export const routeIdOf = (routeId: string): string => routeId;

export interface PublishedIds {
  /** Every port a published sailing calls at. */
  stopIds: Set<string>;
  routeIds: Set<string>;
}

export function publishedIds({ published }: Pick<Selection, 'published'>): PublishedIds {
  return {
    stopIds: new Set(published.flatMap(({ trips }) => trips.flatMap((trip) => [stopIdOf(trip.from), stopIdOf(trip.to)]))),
    routeIds: new Set(published.map(({ timetable }) => routeIdOf(timetable.id))),
  };
}

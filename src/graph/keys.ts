/**
 * The identifiers built from other identifiers, each spelt in one place.
 *
 * A route (a from → to pair of port ids) as a map key: "manila>cebu". Port ids are slugs, so ">" never occurs
 * inside one. Maintainers see it too: decision facts in data/decisions.yaml name routes this way.
 *
 * A trip id: stable across builds and opaque — code compares it and never parses it (a trip carries its
 * timetable and row as fields).
 */
import type { Weekday } from '../time';
import type { Mode } from '../vocabulary';

export type RouteKey = `${string}>${string}`;

export function routeKey(from: string, to: string): RouteKey {
  return `${from}>${to}`;
}

/** "manila>cebu" → ["manila", "cebu"]. */
export function routeEnds(key: string): [from: string, to: string] {
  const at = key.indexOf('>');
  return [key.slice(0, at), key.slice(at + 1)];
}

/**
 * A route's id, for anchors (/schedules#manila-cebu), the GTFS feed's route_id and advisories: its ports, and its
 * mode when it is not a ferry ("manila-batangas-road"). Two routes could spell the same id only with port ids that
 * contain each other's hyphens; the route_id_collision check refuses that.
 */
export function routeId(from: string, to: string, mode: Mode): string {
  return mode === 'ferry' ? `${from}-${to}` : `${from}-${to}-${mode}`;
}

export function tripId(routeId: string, row: number, day: Weekday): string {
  return `${routeId}.${row}.${day}`;
}

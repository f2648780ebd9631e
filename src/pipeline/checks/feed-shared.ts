/** What the GTFS feed checks (feed-*.ts) share: where the feed's data sits, and when to judge it. */
import type { CheckContext, Loc, Path } from '../types';

/** A place in data/site.yaml (whatever name the loader shows it under). */
export function siteLoc(ctx: CheckContext, ...path: Path): Loc {
  return { file: ctx.data.site[0]?.file ?? 'data/site.yaml', path };
}

export function portLoc(ctx: CheckContext, portId: string, ...sub: Path): Loc {
  const at = ctx.index.where.ports.get(portId);
  return at ? { file: at.file, path: [...at.path, ...sub] } : { file: 'data/ports.yaml', path: [] };
}

/**
 * Where this very port object is defined: with a duplicate id, a notice about the second copy must point at the
 * second copy, not at the first one `portLoc` finds by id. graph.ports keeps the order and the copies of ports.yaml.
 */
export function portObjectLoc(ctx: CheckContext, port: { id: string }, ...sub: Path): Loc {
  const index = ctx.graph.ports.indexOf(port as (typeof ctx.graph.ports)[number]);
  const file = ctx.data.ports?.[0]?.file;
  return index >= 0 && file ? { file, path: ['ports', index, ...sub] } : portLoc(ctx, port.id, ...sub);
}

export function timetableLocOf(ctx: CheckContext, routeId: string, ...sub: Path): Loc {
  const at = ctx.index.where.timetables.get(routeId);
  return at ? { file: at.file, path: [...at.path, ...sub] } : { file: 'data/timetables', path: [] };
}

/**
 * Where a route of the graph is stated: its first source timetable, else its first other statement (the fare list
 * entry of a route with no timetable).
 */
export function routeLocOf(ctx: CheckContext, routeId: string, ...sub: Path): Loc {
  const route = ctx.index.routes.get(routeId);
  const first = route?.sourceTimetables[0];
  if (first !== undefined) return timetableLocOf(ctx, first, ...sub);
  const provenance = route?.provenance[0];
  const at = provenance && ctx.index.provenance.get(provenance);
  return at ?? { file: 'data/timetables', path: [] };
}

/** The feed reads ports, timetables and destination schedules: judge it only when all three loaded. */
export function feedInputsComplete(ctx: CheckContext): boolean {
  return ctx.complete.ports && ctx.complete.timetables && ctx.complete.destinations;
}

/**
 * Every route the data has is findable, and named once:
 * - route_not_scheduled: a ferry route (a timetable, or a fare-list entry with no timetable) that no group of
 *   data/schedules.yaml lists would be missing from /schedules. Road and bus legs are not sailings: not listed.
 * - route_id_collision: two routes that would share an id (port ids containing each other's hyphens), or a timetable
 *   whose id is another route's id, would make `manila-cebu` in schedules.yaml or an advisory ambiguous.
 */
import { routeEnds } from '../../graph/keys';
import { defineNotices, notice } from '../notices/define';
import { routeLocOf, timetableLocOf } from './feed-shared';
import { defineCheck } from './define';

const notices = defineNotices({
  route_not_scheduled: notice<{ route: string; id: string }>({
    severity: 'warning',
    facts: ['route'],
    meaning: 'A ferry route the data has (a timetable or a fare-list entry) is in no group of data/schedules.yaml, so /schedules does not show it.',
    fix: 'Add the route\'s id to a group of data/schedules.yaml (the message names it), or accept the warning if it is left out on purpose.',
  }),
  route_id_collision: notice<{ id: string; routes: string[] }>({
    severity: 'error',
    meaning: 'Two different routes would get the same id (port ids that contain each other\'s hyphens), or a timetable\'s id is the id of another route, so a reference to it would be ambiguous.',
    fix: 'Rename the port or the timetable so every route id (from-to) names one route.',
  }),
});

export const routeListing = defineCheck('route-listing', notices, (ctx, report) => {
  for (const { id, keys } of ctx.index.routeCollisions) {
    const [first] = ctx.index.entries.filter((e) => keys.some((k) => k.startsWith(`${e.raw.from}>${e.raw.to}>`)));
    report(notices.route_id_collision, first ? timetableLocOf(ctx, first.raw.id) : { file: 'data/timetables', path: [] },
      `the routes ${keys.map((k) => routeEnds(k.slice(0, k.lastIndexOf('>'))).join(' → ')).join(' and ')} would both be called "${id}" — rename a port so each route's id names one route`,
      { id, routes: keys });
  }
  const idCount = new Map<string, number>();
  for (const e of ctx.index.entries) idCount.set(e.raw.id, (idCount.get(e.raw.id) ?? 0) + 1);
  for (const [timetableId, routeId] of ctx.index.routeOf) {
    // A duplicated timetable id is duplicate_id's to report.
    if (timetableId === routeId || !ctx.index.routes.has(timetableId) || idCount.get(timetableId)! > 1) continue;
    report(notices.route_id_collision, timetableLocOf(ctx, timetableId, 'id'),
      `timetable "${timetableId}" has the id of another route (${timetableId}), so naming it in schedules.yaml or an advisory would be ambiguous — rename the timetable (its route is ${routeId})`,
      { id: timetableId, routes: [timetableId, routeId] });
  }

  const schedules = ctx.data.schedules[0];
  if (!schedules || !ctx.complete.timetables || !ctx.complete.fares) return;
  const listed = new Set(schedules.value.groups.flatMap((g) => g.timetables)
    .map((name) => (ctx.index.routes.has(name) ? name : ctx.index.routeOf.get(name) ?? name)));
  for (const route of ctx.index.routes.values()) {
    if (route.mode !== 'ferry' || listed.has(route.id)) continue;
    report(notices.route_not_scheduled, routeLocOf(ctx, route.id),
      `${route.name} (route "${route.id}") is in no group of ${schedules.file}, so /schedules does not show it — add "${route.id}" to a group`,
      { route: `${route.from}>${route.to}`, id: route.id });
  }
});

/**
 * A route a page claims with no timetable to back it: a port card's "Available Routes" on /ports (read as routes
 * from that port), a route card on /routes, a popular route on the home page. The traveller who follows the claim
 * finds "no sailings" (Cebu's card lists Manila; the data has only Manila → Cebu). Reported with both ends, at the
 * claim, and pointing at the timetable of the other direction when there is one (or at the destination port).
 * Pages say "not published" for such routes; a decision records that the operator publishes no timetable for it.
 */
import { routeKey } from '../../graph/keys';
import { buildPlaceTable, portOfRouteName } from '../../graph/place-table';
import { statementName } from '../decisions/names';
import { defineNotices, notice } from '../notices/define';
import type { CheckContext, Loc } from '../types';
import { defineCheck } from './define';
import { forEachRouteCard, quoted, timetableLoc } from './shared';

const notices = defineNotices({
  claimed_route_without_timetable: notice<{ statement: string; route: string; from: string; to: string }>({
    severity: 'warning',
    facts: ['statement', 'route'],
    meaning: 'A page claims a route — a port card\'s Available Routes on /ports (from that port), a route card, a home-page popular route — that no timetable serves, so a traveller who follows it finds no sailings.',
    fix: 'Add the timetable if the operator publishes one; otherwise accept it in data/decisions.yaml (the pages then say the route\'s timetable is not published and whom to ask), or correct the claim.',
  }),
});

interface Claim { at: Loc; what: string; statement: string; from: string; to: string | null; name: string }

function portClaims(ctx: CheckContext): Claim[] {
  const table = buildPlaceTable({
    ports: ctx.data.ports.flatMap((f) => f.value.ports),
    places: ctx.data.places.flatMap((f) => f.value.places.map((p) => ({ name: p.name, port: p.port ?? null }))),
    destinations: ctx.data.destinations.map((f) => ({ name: f.value.name, slug: f.value.slug, port: f.value.port })),
  });
  const out: Claim[] = [];
  for (const { file, value } of ctx.data.ports) {
    value.ports.forEach((port, i) => port.page?.routes.forEach((name, k) => out.push({
      at: { file, path: ['ports', i, 'page', 'routes', k] }, what: `the ${port.name} card's Available Routes`,
      statement: statementName('port-card', port.id), from: port.id, to: portOfRouteName(table, name), name,
    })));
  }
  return out;
}

function cardClaims(ctx: CheckContext): Claim[] {
  const out: Claim[] = [];
  forEachRouteCard(ctx, (card, at) => out.push({
    at: at(), what: `the route card "${card.name}"`,
    statement: statementName('route-card', card.name), from: card.from, to: card.to, name: card.to,
  }));
  for (const { file, value } of ctx.data.pages) {
    value.home.popularRoutes.forEach((route, i) => out.push({
      at: { file, path: ['home', 'popularRoutes', i] }, what: `the home page's popular route "${route.label}"`,
      statement: statementName('popular-route', routeKey(route.from, route.to)), from: route.from, to: route.to, name: route.to,
    }));
  }
  return out;
}

export const claimedRouteWithoutTimetable = defineCheck('claimed-route-without-timetable', notices, (ctx, report) => {
  const portName = (id: string) => ctx.index.ports.get(id)?.name ?? id;
  for (const claim of [...portClaims(ctx), ...cardClaims(ctx)]) {
    const { from, to } = claim;
    if (to !== null && (to === from || ctx.index.byRoute.has(routeKey(from, to)))) continue;
    const back = to === null ? undefined : ctx.index.byRoute.get(routeKey(to, from))?.[0];
    const related = back ? [timetableLoc(back)] : to !== null && ctx.index.where.ports.get(to) ? [ctx.index.where.ports.get(to)!] : [];
    const message = to === null
      ? `${claim.what} lists "${claim.name}", which names no port in ports.yaml, so no timetable can back it — correct the name or add it to a port's aliases`
      : `${claim.what} claims ${portName(from)} → ${portName(to)}, but no timetable goes that way`
        + `${back ? ` (only ${portName(to)} → ${portName(from)}, ${back.raw.id} from ${quoted(back.source)})` : ''}`
        + ' — add the timetable if the operator publishes one, or record a decision: pages then say it is not published';
    report(notices.claimed_route_without_timetable, claim.at, message, {
      statement: claim.statement, route: routeKey(from, to ?? claim.name), from, to: to ?? claim.name,
    }, related);
  }
});

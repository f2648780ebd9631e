/**
 * What a destination page states about its routes, worked out once from the routes so the badge, the tables and the
 * checks cannot disagree (the rules are on the Destination type, src/graph/types.ts):
 *   - the routes it shows beyond its own tables (`moreRoutes`): every way there — routes ending at its port, and,
 *     when one of those is a road or bus leg, the ferries ending where that leg starts (El Nido: the van from
 *     Puerto Princesa, so every ferry to Puerto Princesa) — or, for a hub, every ferry leaving it;
 *   - its "from" fare: the cheapest chain of the page's routes ending at its port, never passing a port twice; for a
 *     hub, its cheapest ferry. Only routes with published sailings count: a "from" fare is one a traveller can book;
 *   - the route its travel-time badge reads.
 */
import { lowestFare } from '../graph/figure';
import type { Destination, FromFare, Route } from '../graph/types';
import { MODES } from '../vocabulary';
import type { DestinationData } from '../schema/collections';

export function destinationFacts(d: DestinationData, listed: readonly string[], routes: ReadonlyMap<string, Route>): Destination {
  const direction = d.schedules.some((s) => s.layout === 'overview') ? 'from' : 'to';
  const all = [...routes.values()];
  const shown = new Set(listed);
  const more: string[] = [];
  const add = (t: Route) => {
    if (shown.has(t.id)) return;
    shown.add(t.id);
    more.push(t.id);
  };
  if (direction === 'from') {
    for (const t of all) if (t.from === d.port && t.mode === 'ferry') add(t);
  } else {
    const arriving = all.filter((t) => t.to === d.port);
    for (const t of arriving) add(t);
    // A road leg is the last part of a journey that starts with a ferry (the van from Puerto Princesa to El Nido); a
    // bus-and-ferry trip is a whole journey of its own.
    for (const leg of [...shown].map((id) => routes.get(id)).filter((t): t is Route => t?.to === d.port && t.mode === 'road')) {
      for (const t of all) if (t.to === leg.from && t.mode === 'ferry') add(t);
    }
  }
  const onPage = [...shown].map((id) => routes.get(id)).filter((t): t is Route => t !== undefined);
  const fromFare = direction === 'to'
    ? cheapestArrival(onPage, d.port, new Set()) ?? cheapestDeparture(onPage, d.port)
    : cheapestDeparture(onPage, d.port);
  const origin = d.travelTime.from;
  const travelRoute = origin === undefined ? null
    : MODES.map((m) => all.find((t) => t.from === origin && t.to === d.port && t.mode === m)).find((t) => t)?.id ?? null;
  return { ...d, direction, moreRoutes: more, fromFare, travelRoute };
}

/** A route's lowest fare as one leg; a route whose days are not published cannot be the "from" of a journey. */
function legFare(t: Route): FromFare | null {
  return t.fare && t.daysPublished ? { amount: lowestFare(t.fare), disputed: t.fare.disputed, routes: [t.id] } : null;
}

/** The cheapest chain of routes ending at `port`, never passing a port twice; null when none has a fare. */
function cheapestArrival(routes: readonly Route[], port: string, passed: ReadonlySet<string>): FromFare | null {
  const seen = new Set([...passed, port]);
  let best: FromFare | null = null;
  for (const t of routes) {
    if (t.to !== port || seen.has(t.from)) continue;
    const leg = legFare(t);
    if (!leg) continue;
    const before = cheapestArrival(routes, t.from, seen);
    const total: FromFare = before
      ? { amount: before.amount + leg.amount, disputed: before.disputed || leg.disputed, routes: [...before.routes, t.id] }
      : leg;
    if (!best || total.amount < best.amount) best = total;
  }
  return best;
}

/** A hub's cheapest ferry leaving it (or any route of the page, when none leaves it). */
function cheapestDeparture(routes: readonly Route[], port: string): FromFare | null {
  const leaving = routes.filter((t) => t.from === port && t.mode === 'ferry');
  let best: FromFare | null = null;
  for (const t of leaving.length > 0 ? leaving : routes) {
    const leg = legFare(t);
    if (leg && (!best || leg.amount < best.amount)) best = leg;
  }
  return best;
}

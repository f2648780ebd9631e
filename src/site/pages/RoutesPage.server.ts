/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the routes page renders. */
import { proseParts } from '../../graph/prose-facts';
import { sailingDays } from '../../graph/sailing-days';
import type { Graph, Route } from '../../graph/types';
import { bookTicketsHref } from '../format/links';
import { placeNameForPort, portTownOf, routeScheduleHref } from './select.server';

/** What a card shows of its route: the route's facts (days as a badge, travel time, fare), as every page gives them. */
function routeFacts(t: Route | undefined) {
  return t ? { id: t.id, days: sailingDays(t.rows), travelTime: t.travelTime, fare: t.fare, unconfirmed: t.unconfirmed } : null;
}

export function select(graph: Graph) {
  const ferry = graph.routes.filter((t) => t.mode === 'ferry');
  const find = (from: string, to: string) => ferry.find((t) => t.from === from && t.to === to);
  const carded = new Set(graph.routeCards.groups.flatMap((g) => g.cards.map((c) => find(c.from, c.to)?.id)));
  const link = (t: Pick<Route, 'from' | 'to'>) => ({
    book: bookTicketsHref({ from: placeNameForPort(graph, t.from), to: placeNameForPort(graph, t.to) }),
    schedule: routeScheduleHref(graph, t.from, t.to),
  });
  return ({
  page: graph.pages.routes,
  // The count the page states is the routes it lists: every ferry route the site publishes (cards and the rest).
  count: graph.counts.seaRoutes,
  groups: graph.routeCards.groups.map((group) => ({
    title: group.title,
    cards: group.cards.map((card) => ({
      name: card.name,
      route: routeFacts(find(card.from, card.to)),
      description: proseParts(card.description, graph),
      ...link(card),
    })),
  })),
  // Routes the site publishes that have no card: listed too, so the count and the page agree.
  // Each says what its card would: without a card's words, what the data knows of it (its days published or not).
  others: ferry.filter((t) => !carded.has(t.id)).map((t) => ({
    name: t.name, route: routeFacts(t)!, ...link(t),
    description: t.daysPublished
      ? `Sailings from ${portTownOf(graph, t.from)} to ${portTownOf(graph, t.to)}; see the timetable for the days and times.`
      : `Only the fare is published for this route: ask at the ticket office at ${graph.ports.find((p) => p.id === t.from)?.label ?? t.from} for its days and times.`,
  })),
});
}

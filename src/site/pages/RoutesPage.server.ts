/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the routes page renders. */
import type { Graph } from '../../graph/types';
import { formatHours } from '../../graph/time';
import { bookTicketsHref } from '../format/links';
import { placeNameForPort, routeScheduleHref } from './select.server';

export function select(graph: Graph) {
  return ({
  page: graph.pages.routes,
  claim: graph.pages.routes.routesClaim.display,
  groups: graph.routes.groups.map((group) => ({
    title: group.title,
    cards: group.cards.map((card) => ({
      name: card.name,
      frequency: card.frequency,
      duration: formatHours(card.duration),
      description: card.description,
      book: bookTicketsHref({ from: placeNameForPort(graph, card.from), to: placeNameForPort(graph, card.to) }),
      schedule: routeScheduleHref(graph, card.from, card.to),
    })),
  })),
});
}

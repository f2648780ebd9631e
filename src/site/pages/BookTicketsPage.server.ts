/** Build time only (src/site/routes.tsx runs it while pre-rendering): what the book tickets page renders. */
import type { Graph } from '../../graph/types';

export function select(graph: Graph) {
  return ({
  page: graph.pages.bookTickets,
  places: graph.places,
  bookingHost: graph.site.bookingHost,
  phone: graph.site.phone,
});
}

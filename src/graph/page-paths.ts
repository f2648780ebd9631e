/**
 * The pages the site builds from a graph: the static pages of src/site/routes.tsx and one page per destination and
 * per news item. data:check judges a data link (`to: /…`) against this list (link_target_missing); the built-site
 * link check (scripts/check-links.ts) holds that the build made exactly these pages, so the list cannot drift from
 * the routes unnoticed.
 */
export const STATIC_PAGE_PATHS = [
  '/', '/book-tickets', '/schedules', '/planner', '/routes', '/tickets', '/destinations', '/ports', '/travel-tips',
  '/news', '/faq',
] as const;

export interface PathSource {
  destinations: readonly { slug: string }[];
  news: readonly { slug: string }[];
}

export const destinationPath = (slug: string) => `/destinations/${slug}`;

/** A path (e.g. a data link's `to`) with the given parameters in the given order, empty ones left out. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * /schedules with one route selected, scrolled to its section when /schedules lists it — every link to a route's
 * timetable, on the pages and in the GTFS feed's route_url:
 * ("batangas", "caticlan", "batangas-caticlan") → "/schedules?from=batangas&to=caticlan#batangas-caticlan".
 * from and to are port ids, the values the schedule filter understands.
 */
export function scheduleHref(route: { from?: string | undefined; to?: string | undefined; day?: string | undefined }, section?: string | null): string {
  return withQuery('/schedules', route) + (section ? `#${encodeURIComponent(section)}` : '');
}
const newsPath = (slug: string) => `/news/${slug}`;

export function pagePaths(graph: PathSource): string[] {
  return [...STATIC_PAGE_PATHS, ...graph.destinations.map((d) => destinationPath(d.slug)), ...graph.news.map((n) => newsPath(n.slug))];
}

/**
 * The open-data files the build writes beside the pages (scripts/build-gtfs.ts; the sailing status and its trip
 * updates, scripts/build-status.ts, rewritten by npm run status:publish), which a data link may name.
 */
export const FEED_PATHS = [
  '/gtfs.zip', '/gtfs-rt/alerts.pb', '/gtfs-rt/alerts.json', '/gtfs-rt/trip-updates.pb', '/gtfs-rt/trip-updates.json', '/status.json',
] as const;

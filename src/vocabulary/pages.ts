/**
 * Every page of the site, in one table, and the paths that address them. The table gives the react-router routes
 * (src/site/routes.tsx), the pages pre-rendered from a graph (`pagePaths`: one per static page, one per destination
 * and per news item), and the pages data:check judges a data link (`to: /…`) against (link_target_missing).
 */

export interface Page {
  /** The route's id. */
  id: string;
  /** Its address; a page for each item of `each` has `:slug` in it. */
  path: string;
  /** src/site/pages/<module>.tsx, and its data, <module>.server.ts when it has any. */
  module: string;
  /** One page for each item of this graph collection (an address with no such item shows the 404 page). */
  each?: keyof PathSource;
}

export const PAGES: readonly Page[] = [
  { id: 'home', path: '/', module: 'HomePage' },
  { id: 'book-tickets', path: '/book-tickets', module: 'BookTicketsPage' },
  { id: 'schedules', path: '/schedules', module: 'SchedulesPage' },
  // Not in the header (the spec's header lists ten entries): linked from /schedules and /routes.
  { id: 'planner', path: '/planner', module: 'PlannerPage' },
  { id: 'routes', path: '/routes', module: 'RoutesPage' },
  { id: 'tickets', path: '/tickets', module: 'TicketsPage' },
  { id: 'destinations', path: '/destinations', module: 'DestinationsPage' },
  { id: 'destination', path: '/destinations/:slug', module: 'DestinationPage', each: 'destinations' },
  { id: 'ports', path: '/ports', module: 'PortsPage' },
  { id: 'travel-tips', path: '/travel-tips', module: 'TravelTipsPage' },
  { id: 'news', path: '/news', module: 'NewsPage' },
  { id: 'news-article', path: '/news/:slug', module: 'NewsArticlePage', each: 'news' },
  { id: 'faq', path: '/faq', module: 'FaqPage' },
];

export interface PathSource {
  destinations: readonly { slug: string }[];
  news: readonly { slug: string }[];
}

/**
 * Paths pre-rendered besides the pages': '/404' renders the catch-all route into dist/404.html (a '*' route is never
 * pre-rendered by itself).
 */
export const EXTRA_SSG_PATHS = ['/404'];

/** The paths of one page: itself, or one for each item of its collection. */
export function pathsOf(page: Page, graph: PathSource): string[] {
  return page.each ? graph[page.each].map((item) => page.path.replace(':slug', () => item.slug)) : [page.path];
}

export const destinationPath = (slug: string) => `/destinations/${slug}`;
export const newsPath = (slug: string) => `/news/${slug}`;

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

/** Every page the site builds from a graph. */
export function pagePaths(graph: PathSource): string[] {
  return PAGES.flatMap((page) => pathsOf(page, graph));
}

/**
 * The open-data files the build writes beside the pages (scripts/build-gtfs.ts; the sailing status and its trip
 * updates, scripts/build-status.ts, rewritten by npm run status:publish), which a data link may name.
 */
export const FEED_PATHS = [
  '/gtfs.zip', '/gtfs-rt/alerts.pb', '/gtfs-rt/alerts.json', '/gtfs-rt/trip-updates.pb', '/gtfs-rt/trip-updates.json', '/status.json',
] as const;

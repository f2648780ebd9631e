/** The head tags every page shares (SPEC §1): title format, canonical URL. Pure, so tests pin them. */

/** '{page title} | {brand} | {suffix}' — e.g. 'Ferry Schedules | Ferry Ticket PH | Ferry Online Booking'. */
export function formatTitle(pageTitle: string, brand: string, suffix: string): string {
  return `${pageTitle} | ${brand} | ${suffix}`;
}

/**
 * The canonical address of a route path: absolute on the site's base URL, without a trailing slash (the flat output
 * serves /schedules from schedules.html; /schedules/ would be a second address for the same page), query and hash.
 */
export function canonicalUrl(baseUrl: string, path: string): string {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return `${baseUrl.replace(/\/+$/, '')}${clean === '' ? '/' : clean.startsWith('/') ? clean : `/${clean}`}`;
}

/** Addresses the pages build from data: maps searches, prefilled booking links, absolute URLs, tel: links. */

/** The maps search a port card opens (Google Maps URLs API: no key, opens the app on phones). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * /book-tickets with the search panel prefilled: ("Manila", "Cebu", "2026-11-27") →
 * "/book-tickets?from=Manila&to=Cebu&date=2026-11-27". The panel reads these with URLSearchParams, which decodes
 * the "+" of a space, and checks the date itself (booking/link-date.ts).
 */
export function bookTicketsHref(prefill: { from?: string | undefined; to?: string | undefined; date?: string | undefined } = {}): string {
  return withQuery('/book-tickets', { from: prefill.from, to: prefill.to, date: prefill.date });
}

/**
 * /schedules with one route selected, scrolled to its section when /schedules lists it:
 * ("batangas", "caticlan", "batangas-caticlan") → "/schedules?from=batangas&to=caticlan#batangas-caticlan".
 * from and to are port ids, the values the schedule filter understands.
 */
export function scheduleHref(route: { from?: string | undefined; to?: string | undefined; day?: string | undefined }, section?: string | null): string {
  return withQuery('/schedules', route) + (section ? `#${encodeURIComponent(section)}` : '');
}

/** The trip planner with a question: ("batangas", "caticlan", "fri") → "/planner?from=batangas&to=caticlan&day=fri". */
export function plannerHref(query: { from?: string | undefined; to?: string | undefined; day?: string | undefined } = {}): string {
  return withQuery('/planner', query);
}

/** A path (e.g. a data link's `to`) with the given parameters in the given order, empty ones left out. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** ("https://x.example", "/news") → "https://x.example/news"; "/" stays the bare origin plus "/". */
export function absoluteUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (/^https?:\/\//.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** "+6328…" → "tel:+6328…" (the schema keeps tel in E.164). */
export function telHref(tel: string): string {
  return `tel:${tel}`;
}

/** A link leaves the site when it is absolute (http/https). tel: and mailto: are handed to the device. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

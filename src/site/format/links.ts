/** Addresses the pages build from data: maps searches, prefilled booking links, absolute URLs, tel: links. */

/** The maps search a port card opens (Google Maps URLs API: no key, opens the app on phones). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * /book-tickets with the search panel prefilled: ("Manila", "Cebu") → "/book-tickets?from=Manila&to=Cebu"; a
 * sailing's Manila date rides along as `date=yyyy-MM-dd` (the hand-off's format, SPEC §7).
 * The panel reads these with URLSearchParams, which decodes the "+" of a space.
 */
export function bookTicketsHref(prefill: { from?: string | undefined; to?: string | undefined; date?: string | undefined } = {}): string {
  const params = new URLSearchParams();
  if (prefill.from) params.set('from', prefill.from);
  if (prefill.to) params.set('to', prefill.to);
  if (prefill.date) params.set('date', prefill.date);
  const query = params.toString();
  return query ? `/book-tickets?${query}` : '/book-tickets';
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

/** tel: and mailto: are not routes: they must be plain anchors, not router links. */
export function isNonRoute(href: string): boolean {
  // tel:/mailto:, and files the router has no page for (/gtfs.zip): a plain anchor, a full request.
  return /^(tel|mailto):/.test(href) || /^\/[^?#]*\.[a-z0-9]+$/i.test(href);
}

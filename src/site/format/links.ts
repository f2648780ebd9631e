/**
 * Addresses the pages build from data: maps searches, prefilled booking links, absolute URLs, tel: links (a route's
 * /schedules section and a path with a query are vocabulary/pages.ts's: the GTFS feed links them too).
 */
import { withQuery } from '../../vocabulary/pages';

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

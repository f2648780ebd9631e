/** The head tags every page shares: title format, canonical URL. Pure, so tests pin them. */
import { absoluteUrl } from '../format/links';

/** '{page title} | {brand} | {suffix}' — e.g. 'Ferry Schedules | Ferry Ticket PH | Ferry Online Booking'. */
export function formatTitle(pageTitle: string, brand: string, suffix: string): string {
  return `${pageTitle} | ${brand} | ${suffix}`;
}

/**
 * The canonical address of a route path: absolute on the site's base URL, without a trailing slash (the flat output
 * serves /schedules from schedules.html; /schedules/ would be a second address for the same page), query and hash.
 */
export function canonicalUrl(baseUrl: string, path: string): string {
  return absoluteUrl(baseUrl, path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/');
}

/** Search engines show about this many characters of a description; longer ones are cut mid-word by them. */
const META_DESCRIPTION_MAX = 160;

/**
 * A page's meta description (and its og: and twitter: copies): the text as it is when it fits in `max` characters,
 * otherwise cut at the last word boundary that leaves room for "…", without a dangling comma or dash. Every page's
 * description goes through here (PageHead), so a news item whose body is its description no longer ships a
 * 400-character tag.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  // The room may end exactly at a word's end ("permitting" before ", from"): then the whole word stays.
  const atWordEnd = /[\s,;:.!?—–-]/u.test(clean[room.length] ?? ' ');
  const boundary = atWordEnd ? room.length : room.lastIndexOf(' ');
  const cut = (boundary > 0 ? room.slice(0, boundary) : room).replace(/[\s,;:.—–-]+$/u, '');
  return `${cut}…`;
}

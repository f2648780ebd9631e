/**
 * The one outbound action: the booking host's search address for a route, date(s) and party size.
 *
 *   https://{host}/en/travel/{origin-slug}/{destination-slug}?date=yyyy-MM-dd&people=N[&date2=yyyy-MM-dd]
 *
 * The place texts are free text typed by the visitor, so the slug is built to be inert: nothing a visitor types can
 * change the host, add or remove a path segment, or add a query parameter.
 */
import { isIsoDay, type IsoDay } from './dates';

const SAFE = /^[a-z0-9-]$/;
const HOST = /^[a-z0-9.-]+\.[a-z]{2,}$/;
const encoder = new TextEncoder();

function percentEncode(ch: string): string {
  // TextEncoder turns a lone surrogate into U+FFFD instead of throwing (encodeURIComponent throws URIError).
  let out = '';
  for (const byte of encoder.encode(ch)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

/**
 * The text a traveller means, whatever the keyboard produced: NFKC folds compatibility forms (full-width letters,
 * a decomposed "ñ", the NBSP) into the ordinary ones, and format characters (zero-width space and joiners, soft
 * hyphen, BOM) that no one can see are dropped. So "Cebu", "Ｃｅｂｕ" and "Ce\u200bbu" give one slug, and the booking
 * site and the same-place rule see one place.
 */
function canonicalPlaceText(text: string): string {
  return text.normalize('NFKC').replace(/\p{Cf}/gu, '').trim().toLowerCase().normalize('NFKC');
}

/**
 * The spec's slug: the lower-cased place text with whitespace runs turned into one hyphen, trimmed. Then every
 * character outside [a-z0-9-] is percent-encoded as UTF-8 — including `.`, `!`, `'`, `(`, `)`, `*` and `~`, which
 * encodeURIComponent leaves alone: `/`, `?`, `#` and `%` can then never act as delimiters.
 */
export function placeSlug(text: string): string {
  const hyphenated = canonicalPlaceText(text).replace(/\s+/gu, '-');
  let slug = '';
  for (const ch of hyphenated) slug += SAFE.test(ch) ? ch : percentEncode(ch);
  return slug;
}

/**
 * The URL standard treats `%2E` and `%2E%2E` exactly like `.` and `..` in a path, so a place that is only one or
 * two dots would still remove a segment once parsed. Such text names no place: the panel treats it as empty
 * (check 1, "Missing Information") and the builder refuses it.
 */
export function isUsablePlace(text: string): boolean {
  const slug = placeSlug(text);
  return slug !== '' && slug !== '%2E' && slug !== '%2E%2E';
}

export interface HandoffInput {
  host: string;
  origin: string;
  destination: string;
  departure: IsoDay;
  /** Only for a round trip. */
  returnDate?: IsoDay | undefined;
  people: number;
}

/** Builds the address with the URL API; throws on input the panel's validation never lets through. */
export function buildBookingUrl(input: HandoffInput): string {
  if (!HOST.test(input.host)) throw new RangeError(`booking host is not a bare host name: ${JSON.stringify(input.host)}`);
  if (!isUsablePlace(input.origin) || !isUsablePlace(input.destination)) throw new RangeError('origin and destination must name a place');
  if (!isIsoDay(input.departure)) throw new RangeError(`departure is not a yyyy-MM-dd day: ${JSON.stringify(input.departure)}`);
  if (input.returnDate !== undefined && !isIsoDay(input.returnDate)) throw new RangeError(`return is not a yyyy-MM-dd day: ${JSON.stringify(input.returnDate)}`);
  if (!Number.isInteger(input.people) || input.people < 1 || input.people > 8) throw new RangeError(`people must be 1 to 8: ${input.people}`);

  const url = new URL(`https://${input.host}/`);
  url.pathname = `/en/travel/${placeSlug(input.origin)}/${placeSlug(input.destination)}`;
  url.searchParams.set('date', input.departure);
  url.searchParams.set('people', String(input.people));
  if (input.returnDate !== undefined) url.searchParams.set('date2', input.returnDate);
  return url.href;
}

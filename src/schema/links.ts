/**
 * The one URL rule for the whole schema (docs/data.md › Input contract):
 *   - a site path starts with exactly one `/` — `//evil.example/x` and `/\evil.example/x` are read by browsers
 *     as another host, so a second slash or a backslash right after the first is refused;
 *   - an external URL is `https://host[:port][/path][?query][#fragment]` — no `javascript:`, `data:`, `http:`,
 *     no user:password@ before the host;
 *   - `mailto:` and `tel:` only where a contact is meant (a link's `to`), never for an image or a licence;
 * and no whitespace, control character or backslash anywhere. Plain patterns, so the JSON Schema that editors
 * use carries the same rule.
 */
import { z } from 'zod';

const CHARS = String.raw`[^\s\\\x00-\x1f\x7f]`;
const HOST = String.raw`[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::[0-9]{1,5})?`;
const SITE_PATH = String.raw`\/(?![\/\\])${CHARS}*`;
const HTTPS = String.raw`https:\/\/${HOST}(?:[\/?#]${CHARS}*)?`;
const MAILTO = String.raw`mailto:[^\s\\@<>"\x00-\x1f\x7f]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`;
const TEL = String.raw`tel:\+?[0-9]{3,15}`;

const whole = (...alternatives: string[]) => new RegExp(`^(?:${alternatives.join('|')})$`);

const HTTPS_URL_RE = whole(HTTPS);
const LINK_RE = whole(SITE_PATH, HTTPS, MAILTO, TEL);

const linkError = (what: string) => (issue: { input?: unknown }) => `"${String(issue.input)}" is not ${what}`;
const LINK_CODE = { code: 'invalid_link' } as const;

/** A link's target: a site path (/schedules), an https:// URL, or a mailto:/tel: contact. */
export const href = z.string().regex(LINK_RE, {
  error: linkError('a link; use a site path like /schedules (one leading slash), an https:// URL, or mailto:/tel: for a contact'),
}).meta(LINK_CODE);

/** An external page: https:// only (licences, social profiles). */
export const httpsUrl = z.string().regex(HTTPS_URL_RE, {
  error: linkError('an https:// URL (no http:, javascript: or user@host)'),
}).meta(LINK_CODE);

/** An https origin without path or trailing slash: the site's own base URL. */
export const httpsOrigin = z.string().regex(whole(String.raw`https:\/\/${HOST}`), {
  error: linkError('an https origin without a path or trailing slash, e.g. https://ferryticket.example'),
}).meta(LINK_CODE);

/** An image shipped with the site: a site path ending in an image extension — never another host. */
export const imageSrc = z.string().regex(whole(String.raw`\/(?![\/\\])${CHARS}*\.(?:svg|png|jpg|jpeg|webp|avif)`), {
  error: linkError('an image of this site; use a path like /images/x.svg (one leading slash, .svg/.png/.jpg/.jpeg/.webp/.avif)'),
}).meta(LINK_CODE);

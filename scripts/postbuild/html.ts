/**
 * Rewrites of one pre-rendered page, as pure string functions (pinned by tests/site/postbuild-html.test.ts).
 * They match the exact markup vite-react-ssg 0.9 and React Router 6 emit; each throws when that markup is not
 * found, so a library upgrade that changes it fails the build instead of shipping a page that cannot hydrate.
 */
import { createHash } from 'node:crypto';

/**
 * react-helmet-async puts the head tags at the start of <head>, pushing <meta charset> past them (with large JSON-LD,
 * past the first 1024 bytes, where browsers and the HTML checker expect it). Move it back to the front.
 */
export function moveCharsetFirst(html: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('page has no <meta charset>');
  const without = html.slice(0, charset.index) + html.slice(charset.index + charset[0].length);
  const head = /<head[^>]*>/i.exec(without);
  if (!head) throw new Error('page has no <head>');
  const at = head.index + head[0].length;
  return without.slice(0, at) + charset[0] + without.slice(at);
}

const ROUTER_STATE = /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/;
const SSG_HASH = /<script>window\.__VITE_REACT_SSG_HASH__ = '([a-z0-9]*)'<\/script>/;

export const BOOT_ELEMENT_ID = 'ssg-boot';

export interface BootResult {
  html: string;
  /** React Router's hydration state (loaderData, actionData, errors), parsed. */
  routerState: { loaderData: Record<string, unknown>; actionData: unknown; errors: unknown } | null;
}

/**
 * Replaces the two inline scripts of a page (the SSG hash and React Router's hydration state) by one inert JSON
 * block that src/site/data/boot.ts reads. With no inline script left, the CSP needs no per-page script hash.
 * The router state keeps its exact string form (already escaped by React Router: no "<" in it).
 */
export function externaliseBootScripts(html: string, hash: string): BootResult {
  const state = ROUTER_STATE.exec(html);
  const ssgHash = SSG_HASH.exec(html);
  if (!ssgHash) throw new Error('page has no window.__VITE_REACT_SSG_HASH__ script (vite-react-ssg output changed?)');
  const routerStateString = state ? (JSON.parse(state[1]!) as string) : null;
  let out = state ? html.replace(state[0], '') : html;
  const boot = `{"hash":${JSON.stringify(hash)},"routerState":${state ? state[1]! : 'null'}}`;
  out = out.replace(SSG_HASH, () => `<script type="application/json" id="${BOOT_ELEMENT_ID}">${boot}</script>`);
  return { html: out, routerState: routerStateString === null ? null : JSON.parse(routerStateString) };
}

export function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Inline scripts the browser would execute (no src, a JavaScript type): each needs a CSP hash. */
export function executableInlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    found.push(m[2]!);
  }
  return found;
}

/** Values of style="" attributes (React's style prop in pre-rendered HTML), decoded as the browser sees them. */
export function styleAttributeValues(html: string): string[] {
  const values: string[] = [];
  for (const m of html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)) values.push(decodeAttribute(m[1]!));
  return values;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

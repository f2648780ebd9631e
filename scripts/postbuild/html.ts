/**
 * Rewrites of one pre-rendered page, as pure string functions (pinned by tests/site/postbuild-html.test.ts). Each
 * throws when the markup it matches is not found (the versions it was written for: scripts/postbuild.ts).
 */
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

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

export interface BootResult {
  html: string;
  /** React Router's hydration state (loaderData, actionData, errors), parsed. */
  routerState: { loaderData: Record<string, unknown>; actionData: unknown; errors: unknown } | null;
}

/**
 * Removes the two inline scripts vite-react-ssg writes for its client app (the loader-data hash and React Router's
 * hydration state). The router state is returned parsed: postbuild fails the build on a page whose loader failed
 * while pre-rendering.
 */
export function dropBootScripts(html: string): BootResult {
  const state = ROUTER_STATE.exec(html);
  if (!SSG_HASH.test(html)) throw new Error('page has no window.__VITE_REACT_SSG_HASH__ script (vite-react-ssg output changed?)');
  const routerStateString = state ? (JSON.parse(state[1]!) as string) : null;
  const out = (state ? html.replace(state[0], '') : html).replace(SSG_HASH, '');
  return { html: out, routerState: routerStateString === null ? null : JSON.parse(routerStateString) };
}

export function sha256Base64(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/**
 * The page as the browser parses it. Hashes for the CSP are taken from real elements only: a regex over the text
 * would also "find" `<script>` written inside an attribute or a comment (data text such as a description or a
 * mailto: link), and the CSP would then trust whatever script that text spelled out.
 */
function elements(html: string): DefaultTreeAdapterMap['element'][] {
  const found: DefaultTreeAdapterMap['element'][] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      walk(child.tagName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
    }
  };
  walk(parse(html));
  return found;
}

const attribute = (element: DefaultTreeAdapterMap['element'], name: string) => element.attrs.find((a) => a.name === name)?.value;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * `<script attributes>source</script>` for a script written into a page as it is. Refuses a source that could end
 * its element early or open a comment the parser would keep open (`</script`, `<!--`): `what` names it in the error.
 */
export function inlineScript(source: string, attributes: string, what: string): string {
  if (/<\/script|<!--/i.test(source)) throw new Error(`${what} contains "</script" or "<!--": it cannot be inlined`);
  return `<script${attributes}>${source}</script>`;
}

/** Inline scripts the browser would execute (no src, a JavaScript type): each needs a CSP hash. */
export function executableInlineScripts(html: string): string[] {
  return elements(html)
    .filter((el) => el.tagName === 'script' && attribute(el, 'src') === undefined
      && JAVASCRIPT_TYPES.has((attribute(el, 'type') ?? '').trim().toLowerCase()))
    .map((el) => el.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join(''));
}

/** Values of style="" attributes (React's style prop in pre-rendered HTML), decoded as the browser sees them. */
export function styleAttributeValues(html: string): string[] {
  return elements(html).map((el) => attribute(el, 'style')).filter((value): value is string => value !== undefined);
}

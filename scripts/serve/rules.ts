/**
 * The static-host rules scripts/serve.ts applies, as pure functions (tests/site/serve-rules.test.ts):
 * Netlify / Cloudflare Pages `_headers` and `_redirects` syntax, their "pretty URL" file resolution, and what the
 * host answers for a path (hostAnswer) — which the offline worker gives too (scripts/offline/navigation.ts).
 * No Node imports: this module is also bundled into the service worker.
 */

/** "/news/*" or "/news/:slug" → a matcher returning the captured placeholders (splat as `splat`), or null. */
export function compilePattern(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split(/(\*|:[A-Za-z][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (path) => {
    const m = regex.exec(path);
    if (!m) return null;
    return Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? '']));
  };
}

export interface HeaderRule { pattern: string; match: (path: string) => Record<string, string> | null; headers: [string, string][] }

/** `_headers`: a path line, then indented `Name: value` lines; `#` comments. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), match: compilePattern(line.trim()), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: "${line.trim()}" is not under a path or lacks "Name: value"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Headers for a path: every matching rule applies; a name set by several rules gets its values joined by ", ". */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.match(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out[key] = out[key] ? `${out[key]}, ${value}` : value;
    }
  }
  return out;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `302!`: applies even when a file answers the path. */
  force: boolean;
  match: (path: string) => Record<string, string> | null;
}

/** `_redirects`: `from to [status][!]` per line; default status 301 (Netlify; Cloudflare's is 302: we always write one). */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, code = '301'] = line.split(/\s+/);
    if (!from || !to) throw new Error(`_redirects: "${line}" needs a source and a destination`);
    const force = code.endsWith('!');
    const status = Number(code.replace('!', ''));
    if (!Number.isInteger(status)) throw new Error(`_redirects: "${line}" has an invalid status`);
    rules.push({ from, to, status, force, match: compilePattern(from) });
  }
  return rules;
}

/** The first rule matching `path`, with its destination filled in (":splat", ":name"). */
export function findRedirect(rules: RedirectRule[], path: string): { rule: RedirectRule; to: string } | null {
  for (const rule of rules) {
    const params = rule.match(path);
    if (!params) continue;
    const to = rule.to.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole);
    return { rule, to };
  }
  return null;
}

/**
 * Files that may answer a URL path, in the order the hosts try them: the exact file, then "pretty URLs"
 * (/x → x.html, then x/index.html; /x/ → x/index.html, then x.html). Paths are relative to the site root.
 */
export function candidateFiles(pathname: string): string[] {
  const clean = pathname.replace(/^\/+/, '');
  if (clean === '') return ['index.html'];
  if (clean.endsWith('/')) {
    const dir = clean.slice(0, -1);
    return [`${dir}/index.html`, `${dir}.html`];
  }
  return [clean, `${clean}.html`, `${clean}/index.html`];
}

/**
 * The decoded path a request may be answered for, or null (→ 404). The URL parser has already removed literal and
 * `%2e` dot segments; what it leaves encoded must not become a separator or a dot segment after decoding, or
 * `/assets/..%2f_headers` would name a hidden file (and inherit /assets/*'s immutable cache header). So: no encoded
 * `/` or `\`, no `\`, NUL or control character, no `.`/`..` segment, and no second layer of encoding that would
 * decode to one of those (`%252f`). A static host never needs any of these for a real file.
 */
export function publicPathname(encodedPathname: string): string | null {
  if (/%(2f|5c|00)/i.test(encodedPathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPathname);
  } catch {
    return null;
  }
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return null;
  if (/%(2f|5c|2e|00)/i.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return decoded;
}

/** What the host answers for a request: a file with a status, a redirect, or its 404 page. */
export type HostAnswer =
  | { kind: 'file'; file: string; status: number }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'not-found' };

/**
 * The host's answer for a request path, given which file answers a decoded path (`fileFor`, null for none): a
 * file answers with 200 unless a forced rule of _redirects (`!`) applies; a rule applies when no file answers; a
 * 3xx rule redirects (with the query string, unless its destination has one), any other status serves the
 * destination's file with that status. A path publicPathname refuses, or a rewrite to nothing, is not found.
 */
export function hostAnswer(encodedPathname: string, search: string, rules: RedirectRule[], fileFor: (pathname: string) => string | null): HostAnswer {
  const pathname = publicPathname(encodedPathname);
  if (pathname === null) return { kind: 'not-found' };
  const file = fileFor(pathname);
  const redirect = findRedirect(rules, pathname);
  if (redirect && (redirect.rule.force || !file)) {
    const { rule, to } = redirect;
    if (rule.status >= 300 && rule.status < 400) {
      return { kind: 'redirect', status: rule.status, location: /^https?:/.test(to) || to.includes('?') ? to : to + search };
    }
    const target = fileFor(to.split('?')[0]!);
    return target ? { kind: 'file', file: target, status: rule.status } : { kind: 'not-found' };
  }
  return file ? { kind: 'file', file, status: 200 } : { kind: 'not-found' };
}

/**
 * The static-host rules scripts/serve.ts applies, as pure functions (tests/site/serve-rules.test.ts): `_headers` and
 * `_redirects` syntax, and what each host docs/deploying.md documents answers for a path (hostAnswer, one HostMode each) —
 * which the offline worker gives too, in the Netlify mode (./navigation.ts). docs/offline.md says what
 * each host does and which of it the worker relies on. No Node imports: this module is also bundled into the worker.
 */

/** "/news/*" or "/news/:slug" → a matcher returning the captured placeholders (splat as `splat`), or null. */
function compilePattern(pattern: string): (path: string) => Record<string, string> | null {
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
function findRedirect(rules: RedirectRule[], path: string): { rule: RedirectRule; to: string } | null {
  for (const rule of rules) {
    const params = rule.match(path);
    if (!params) continue;
    const to = rule.to.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole);
    return { rule, to };
  }
  return null;
}

/**
 * Files that may answer a URL path on Netlify, in the order it tries them: the exact file, then "pretty URLs"
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

const NOT_FOUND: HostAnswer = { kind: 'not-found' };

/** `file` (one `isFile` found) served with `status`, or the 404 page when none was found. */
function fileAnswer(file: string | null | undefined, status = 200): HostAnswer {
  return file ? { kind: 'file', file, status } : NOT_FOUND;
}

/**
 * The hosts docs/deploying.md documents (docs/offline.md), as scripts/serve.ts can behave (`--host-mode`):
 * - `netlify`: pretty URLs (candidateFiles: /x → x.html, x.html as it is); a _redirects rule applies only where no
 *   file answers the path ("shadowing"), unless forced with `!`.
 * - `cloudflare` (Pages): _redirects first, whether or not a file answers; then its HTML handling: /x.html → 308
 *   /x, /x/ → 308 /x (trailing slash removed), /x → x.html; a folder's index at /x/ (/x and /x/index.html → 308).
 * - `s3` (S3 + CloudFront with the viewer-request function of docs/offline.md): /x → x.html, /x/ → x/index.html,
 *   any other path the object of its name; _redirects is not read.
 */
export const HOST_MODES = ['netlify', 'cloudflare', 's3'] as const;
export type HostMode = (typeof HOST_MODES)[number];

/** A rule's answer: a 3xx redirects (with the query string, unless its destination has one); any other status
 * serves the destination's file (exact or clean) with that status (a rewrite to nothing is not found). */
function ruleAnswer({ rule, to }: { rule: RedirectRule; to: string }, search: string, isFile: (file: string) => boolean): HostAnswer {
  if (rule.status >= 300 && rule.status < 400) {
    return { kind: 'redirect', status: rule.status, location: /^https?:/.test(to) || to.includes('?') ? to : to + search };
  }
  return fileAnswer(candidateFiles(to.split('?')[0]!).find(isFile), rule.status);
}

/** Cloudflare Pages' HTML handling after its redirects: clean URLs only, every other spelling a 308 to it. */
function cloudflareAnswer(pathname: string, search: string, isFile: (file: string) => boolean): HostAnswer {
  const clean = pathname.replace(/^\/+/, '');
  const to = (location: string): HostAnswer => ({ kind: 'redirect', status: 308, location: location + search });
  if (clean === '') return fileAnswer(['index.html'].find(isFile));
  if (clean.endsWith('.html') && isFile(clean)) return to(`/${clean.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);
  if (clean.endsWith('/')) {
    const dir = clean.slice(0, -1);
    if (isFile(`${dir}/index.html`)) return fileAnswer(`${dir}/index.html`);
    return isFile(`${dir}.html`) ? to(`/${dir}`) : NOT_FOUND;
  }
  const file = [clean, `${clean}.html`].find(isFile);
  if (file) return fileAnswer(file);
  return isFile(`${clean}/index.html`) ? to(`/${clean}/`) : NOT_FOUND;
}

/** The object CloudFront's viewer-request function (docs/offline.md) asks S3 for. */
function s3Object(pathname: string): string {
  const clean = pathname.replace(/^\/+/, '');
  if (clean === '' || clean.endsWith('/')) return `${clean}index.html`;
  return /\.[^/]*$/.test(clean) ? clean : `${clean}.html`;
}

/**
 * The host's answer for a request path, given which dist-relative files exist (`isFile`). A path publicPathname
 * refuses is not found on every host.
 */
export function hostAnswer(
  encodedPathname: string, search: string, rules: RedirectRule[], isFile: (file: string) => boolean, mode: HostMode = 'netlify',
): HostAnswer {
  const pathname = publicPathname(encodedPathname);
  if (pathname === null) return NOT_FOUND;
  if (mode === 's3') return fileAnswer([s3Object(pathname)].find(isFile));
  const redirect = findRedirect(rules, pathname);
  if (mode === 'cloudflare') return redirect ? ruleAnswer(redirect, search, isFile) : cloudflareAnswer(pathname, search, isFile);
  const file = candidateFiles(pathname).find(isFile) ?? null;
  if (redirect && (redirect.rule.force || !file)) return ruleAnswer(redirect, search, isFile);
  return fileAnswer(file);
}

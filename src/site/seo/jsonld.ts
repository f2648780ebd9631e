/**
 * JSON-LD for <script type="application/ld+json">. The text of a script element ends at the first "</script", and
 * data is free text, so every <, > and & is written as a JSON unicode escape (\u003c …): the parsed value is
 * unchanged and no data can close the tag or open a comment. U+2028/2029 are escaped too (old JS parsers).
 */

export type JsonLd = Record<string, unknown>;

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029',
};

/** Safe to place between <script type="application/ld+json"> and </script>. */
export function serializeJsonLd(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('JSON-LD must be a JSON value');
  return json.replace(UNSAFE, (ch) => ESCAPES[ch]!);
}

/** Adds the schema.org context to a node that lacks one. */
export function withContext(node: JsonLd): JsonLd {
  return '@context' in node ? node : { '@context': 'https://schema.org', ...node };
}

export interface Crumb { name: string; path: string }

/**
 * BreadcrumbList for a nested page, e.g. [{ name: 'Home', path: '/' }, { name: 'News', path: '/news' },
 * { name: article.title, path: `/news/${slug}` }]. Paths become absolute URLs on baseUrl.
 */
export function breadcrumbList(baseUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(baseUrl, crumb.path),
    })),
  };
}

/** ("https://x.example", "/news") → "https://x.example/news"; "/" → "https://x.example/". */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

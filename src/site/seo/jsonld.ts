/**
 * Structured data (schema.org JSON-LD) helpers. Writing it into the page is src/escape/json-ld.ts's job.
 */
import { absoluteUrl } from '../format/links';

/** Its URLs are the site's absolute addresses (format/links.ts). */
export { absoluteUrl };

export type JsonLd = Record<string, unknown>;

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

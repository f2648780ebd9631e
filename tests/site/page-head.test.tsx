/**
 * PageHead as the build renders it (react-router's static handler + react-helmet-async, the path vite-react-ssg
 * takes): the tags a search engine and a social preview read, and JSON-LD that hostile data cannot break out of.
 */
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { ROOT_ROUTE_ID } from '../../src/site/data/loader';
import { PageHead, type PageHeadProps } from '../../src/site/seo/PageHead';

const layout = { brand: 'Ferry & Co', titleSuffix: 'Ferry Online Booking', baseUrl: 'https://ferry.example', logo: { src: '/images/logo.svg', alt: 'Logo', width: 64, height: 64 } };

async function headOf(props: PageHeadProps): Promise<string> {
  const routes = [{ id: ROOT_ROUTE_ID, path: '/', loader: () => layout, children: [{ index: true, element: <PageHead {...props} /> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('https://ferry.example/'));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  const helmetContext: { helmet?: Record<string, { toString(): string }> } = {};
  renderToString(<HelmetProvider context={helmetContext}><StaticRouterProvider router={router} context={context} hydrate={false} /></HelmetProvider>);
  const { helmet } = helmetContext;
  return ['title', 'meta', 'link', 'script'].map((key) => helmet![key]!.toString()).join('\n');
}

describe('PageHead', () => {
  it("title '{page} | {brand} | {suffix}', description, absolute canonical, Open Graph and Twitter tags", async () => {
    const head = await headOf({ title: 'Ferry Schedules', description: 'All timetables.', path: '/schedules' });
    expect(head).toContain('<title data-rh="true">Ferry Schedules | Ferry &amp; Co | Ferry Online Booking</title>');
    expect(head).toContain('name="description" content="All timetables."');
    expect(head).toContain('rel="canonical" href="https://ferry.example/schedules"');
    expect(head).toContain('property="og:url" content="https://ferry.example/schedules"');
    expect(head).toContain('property="og:title" content="Ferry Schedules | Ferry &amp; Co | Ferry Online Booking"');
    expect(head).toContain('property="og:image" content="https://ferry.example/images/logo.svg"');
    expect(head).toContain('name="twitter:card" content="summary"');
  });

  it('JSON-LD with hostile text → one script per node, nothing closes the tag, parses back intact', async () => {
    const hostile = { '@type': 'NewsArticle', headline: '</script><script>alert(1)</script> & more' };
    const head = await headOf({ title: 'T', description: 'D', path: '/news/x', jsonLd: [hostile] });
    const blocks = [...head.matchAll(/<script data-rh="true" type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2); // the page's WebPage node, then the article
    expect(blocks.join('')).not.toMatch(/<|>/);
    expect(JSON.parse(blocks[1]!)).toEqual({ '@context': 'https://schema.org', ...hostile });
    expect(JSON.parse(blocks[0]!)).toMatchObject({ '@type': 'WebPage', url: 'https://ferry.example/news/x' });
  });

  it('noindex (the 404 page) → robots noindex, and still its canonical and social tags (every page has them), no structured data', async () => {
    const head = await headOf({ title: 'Page Not Found - 404', description: 'D', path: '/404', noindex: true });
    expect(head).toContain('name="robots" content="noindex"');
    expect(head).toContain('rel="canonical" href="https://ferry.example/404"');
    expect(head).toContain('property="og:url" content="https://ferry.example/404"');
    expect(head).toContain('property="og:title" content="Page Not Found - 404 | Ferry &amp; Co | Ferry Online Booking"');
    expect(head).toContain('name="twitter:card" content="summary"');
    expect(head).not.toContain('ld+json');
  });

  it('a description longer than 160 characters → every description tag carries the same cut text', async () => {
    const long = `${'Ferries sail between the islands every week. '.repeat(5)}End.`;
    const head = await headOf({ title: 'T', description: long, path: '/news/x' });
    const cut = 'Ferries sail between the islands every week. Ferries sail between the islands every week. Ferries sail between the islands every week. Ferries sail between the…';
    for (const tag of ['name="description"', 'property="og:description"', 'name="twitter:description"']) expect(head).toContain(`${tag} content="${cut}"`);
  });
});

import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbList, withContext } from '../../src/site/seo/jsonld';

describe('withContext', () => {
  it('node without @context → schema.org context first', () => {
    expect(Object.keys(withContext({ '@type': 'Thing' }))[0]).toBe('@context');
  });
  it('node with its own @context → unchanged', () => {
    const node = { '@context': 'https://schema.org', '@type': 'Thing' };
    expect(withContext(node)).toBe(node);
  });
});

describe('breadcrumbList', () => {
  it('crumbs → ListItems with 1-based positions and absolute URLs', () => {
    expect(breadcrumbList('https://ferry.example', [
      { name: 'Home', path: '/' },
      { name: 'News', path: '/news' },
      { name: 'Fleet', path: '/news/fleet-modernization' },
    ])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://ferry.example/' },
        { '@type': 'ListItem', position: 2, name: 'News', item: 'https://ferry.example/news' },
        { '@type': 'ListItem', position: 3, name: 'Fleet', item: 'https://ferry.example/news/fleet-modernization' },
      ],
    });
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://x.example/'],
    ['/news', 'https://x.example/news'],
    ['images/a.jpg', 'https://x.example/images/a.jpg'],
    ['https://other.example/a', 'https://other.example/a'],
  ])('%s → %s', (path, url) => expect(absoluteUrl('https://x.example/', path)).toBe(url));
});

import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbList, serializeJsonLd, withContext } from '../../src/site/seo/jsonld';

describe('serializeJsonLd', () => {
  it('data that tries to close the script tag → escaped, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'A & B <!-- x --> \u2028' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('a value JSON cannot represent → throws instead of writing "undefined"', () => {
    expect(() => serializeJsonLd(undefined)).toThrow(TypeError);
  });
});

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

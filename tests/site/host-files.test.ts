import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy, headersFile, redirectsFile, robotsTxt, sitemapXml,
} from '../../scripts/postbuild/host-files';
import { headersFor, parseHeaders } from '../../src/offline/host';
import { routeOfHtmlFile } from '../../src/offline/plan';

describe('routeOfHtmlFile', () => {
  it.each([
    ['index.html', '/'],
    ['schedules.html', '/schedules'],
    ['destinations/cebu.html', '/destinations/cebu'],
    ['guide/index.html', '/guide/'],
  ])('%s → %s', (file, route) => expect(routeOfHtmlFile(file)).toBe(route));
});

describe('sitemapXml', () => {
  it('absolute URLs on the base URL, sorted', () => {
    const xml = sitemapXml('https://ferry.example', ['/news', '/', '/destinations/cebu']);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://ferry.example/', 'https://ferry.example/destinations/cebu', 'https://ferry.example/news',
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap by its absolute URL', () => {
    expect(robotsTxt('https://ferry.example')).toContain('Sitemap: https://ferry.example/sitemap.xml');
  });
});

describe('redirectsFile', () => {
  it('real articles before the /news/* fallback (first match wins on every host)', () => {
    const lines = redirectsFile(['/news/b', '/news/a']).trim().split('\n').filter((l) => !l.startsWith('#'));
    expect(lines).toEqual(['/news/a  /news/a.html  200', '/news/b  /news/b.html  200', '/news/*  /news  302']);
  });
});

describe('contentSecurityPolicy', () => {
  it("no inline script → script-src 'self' only, never 'unsafe-inline'; frames and plugins refused", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], styleHashes: ['c3R5bGU='], styleAttributeHashes: [] });
    for (const directive of ["script-src 'self';", "style-src 'self' 'sha256-c3R5bGU='", "frame-ancestors 'none'", "object-src 'none'", "default-src 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
  });
  it('style attributes → allowed by hash only, deduplicated and sorted (deterministic)', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ['b', 'a', 'b'], styleHashes: [], styleAttributeHashes: ['y', 'x', 'y'] });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(csp).toContain("style-src-attr 'unsafe-hashes' 'sha256-x' 'sha256-y'");
  });
});

describe('headersFile', () => {
  const rules = parseHeaders(headersFile("default-src 'none'"));

  it('every path gets the security headers and exactly one CSP; hashed assets are cached for a year', () => {
    const page = headersFor(rules, '/schedules');
    expect(page).toMatchObject({
      'strict-transport-security': expect.stringMatching(/max-age=\d{8}/),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'",
    });
    expect(page['permissions-policy']).toContain('camera=()');
    expect(page['cache-control']).toBeUndefined();
    expect(headersFor(rules, '/assets/app-abc.js')['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the GTFS-Realtime alerts keep their name from build to build → revalidated on every request, with the security headers', () => {
    for (const path of ['/gtfs-rt/alerts.pb', '/gtfs-rt/alerts.json']) {
      expect(headersFor(rules, path), path).toMatchObject({ 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { candidateFiles, compilePattern, findRedirect, headersFor, parseHeaders, parseRedirects, publicPathname } from '../../scripts/serve/rules';

describe('compilePattern', () => {
  it('splat and placeholders capture; other characters are literal', () => {
    expect(compilePattern('/news/*')('/news/a/b')).toEqual({ splat: 'a/b' });
    expect(compilePattern('/news/:slug')('/news/a')).toEqual({ slug: 'a' });
    expect(compilePattern('/news/:slug')('/news/a/b')).toBeNull();
    expect(compilePattern('/a.html')('/aXhtml')).toBeNull();
  });
});

describe('parseRedirects + findRedirect', () => {
  const rules = parseRedirects('# c\n/news/a  /news/a.html  200\n/news/*  /news  302\n/old/*  /new/:splat  301!\n');
  it('first matching rule wins, with its status and force flag', () => {
    expect(findRedirect(rules, '/news/a')).toMatchObject({ to: '/news/a.html', rule: { status: 200, force: false } });
    expect(findRedirect(rules, '/news/zzz')).toMatchObject({ to: '/news', rule: { status: 302 } });
    expect(findRedirect(rules, '/old/x/y')).toMatchObject({ to: '/new/x/y', rule: { status: 301, force: true } });
    expect(findRedirect(rules, '/faq')).toBeNull();
  });
});

describe('parseHeaders + headersFor', () => {
  it('all matching blocks apply; a repeated header joins with ", " (as Netlify and Cloudflare do)', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n  X-B: b\n/news/*\n  X-A: 2\n');
    expect(headersFor(rules, '/news/x')).toEqual({ 'x-a': '1, 2', 'x-b': 'b' });
    expect(headersFor(rules, '/faq')).toEqual({ 'x-a': '1', 'x-b': 'b' });
  });
  it('a header line before any path → throws', () => {
    expect(() => parseHeaders('  X-A: 1\n')).toThrow();
  });
});

describe('candidateFiles', () => {
  it.each([
    ['/', ['index.html']],
    ['/schedules', ['schedules', 'schedules.html', 'schedules/index.html']],
    ['/schedules/', ['schedules/index.html', 'schedules.html']],
    ['/assets/app.js', ['assets/app.js', 'assets/app.js.html', 'assets/app.js/index.html']],
  ])('%s → %j', (path, files) => expect(candidateFiles(path)).toEqual(files));
});

describe('publicPathname', () => {
  it('decodes ordinary paths, including encoded non-ASCII and spaces', () => {
    expect(publicPathname('/schedules')).toBe('/schedules');
    expect(publicPathname('/news/para%C3%B1aque%20port')).toBe('/news/parañaque port');
  });
  it('refuses every spelling that decodes to a separator, a dot segment or a control character', () => {
    for (const path of ['/a/..%2fb', '/a/..%2Fb', '/a/..%5cb', '/a/%00', '/a/..%252fb', '/a/%252e%252e/b', '/a/b%0a', '/a\\b', '/a/%E0%A4%A']) {
      expect(publicPathname(path), path).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  candidateFiles, headersFor, HOST_MODES, hostAnswer, parseHeaders, parseRedirects, publicPathname, type HostMode,
} from '../../src/offline/host';

const redirect = (location: string, status: number) => ({ kind: 'redirect', location, status });

describe('_redirects rules, as hostAnswer applies them', () => {
  const rules = parseRedirects('# c\n/news/a  /news/b  301\n/news/*  /news  302\n/old/*  /new/:splat  301\n/p/:slug  /q/:slug  301\n/a.html  /b  301\n');
  const answer = (path: string) => hostAnswer(path, '', rules, () => false);

  it('the first matching rule wins; a splat captures the rest of the path, a placeholder one segment; other characters are literal', () => {
    expect(answer('/news/a')).toEqual(redirect('/news/b', 301));
    expect(answer('/news/zzz')).toEqual(redirect('/news', 302));
    expect(answer('/old/x/y')).toEqual(redirect('/new/x/y', 301));
    expect(answer('/p/a')).toEqual(redirect('/q/a', 301));
    expect(answer('/p/a/b')).toEqual({ kind: 'not-found' });
    expect(answer('/aXhtml')).toEqual({ kind: 'not-found' });
    expect(answer('/faq')).toEqual({ kind: 'not-found' });
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

describe('hostAnswer: what the host — and the offline worker, over its precached pages — answers for a path', () => {
  const pages = new Set(['index.html', 'schedules.html', 'news.html', 'news/real.html', '404.html']);
  const rules = parseRedirects('/old  /schedules  301\n/news/real  /x  302\n/news/*  /news  302\n/schedules.html  /news  302!\n/gone  /404.html  404\n');
  const answer = (path: string, search = '') => hostAnswer(path, search, rules, (f) => pages.has(f));

  it('a page, with or without its trailing slash → the file, 200 (a rule only applies where no file answers)', () => {
    expect(answer('/schedules/')).toEqual({ kind: 'file', file: 'schedules.html', status: 200 });
    expect(answer('/news/real')).toEqual({ kind: 'file', file: 'news/real.html', status: 200 });
  });

  it('a forced rule (302!) applies even where a file answers', () => {
    expect(answer('/schedules.html')).toEqual(redirect('/news', 302));
  });

  it('no file → the rule: a redirect keeps the query string; a 404 rewrite serves its file with 404', () => {
    expect(answer('/news/does-not-exist', '?x=1')).toEqual(redirect('/news?x=1', 302));
    expect(answer('/old')).toEqual(redirect('/schedules', 301));
    expect(answer('/gone')).toEqual({ kind: 'file', file: '404.html', status: 404 });
  });

  it('an unknown or refused path → not found', () => {
    expect(answer('/no/such/page')).toEqual({ kind: 'not-found' });
    expect(answer('/assets/..%2f_headers')).toEqual({ kind: 'not-found' });
  });
});

describe('hostAnswer in each host mode: the same build, as Netlify, Cloudflare Pages and S3 + CloudFront serve it', () => {
  const files = new Set(['index.html', 'schedules.html', 'destinations/cebu.html', 'news.html', 'news/real.html', 'guide/index.html', '404.html', 'status.json']);
  // What postbuild writes: real articles rewritten to their files, then the fallback for unknown slugs.
  const rules = parseRedirects('/news/real  /news/real.html  200\n/news/*  /news  302\n');
  const on = (mode: HostMode) => (path: string, search = '') => hostAnswer(path, search, rules, (f) => files.has(f), mode);
  const file = (name: string) => ({ kind: 'file', file: name, status: 200 });

  it('every host serves a page, an article and a file at their clean URLs', () => {
    for (const mode of HOST_MODES) {
      const answer = on(mode);
      expect(answer('/'), mode).toEqual(file('index.html'));
      expect(answer('/destinations/cebu'), mode).toEqual(file('destinations/cebu.html'));
      expect(answer('/news/real'), mode).toEqual(file('news/real.html'));
      expect(answer('/status.json'), mode).toEqual(file('status.json'));
      expect(answer('/guide/'), mode).toEqual(file('guide/index.html'));
      expect(answer('/no/such/page'), mode).toEqual({ kind: 'not-found' });
    }
  });

  it('Netlify: x.html as it is, /x/ → x.html, an unknown article → 302 /news', () => {
    const answer = on('netlify');
    expect(answer('/destinations/cebu.html')).toEqual(file('destinations/cebu.html'));
    expect(answer('/schedules/')).toEqual(file('schedules.html'));
    expect(answer('/news/gone', '?a=1')).toEqual(redirect('/news?a=1', 302));
  });

  it('Cloudflare Pages: 308 from x.html and x/ to x (query kept); redirects before files', () => {
    const answer = on('cloudflare');
    expect(answer('/destinations/cebu.html', '?day=fri')).toEqual(redirect('/destinations/cebu?day=fri', 308));
    expect(answer('/index.html')).toEqual(redirect('/', 308));
    expect(answer('/guide/index.html')).toEqual(redirect('/guide/', 308));
    expect(answer('/guide')).toEqual(redirect('/guide/', 308));
    expect(answer('/schedules/')).toEqual(redirect('/schedules', 308));
    // The article's rewrite comes first; its .html spelling is caught by the fallback before any file.
    expect(answer('/news/real.html')).toEqual(redirect('/news', 302));
    expect(answer('/news/gone')).toEqual(redirect('/news', 302));
  });

  it('S3 + CloudFront: /x → x.html, /x/ → x/index.html, no _redirects', () => {
    const answer = on('s3');
    expect(answer('/destinations/cebu.html')).toEqual(file('destinations/cebu.html'));
    expect(answer('/schedules/')).toEqual({ kind: 'not-found' });
    expect(answer('/news/gone')).toEqual({ kind: 'not-found' });
  });
});

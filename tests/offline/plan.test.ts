/**
 * What the offline worker stores on a first visit (src/offline/plan.ts), and the page it answers with offline
 * for a page that was never stored (src/offline/not-saved.ts): pure functions over a hand-written build.
 */
import { describe, expect, it } from 'vitest';
import { filesNamedIn, offlinePlan } from '../../src/offline/plan';
import { notSavedPage } from '../../src/offline/not-saved';

const pages: Record<string, string> = {
  'index.html': '<link rel="stylesheet" href="/assets/app-1.css"><img src="/images/logo.svg" alt=""><img srcset="/images/hero.svg 1x, /images/hero-2x.svg 2x"><a href="/destinations/cebu">Cebu</a><meta content="https://example.com/images/og.svg">',
  'destinations.html': '<img src="/images/logo.svg" alt="">',
  'destinations/cebu.html': '<img src="/images/logo.svg" alt=""><img src="/images/destinations/cebu.svg" alt=""><script type="module" src="/assets/runtime-1.js"></script>',
};
const files = [...Object.keys(pages), 'assets/app-1.css', 'assets/runtime-1.js', 'assets/panel-2.js', 'images/logo.svg', 'images/hero.svg',
  'images/hero-2x.svg', 'images/og.svg', 'images/destinations/cebu.svg', 'icons/icon-512.png', 'manifest.webmanifest'];

describe('the first visit\'s files', () => {
  it('a page names its stylesheet, scripts and pictures (srcset too); never a page\'s clean address or another site\'s file', () => {
    const known = new Set(files);
    expect(filesNamedIn(pages['index.html']!, (f) => known.has(f))).toEqual(['assets/app-1.css', 'images/logo.svg', 'images/hero.svg', 'images/hero-2x.svg']);
    expect(filesNamedIn(pages['destinations/cebu.html']!, (f) => known.has(f))).toEqual(['images/logo.svg', 'images/destinations/cebu.svg', 'assets/runtime-1.js']);
  });

  it('top-level pages, all code and styles, the manifest and what those pages name; destination pages and their pictures later', () => {
    const { core, rest } = offlinePlan(files, (file) => pages[file]!);
    expect(core.sort()).toEqual(['assets/app-1.css', 'assets/panel-2.js', 'assets/runtime-1.js', 'destinations.html', 'images/hero-2x.svg',
      'images/hero.svg', 'images/logo.svg', 'index.html', 'manifest.webmanifest']);
    expect(rest.sort()).toEqual(['destinations/cebu.html', 'icons/icon-512.png', 'images/destinations/cebu.svg', 'images/og.svg']);
  });
});

describe('offline, a page that was not stored', () => {
  const shell = '<html><head><title data-rh="true">Page Not Found - 404 | Ferry & Co</title></head><body><header>nav</header>'
    + '<main id="main" tabindex="-1"><section data-missing-path><h1>Lost at Sea?</h1><p>the link may be wrong</p></section></main><footer>f</footer></body></html>';

  it('says it was not saved, in the site\'s frame, and links to the pages that were (their names escaped)', () => {
    const html = notSavedPage(shell, [{ url: '/', title: 'Home' }, { url: '/news/a', title: 'Fares <up> & "down"' }]);
    expect(html).toContain('<title data-rh="true">Not saved for offline use | Ferry & Co</title>');
    expect(html).toContain('<header>nav</header>');
    expect(html).toContain('<footer>f</footer>');
    expect(html).toContain('This page is not saved for offline use</h1>');
    expect(html).not.toMatch(/404|Lost at Sea|link may be wrong/);
    expect(html).toContain('<a href="/" class=');
    expect(html).toContain('>Fares &lt;up&gt; &amp; &quot;down&quot;</a>');
  });

  it('with nothing saved, it says so', () => {
    expect(notSavedPage(shell, [])).toContain('No page is saved on this device yet.');
  });
});

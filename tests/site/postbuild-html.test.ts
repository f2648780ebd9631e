import { describe, expect, it } from 'vitest';
import {
  dropBootScripts, executableInlineScripts, moveCharsetFirst, sha256Base64, styleAttributeValues,
} from '../../scripts/postbuild/html';

describe('moveCharsetFirst', () => {
  it('charset after the helmet tags → first child of <head>', () => {
    const html = '<html lang="en"><head><title data-rh="true">T</title><script type="application/ld+json">{}</script><meta charset="UTF-8"><meta name="viewport" content="x"></head>';
    expect(moveCharsetFirst(html)).toBe(
      '<html lang="en"><head><meta charset="UTF-8"><title data-rh="true">T</title><script type="application/ld+json">{}</script><meta name="viewport" content="x"></head>',
    );
  });
  it('no charset → throws (the page would be misread)', () => {
    expect(() => moveCharsetFirst('<head></head>')).toThrow(/charset/);
  });
});

describe('dropBootScripts', () => {
  const state = { loaderData: { root: { a: 1 } }, actionData: null, errors: null };
  const literal = JSON.stringify(JSON.stringify(state));
  const page = `<body><div id="root" data-server-rendered="true"><main>x</main><script>window.__staticRouterHydrationData = JSON.parse(${literal});</script></div>\n<script>window.__VITE_REACT_SSG_HASH__ = 'k2j4h5'</script></body>`;

  it('both inline scripts of the React app the site does not ship → gone, nothing executable left, router state returned', () => {
    const { html, routerState } = dropBootScripts(page);
    expect(html).toBe('<body><div id="root" data-server-rendered="true"><main>x</main></div>\n</body>');
    expect(executableInlineScripts(html)).toEqual([]);
    expect(routerState).toEqual(state);
  });

  it('a loader error during pre-rendering → visible in the returned state (postbuild fails the build on it)', () => {
    const failed = JSON.stringify(JSON.stringify({ loaderData: {}, actionData: null, errors: { home: { message: 'boom' } } }));
    const { routerState } = dropBootScripts(page.replace(literal, failed));
    expect(routerState?.errors).toEqual({ home: { message: 'boom' } });
  });

  it('markup vite-react-ssg no longer writes → throws rather than letting its scripts through unseen', () => {
    expect(() => dropBootScripts('<div id="root"></div>')).toThrow(/__VITE_REACT_SSG_HASH__/);
  });
});

describe('executableInlineScripts', () => {
  it('JSON-LD, JSON and external scripts → not executable; a bare inline script → listed', () => {
    const html = '<script type="application/ld+json">{"a":1}</script><script type="module" src="/a.js"></script><script>go()</script><script type="application/json">{}</script>';
    expect(executableInlineScripts(html)).toEqual(['go()']);
  });

  it('script-looking text inside attributes, comments, text and JSON blocks is not a script: nothing to hash', () => {
    const hostile = '<script>alert(1)</script>';
    const html = [
      `<meta name="description" content="${hostile}">`,
      `<a href="mailto:x@example.com?subject=${hostile}">mail</a>`,
      `<!-- ${hostile} -->`,
      `<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>`,
      `<textarea>${hostile}</textarea>`,
      `<title>${hostile}</title>`,
      `<script type="application/ld+json">{"name":"\u003cscript>alert(1)\u003c/script>"}</script>`,
      '<script>real()</script>',
    ].join('');
    expect(executableInlineScripts(html)).toEqual(['real()']);
  });
});

describe('styleAttributeValues', () => {
  it('style attributes → decoded values (what a CSP hash is computed over)', () => {
    expect(styleAttributeValues('<section class="a" style="min-height:600px"></section><p style="font-family:&quot;X&quot;">')).toEqual([
      'min-height:600px',
      'font-family:"X"',
    ]);
  });

  it('a style="" spelled inside another attribute or a comment is not a style attribute', () => {
    expect(styleAttributeValues('<p title=\'x style="color:red"\'></p><!-- <b style="evil"> --><i style="a:b"></i>')).toEqual(['a:b']);
  });
});

describe('sha256Base64', () => {
  it('matches the CSP hash of a known text', () => {
    // echo -n "alert('Hello, world.');" | openssl sha256 -binary | base64 (the CSP spec's example)
    expect(sha256Base64("alert('Hello, world.');")).toBe('qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});

describe('EMPTY_STYLE_HASH', () => {
  it('is the CSP hash of the empty text', async () => {
    const { EMPTY_STYLE_HASH } = await import('../../scripts/postbuild/runtime-styles');
    expect(sha256Base64('')).toBe(EMPTY_STYLE_HASH);
  });
});

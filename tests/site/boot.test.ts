import { describe, expect, it } from 'vitest';
import { applyBootData, BOOT_ELEMENT_ID } from '../../src/site/data/boot';
import { externaliseBootScripts } from '../../scripts/postbuild/html';

function docWith(text: string | null) {
  return { getElementById: (id: string) => (id === BOOT_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) };
}

describe('applyBootData', () => {
  it('the block postbuild writes → the same globals the inline scripts would have set', () => {
    const state = { loaderData: { root: { brand: 'A </script> & B' } }, actionData: null, errors: null };
    const literal = JSON.stringify(JSON.stringify(state)).replace(/</g, '\\u003c');
    const page = `<div id="root" data-server-rendered="true"><p>x</p><script>window.__staticRouterHydrationData = JSON.parse(${literal});</script></div>\n<script>window.__VITE_REACT_SSG_HASH__ = 'abc123'</script>`;
    const { html } = externaliseBootScripts(page, 'f00d');
    const text = /<script type="application\/json" id="ssg-boot">([\s\S]*?)<\/script>/.exec(html)![1]!;

    const win: { __VITE_REACT_SSG_HASH__?: string; __staticRouterHydrationData?: unknown } = {};
    expect(applyBootData(docWith(text), win)).toBe(true);
    expect(win).toEqual({ __VITE_REACT_SSG_HASH__: 'f00d', __staticRouterHydrationData: state });
  });

  it('no block (a build without postbuild) → leaves the globals alone', () => {
    const win = { __VITE_REACT_SSG_HASH__: 'kept' };
    expect(applyBootData(docWith(null), win)).toBe(false);
    expect(win.__VITE_REACT_SSG_HASH__).toBe('kept');
  });
});

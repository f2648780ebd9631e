import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICONS } from '../../src/schema/fields';
import { Icon, ICON_NAMES } from '../../src/site/components/Icon';

describe('Icon', () => {
  it('draws every icon name the data may use (src/schema/fields.ts ICONS)', () => {
    expect(ICONS.filter((name) => !ICON_NAMES.includes(name))).toEqual([]);
  });
  it('is decorative: hidden from assistive tech and not focusable', () => {
    const svg = renderToStaticMarkup(<Icon name="ship" />);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('focusable="false"');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICONS } from '../../src/schema/fields';
import { Icon } from '../../src/site/components/Icon';

describe('Icon', () => {
  it('draws every icon name the data may use (src/schema/fields.ts ICONS)', () => {
    const blank = ICONS.filter((name) => !/<(path|rect|circle)\b/.test(renderToStaticMarkup(<Icon name={name} />)));
    expect(blank).toEqual([]);
  });
  it('is decorative: hidden from assistive tech and not focusable', () => {
    const svg = renderToStaticMarkup(<Icon name="ship" />);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('focusable="false"');
  });
});

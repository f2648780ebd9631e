import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { htmlText } from '../../src/escape/html';
import { CR, LF, REMOVED } from './samples';

type Element = DefaultTreeAdapterMap['element'];

describe('htmlText', () => {
  it('text that closes the element and opens a script → one text node, read back unchanged', () => {
    const hostile = '</title><script>alert(1)</script> & "q" \'s\'';
    const fragment = parseFragment(`<p>${htmlText(hostile)}</p>`);
    const p = fragment.childNodes[0] as Element;
    expect(p.childNodes).toHaveLength(1);
    expect((p.childNodes[0] as DefaultTreeAdapterMap['textNode']).value).toBe(hostile);
  });

  it('a double- or single-quoted attribute keeps its value whole', () => {
    const hostile = 'x" onerror="alert(1)\' y=\'';
    for (const quote of ['"', "'"]) {
      const doc = parse(`<img alt=${quote}${htmlText(hostile)}${quote}>`);
      const img = ((doc.childNodes[0] as Element).childNodes[1] as Element).childNodes[0] as Element;
      expect(img.attrs).toEqual([{ name: 'alt', value: hostile }]);
    }
  });

  it('NUL, ESC and bidi controls (HTML and XML may not carry them) → removed; line breaks kept', () => {
    for (const [text, removed] of REMOVED) expect(htmlText(text)).toBe(removed);
    expect(htmlText(LF)).toBe('a\nb');
    expect(htmlText(CR)).toBe('a\nb');
  });
});

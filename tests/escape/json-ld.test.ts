import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../src/escape/json-ld';
import { BIDI, CRLF, ESC, NUL, SEPARATORS } from './samples';

type Element = DefaultTreeAdapterMap['element'];

/** The script element's text as the HTML parser sees it. */
function scriptText(json: string): { scripts: number; text: string } {
  const fragment = parseFragment(`<script type="application/ld+json">${json}</script>`);
  const scripts = fragment.childNodes.filter((n) => n.nodeName === 'script') as Element[];
  return { scripts: scripts.length, text: (scripts[0]!.childNodes[0] as DefaultTreeAdapterMap['textNode']).value };
}

describe('serializeJsonLd', () => {
  it('data that tries to close the script tag → escaped: one script, which parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'A & B <!-- x --> \u2028' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    const read = scriptText(text);
    expect(read.scripts).toBe(1);
    expect(JSON.parse(read.text)).toEqual(value);
  });

  it('line breaks, NUL, ESC and bidi controls → JSON escapes; the value reads back unchanged', () => {
    const value = { a: CRLF, b: SEPARATORS, c: NUL, d: ESC, e: BIDI, f: '"\\' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[\u0000-\u001f\u2028\u2029]/);
    expect(JSON.parse(scriptText(text).text)).toEqual(value);
  });

  it('a value JSON cannot represent → throws instead of writing "undefined"', () => {
    expect(() => serializeJsonLd(undefined)).toThrow(TypeError);
  });
});

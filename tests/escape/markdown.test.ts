import { describe, expect, it } from 'vitest';
import { markdownLink, markdownText, markdownWithCode } from '../../src/escape/markdown';
import { BIDI, CR, CRLF, ESC, LF, NUL, SEPARATORS } from './samples';

/** The cells of a GitHub table row: split on every `|` no backslash escapes. */
const cells = (row: string) => row.slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim());

describe('markdownText', () => {
  it('a CR with a heading after it → one line: no fake "## Open (0)" heading, the row keeps its cells', () => {
    const text = markdownText('The spec says so\r## Open (0)\r\rNone');
    expect(text).not.toMatch(/[\r\n]/);
    const row = `| a | ${text} | b |`;
    expect(cells(row)).toEqual(['a', text, 'b']);
  });

  it('| ends no cell; HTML, links, images, emphasis and code are written as text', () => {
    const text = markdownText('a | b <img src=x onerror=alert(1)> [click](https://evil.example) ![i](x) *b* _i_ `c` ~~s~~ &amp;');
    expect(cells(`| ${text} |`)).toHaveLength(1);
    expect(text).toBe('a \\| b \\<img src=x onerror=alert(1)\\> \\[click\\](https://evil.example) !\\[i\\](x) \\*b\\* \\_i\\_ \\`c\\` \\~\\~s\\~\\~ &amp;amp;');
  });

  it('every line break → a space; NUL, ESC and bidi controls → shown as (escaped) escapes', () => {
    for (const text of [LF, CRLF, CR, SEPARATORS]) expect(markdownText(text)).toMatch(/^a b( c)?$/);
    expect(markdownText(NUL)).toBe('a\\\\u0000b');
    expect(markdownText(ESC)).toBe('a\\\\u001b\\[2K\\\\u001b\\[1Ab');
    expect(markdownText(BIDI)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('markdownWithCode and markdownLink', () => {
  it('trusted text: its `code` spans kept (| escaped inside), the rest escaped as data text', () => {
    expect(markdownWithCode('Rename it to <slug>.yaml; see `a|b`.')).toBe('Rename it to \\<slug\\>.yaml; see `a\\|b`.');
  });

  it('a link: text escaped, target percent-encoded so no ) or space ends it early', () => {
    expect(markdownLink('data/decisions.yaml:4', '../data/decisions.yaml#L4')).toBe('[data/decisions.yaml:4](../data/decisions.yaml#L4)');
    expect(markdownLink('x]', '../a b)(c')).toBe('[x\\]](../a%20b%29%28c)');
  });
});

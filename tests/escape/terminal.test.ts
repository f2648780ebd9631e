import { describe, expect, it } from 'vitest';
import { terminalText } from '../../src/escape/terminal';
import { BIDI, CR, CRLF, ESC, LF, LONE_SURROGATE, NUL, SEPARATORS } from './samples';

describe('terminalText', () => {
  it('line breaks in every spelling → shown as escapes, so a notice stays one line', () => {
    expect(terminalText(LF)).toBe('a\\nb');
    expect(terminalText(CRLF)).toBe('a\\r\\nb');
    expect(terminalText(CR)).toBe('a\\rb');
    expect(terminalText(SEPARATORS)).toBe('a\\u2028b\\u2029c');
  });

  it('NUL and ESC sequences → shown, never sent: the terminal neither erases lines nor moves the cursor', () => {
    expect(terminalText(NUL)).toBe('a\\u0000b');
    expect(terminalText(ESC)).toBe('a\\u001b[2K\\u001b[1Ab');
    expect(terminalText('\u009b2J')).toBe('\\u009b2J'); // the one-byte CSI of C1
  });

  it('bidi controls → shown, so the text reads on screen in the order of its bytes', () => {
    expect(terminalText(BIDI)).toBe('a\\u202eevil\\u202cb\\u2066c\\u2069');
  });

  it('a lone surrogate → U+FFFD; printable text, quotes, backslashes and non-Latin scripts unchanged', () => {
    expect(terminalText(LONE_SURROGATE)).toBe('a\ufffdb');
    expect(terminalText('Caticlan → Boracay, ₱1,392 "ok" \\ 🚢 مرحبا')).toBe('Caticlan → Boracay, ₱1,392 "ok" \\ 🚢 مرحبا');
  });
});

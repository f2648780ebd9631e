/**
 * The characters no output format may take from data text as they are: they are invisible, yet they act. C0 and C1
 * controls (NUL, ESC — a terminal's cursor moves and colours —, CR, LF, TAB, DEL), the Unicode line and paragraph
 * separators (line breaks to JavaScript and many editors) and the bidirectional controls, which reorder the text
 * after them on screen ("Trojan Source"). Each format module of this folder decides what becomes of them; the data
 * contract (src/schema/text.ts) refuses them in the data in the first place, so these rules are the second wall.
 */

/** Every invisible acting character; global, for replace(). */
export const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Line breaks in any spelling: CRLF, CR, LF, and the Unicode line and paragraph separators. */
export const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

/** A surrogate pair, or a surrogate alone (text UTF-8 cannot carry). Without lookbehind: older Safari has none. */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** Lone surrogates as U+FFFD, as an encoder would write them (String.prototype.toWellFormed, for older browsers). */
function wellFormed(text: string): string {
  return text.replace(SURROGATES, (s) => (s.length === 2 ? s : '\uFFFD'));
}

/** The first lone surrogate, or null. */
export function loneSurrogate(text: string): string | null {
  for (const s of text.match(SURROGATES) ?? []) if (s.length === 1) return s;
  return null;
}

/** "U+001B": how messages and escapes name a character. */
export function codePoint(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Each invisible character written out as an escape a reader can see (`\n`, `\r`, `\t`, else `\u001b`), so the
 * text stays one line and shows what it holds. Lone surrogates become U+FFFD: none of the outputs is UTF-16.
 */
export function showInvisible(text: string): string {
  return wellFormed(text).replace(INVISIBLE, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The text with every line break written `\n` and every other invisible character removed (formats that carry
 * text for people to read, where an escape would only be noise). Lone surrogates become U+FFFD.
 */
export function withoutInvisible(text: string): string {
  return wellFormed(text).replace(LINE_BREAK, '\n').replace(INVISIBLE, (c) => (c === '\n' ? c : ''));
}

/**
 * Bytes → text, strictly: a byte that is not valid UTF-8 is an error at its line and column, never a silent "�"
 * in every page. A leading byte-order mark is dropped (editors on Windows add one), so it never shows up as text
 * or hides the schema comment on line 1.
 */
const STRICT = new TextDecoder('utf-8', { fatal: true });

export type Decoded = { ok: true; text: string } | { ok: false; line: number; col: number; byte: number };

export function decodeUtf8(bytes: Uint8Array): Decoded {
  try {
    return { ok: true, text: STRICT.decode(bytes) };
  } catch {
    const bad = firstInvalidByte(bytes);
    let lineStart = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    let line = 1;
    for (let i = lineStart; i < bad; i++) {
      if (bytes[i] === 0x0a) {
        line++;
        lineStart = i + 1;
      }
    }
    // Everything before the bad byte is valid, so it decodes; its length is the column as the locator counts.
    const col = STRICT.decode(bytes.subarray(lineStart, bad)).length + 1;
    return { ok: false, line, col, byte: bytes[bad] ?? 0 };
  }
}

/**
 * Offset of the first byte that starts an invalid sequence (RFC 3629: no overlong forms, no surrogates, nothing
 * above U+10FFFF, no truncated sequence) — the same bytes TextDecoder's fatal mode rejects.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return bytes.length;
}

import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import { protobufText } from '../../src/escape/protobuf-text';
import { CR, CRLF, LF, LONE_SURROGATE, REMOVED, SEPARATORS } from './samples';

const { transit_realtime: rt } = GtfsRealtimeBindings;

/** The bytes a strict decoder reads: valid UTF-8, decoded with fatal errors. */
function roundTrip(text: string): string {
  const bytes = rt.TranslatedString.encode({ translation: [{ text: protobufText(text), language: 'en' }] }).finish();
  const decoded = rt.TranslatedString.decode(bytes).translation[0]!.text!;
  // The string field's bytes are the last ones after the tag and length: decode them strictly.
  const utf8 = Buffer.from(decoded, 'utf8');
  expect(new TextDecoder('utf-8', { fatal: true }).decode(utf8)).toBe(decoded);
  return decoded;
}

describe('protobufText (GTFS-Realtime TranslatedString)', () => {
  it('line breaks in every spelling → \\n, kept: a trip planner shows the paragraphs', () => {
    for (const text of [LF, CRLF, CR]) expect(roundTrip(text)).toBe('a\nb');
    expect(roundTrip(SEPARATORS)).toBe('a\nb\nc');
  });

  it('NUL, ESC and bidi controls → removed; quotes, backslashes and < kept', () => {
    for (const [text, removed] of REMOVED) expect(roundTrip(text)).toBe(removed);
    expect(roundTrip('"<b>" \\ ::')).toBe('"<b>" \\ ::');
  });

  it('a lone surrogate → U+FFFD, so the encoded bytes are valid UTF-8', () => {
    const bytes = rt.TranslatedString.encode({ translation: [{ text: protobufText(LONE_SURROGATE), language: 'en' }] }).finish();
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow();
    expect(roundTrip(LONE_SURROGATE)).toBe('a\ufffdb');
  });
});

import { describe, expect, it } from 'vitest';
import { csvField } from '../../src/escape/csv';
import { parseCsv, toCsv } from '../../src/gtfs/csv';
import { CR, CRLF, LONE_SURROGATE, REMOVED, SEPARATORS } from './samples';

describe('csvField (RFC 4180, as GTFS reads it)', () => {
  it('plain values are written as they are; missing values are empty', () => {
    expect(csvField('Cebu Port')).toBe('Cebu Port');
    expect(csvField(4)).toBe('4');
    expect(csvField(10.296)).toBe('10.296');
    expect(csvField(null)).toBe('');
  });

  it('a comma, a quote or a line break → the field is quoted and inner quotes doubled', () => {
    expect(csvField('Manila, North Harbor')).toBe('"Manila, North Harbor"');
    expect(csvField('the "Lualhati" pier')).toBe('"the ""Lualhati"" pier"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('CR, CRLF and the Unicode separators → one \\n inside quotes: the row count does not change', () => {
    for (const text of [CR, CRLF]) expect(csvField(text)).toBe('"a\nb"');
    expect(csvField(SEPARATORS)).toBe('"a\nb\nc"');
    const rows = [['x', CRLF, 'y']];
    expect(parseCsv(toCsv(['a', 'b', 'c'], rows)).rows).toEqual([['x', 'a\nb', 'y']]);
  });

  it('NUL, ESC and bidi controls → removed; a lone surrogate → U+FFFD', () => {
    for (const [text, removed] of REMOVED) expect(csvField(text)).toBe(removed);
    expect(csvField(LONE_SURROGATE)).toBe('a\ufffdb');
  });
});

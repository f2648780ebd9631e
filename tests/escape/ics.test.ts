import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icsText } from '../../src/escape/ics';
import { CR, CRLF, LF, LONE_SURROGATE, REMOVED, SEPARATORS } from './samples';

/** A property as a calendar app reads it back (Mozilla's ical.js). */
function readBack(value: string): { summary: string; events: number } {
  const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', 'BEGIN:VEVENT', 'UID:1', 'DTSTAMP:20260101T000000Z',
    `SUMMARY:${value}`, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  return { summary: String(events[0]!.getFirstPropertyValue('summary')), events: events.length };
}

describe('icsText (RFC 5545 TEXT)', () => {
  it('a line break with a VEVENT after it → one property: the file keeps one event, the text reads back', () => {
    const injected = 'Ferry Ticket PH\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:FERRY CANCELLED - call +63 917 for refund';
    const value = icsText(injected);
    expect(value).not.toMatch(/[\r\n]/);
    expect(readBack(value)).toEqual({ summary: 'Ferry Ticket PH\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:FERRY CANCELLED - call +63 917 for refund', events: 1 });
  });

  it('backslash, semicolon and comma → escaped, and read back as they were', () => {
    expect(icsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(readBack(icsText('a\\b;c,d')).summary).toBe('a\\b;c,d');
  });

  it('LF, CRLF, CR and the Unicode separators → \\n', () => {
    for (const text of [LF, CRLF, CR]) expect(icsText(text)).toBe('a\\nb');
    expect(icsText(SEPARATORS)).toBe('a\\nb\\nc');
  });

  it('NUL, ESC, bidi controls (which TEXT may not hold) → removed; a lone surrogate → U+FFFD', () => {
    for (const [text, removed] of REMOVED) expect(icsText(text)).toBe(removed);
    expect(icsText(LONE_SURROGATE)).toBe('a\ufffdb');
  });
});

/**
 * Calendar events → an iCalendar file (RFC 5545): every time in UTC ("…Z"), so the instants are the same whatever
 * zone the traveller's device or calendar is in, and all-day events as DATE values of their Manila date. DTSTAMP is
 * the caller's `now`; nothing here reads the clock.
 *
 * Written here rather than with a library: every text value — the brand in PRODID, the file's NAME, each UID,
 * SUMMARY, LOCATION, DESCRIPTION — goes through the one RFC 5545 escaping (src/escape/ics.ts). ical-generator
 * wrote PRODID, NAME, X-WR-CALNAME and UID as they came, so a line break in the brand added an event of its own.
 * What is left is the file's fixed shape and the folding of long lines (§3.1).
 */
import { icsText } from '../../escape/ics';
import { addDays } from '../../time';
import type { CalendarEvent, EventTime } from './events';

/** 20261122T040000Z */
const utcStamp = (ms: number): string => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** An event time as a property: `DTSTART:20261122T040000Z`, or `DTSTART;VALUE=DATE:20261122` for a day. */
function timeProperty(name: 'DTSTART' | 'DTEND', time: EventTime, plusDays = 0): string {
  if ('instant' in time) return `${name}:${utcStamp(time.instant)}`;
  return `${name};VALUE=DATE:${addDays(time.date, plusDays).replace(/-/g, '')}`;
}

/** A reminder `minutes` before the start: -PT1H, -PT1H30M, -P1DT2H. */
function trigger(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const time = `${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
  return `-P${days ? `${days}D` : ''}${time ? `T${time}` : days ? '' : 'T0M'}`;
}

/**
 * A content line folded at 75 octets (§3.1): CRLF and a space before each further part, never inside a character
 * (a UTF-8 sequence or a surrogate pair).
 */
const utf8 = new TextEncoder();

function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

function eventLines(e: CalendarEvent, now: Date): string[] {
  const allDay = !('instant' in e.start);
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(e.uid)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(now.getTime())}`,
    ...(e.status ? [`STATUS:${e.status}`] : []),
    timeProperty('DTSTART', e.start),
    // DTEND of an all-day event is exclusive: the next day.
    timeProperty('DTEND', e.end, allDay ? 1 : 0),
    `SUMMARY:${icsText(e.summary)}`,
    `LOCATION:${icsText(e.location)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    ...(e.alarm
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:${trigger(e.alarm.minutesBefore)}`, `DESCRIPTION:${icsText(e.alarm.text)}`, 'END:VALARM']
      : []),
    'END:VEVENT',
  ];
}

export function toICalendar(events: readonly CalendarEvent[], file: { brand: string; name: string; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(file.brand)}//Timetable//EN`,
    `NAME:${icsText(file.name)}`,
    `X-WR-CALNAME:${icsText(file.name)}`,
    ...events.flatMap((e) => eventLines(e, file.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The calendar export (src/site/calendar) on the network fixture (tests/fixtures/network): the .ics file is read back with an independent
 * parser (Mozilla's ical.js) and its instants compared with the Manila times the planner shows. npm test runs this
 * suite with TZ=UTC and in two more zones: every expected instant is written with +08:00, so a leak of the machine's
 * zone into the file fails.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { nextSailings } from '../../src/query/next-sailings';
import { queryIndexOf } from '../../src/query/graph-index';
import { calendarFile, type CalendarFile } from '../../src/site/calendar/events';
import { toICalendar } from '../../src/site/calendar/ics';
import type { CalendarSubject } from '../../src/site/calendar/types';
import { select as plannerSlice } from '../../src/site/pages/PlannerPage.server';
import { calendarInfo } from '../../src/site/pages/select.server';
import { plan, plannerIndex } from '../../src/site/planner/plan';
import { makeGraph, manila } from '../query/builders';
import { fixtureGraph } from '../support/fixture-data';

const graph = fixtureGraph('network');
const slice = plannerSlice(graph);
const index = plannerIndex(JSON.parse(JSON.stringify(slice.data)));
const now = manila('2026-11-22 12:00'); // Sunday noon in Manila
const journey = plan(index, { from: 'Manila', to: 'El Nido', day: '' }, now).connections[0]!;

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => ({ vevent: v, event: new ICAL.Event(v) })) };
}

const instant = (time: ICAL.Time): string => time.toJSDate().toISOString();

function fileFor(subject: CalendarSubject): { file: CalendarFile; text: string } {
  const file = calendarFile(subject, slice.calendar.places, slice.calendar)!;
  return { file, text: toICalendar(file.events, { brand: graph.site.brand, name: file.title, now }) };
}

describe('a planned Manila → El Nido journey as an .ics file', () => {
  const { file, text } = fileFor({ kind: 'journey', journey });
  const { calendar, events } = parse(text);

  it('parses as one VCALENDAR with one event per leg, CRLF lines folded at 75 octets', () => {
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toBe('-//Test Ferries//Timetable//EN');
    expect(events).toHaveLength(2);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(file.fileName).toBe('journey-manila-el-nido-2026-11-23.ics');
  });

  it('the ferry: Mon 23 Nov 20:00 PST → about Tue 24 Nov 22:00 PST, at Manila North Harbor, arrival marked estimated', () => {
    const { vevent, event } = events[0]!;
    expect(event.summary).toBe('Ferry Manila → Puerto Princesa');
    expect(event.location).toBe('Manila North Harbor');
    expect(instant(event.startDate)).toBe(new Date('2026-11-23T20:00:00+08:00').toISOString());
    expect(instant(event.endDate)).toBe(new Date('2026-11-24T22:00:00+08:00').toISOString());
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.description).toContain('Arrives: Tue 24 Nov, 10:00 PM (+1 day, estimated: the timetable states a travel time, not an arrival time)');
    expect(event.description).toContain('Arrive at the port at least 2 hours before departure.');
    // One page states this sailing, another page another day: the file says it is unconfirmed, as the pages do.
    expect(event.description).toContain('Unconfirmed: the operator’s published pages list different sailings for this route');
    expect(event.description).toContain('Times are Philippine Standard Time (PST, UTC+8)');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-22T04:00:00Z');
  });

  it('the ferry: a reminder when it is time to be at the port (the arrive-by advice, policies.yaml), and when check-in closes', () => {
    const alarm = events[0]!.vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    const arrival = graph.policies.find((p) => p.topic === 'arrival_time')!;
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe(`-PT${arrival.values['hoursBeforeDeparture']}H`);
    expect(alarm.getFirstPropertyValue('description')).toBe(arrival.text);
    // Check-in closes 1 hour (policies.yaml) before the 8:00 PM departure.
    const checkIn = graph.policies.find((p) => p.topic === 'check_in_cutoff')!;
    expect(checkIn.values['hoursBeforeDeparture']).toBe(1);
    expect(events[0]!.event.description).toContain(`Check-in closes: Mon 23 Nov, 7:00 PM PST. ${checkIn.text}`);
  });

  it('a port with its own arrive-by rule ("2-3 hours" at Manila, arrival_time_manila): the reminder 3 h before, in its words', () => {
    const own = { ...graph.policies.find((p) => p.topic === 'arrival_time')!, id: 'arrival-manila', topic: 'arrival_time_manila',
      text: 'At Manila North Harbor, arrive 2-3 hours before departure.', values: { hoursBeforeDeparture: '2-3' } };
    const info = calendarInfo({ ...graph, policies: [...graph.policies, own] }, '/planner');
    expect(info.arriveBy.ports).toEqual({ manila: { minutesBefore: 180, text: own.text } });
    const ics = toICalendar(calendarFile({ kind: 'journey', journey }, info.places, info)!.events, { brand: graph.site.brand, name: 't', now });
    const [ferry, road] = parse(ics).events;
    expect(String(ferry!.vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger'))).toBe('-PT3H');
    expect(ferry!.event.description).toContain(own.text);
    expect(ferry!.event.description).not.toContain(graph.policies.find((p) => p.topic === 'arrival_time')!.text);
    expect(road!.vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('the road leg: leaves at the 05:00 opening of its stated hours after the 22:00 landing, no check-in reminder', () => {
    const { vevent, event } = events[1]!;
    expect(event.summary).toBe('By road Puerto Princesa → El Nido');
    expect(instant(event.startDate)).toBe(new Date('2026-11-25T05:00:00+08:00').toISOString());
    expect(instant(event.endDate)).toBe(new Date('2026-11-25T11:00:00+08:00').toISOString());
    expect(event.description).toContain('Departs: Wed 25 Nov, between 5:00 AM and 6:00 PM PST (no fixed departure time)');
    expect(event.description).toContain('Leg 2 of 2: Manila → Puerto Princesa → El Nido');
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('UIDs name the sailing and its Manila date, so the same sailing keeps its UID in every file', () => {
    expect(events.map((e) => e.event.uid)).toEqual([
      'manila-puerto-princesa.0.mon.2026-11-23@ferry.example',
      'puerto-princesa-el-nido-road.0.wed.2026-11-25@ferry.example',
    ]);
    expect(fileFor({ kind: 'journey', journey }).text).toBe(text);
  });
});

describe('one sailing as an .ics file', () => {
  it('a stated arrival is not marked estimated: Manila → Tagbilaran Mon 08:30 → Tue 16:00', () => {
    const sailing = nextSailings(index, { routeId: 'manila-tagbilaran', now, count: 1 }).sailings[0]!;
    const { file, text } = fileFor({ kind: 'sailing', sailing });
    const { event } = parse(text).events[0]!;
    expect(file.title).toBe('Ferry Manila → Tagbilaran City');
    expect(instant(event.startDate)).toBe(new Date('2026-11-23T08:30:00+08:00').toISOString());
    expect(instant(event.endDate)).toBe(new Date('2026-11-24T16:00:00+08:00').toISOString());
    expect(event.description).toContain('Arrives: Tue 24 Nov, 4:00 PM (+1 day)\n');
    expect(event.description).not.toContain('estimated');
  });

  it('no fixed time and no stated hours → an all-day event on its Manila date, never a computed time', () => {
    const untimed = queryIndexOf(makeGraph({
      ports: ['batangas', 'puerto-galera'],
      timetables: [{ id: 'batangas-puerto-galera', from: 'batangas', to: 'puerto-galera', rows: [{ days: 'Daily', dep: null, duration: { min: 60, max: 90 } }] }],
    }));
    // 23:30 on Sunday in Manila is already Monday in Kiritimati and still Sunday morning in Los Angeles.
    const late = manila('2026-11-22 23:30');
    const sailing = nextSailings(untimed, { from: 'batangas', to: 'puerto-galera', now: late, count: 1 }).sailings[0]!;
    const file = calendarFile({ kind: 'sailing', sailing }, { batangas: { name: 'Batangas Port', place: 'Batangas' } }, slice.calendar)!;
    const { event } = parse(toICalendar(file.events, { brand: 'x', name: file.title, now: late })).events[0]!;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-11-22');
    expect(event.endDate.toString()).toBe('2026-11-23');
    expect(event.description).toContain('Departs: Sun 22 Nov, any time during the day (no fixed departure time)');
  });
});

describe('data text that tries to break the file', () => {
  const INJECTED = 'Ferry\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:FERRY CANCELLED - call +63 917 for refund\r\nUID:x';
  const places = Object.fromEntries(Object.entries(slice.calendar.places).map(([id, p]) => [id, { name: `${p.name}; ${INJECTED}`, place: `${p.place}, \\ ${INJECTED}` }]));
  const info = {
    ...slice.calendar, host: 'ferry.example',
    arriveBy: { ...slice.calendar.arriveBy, general: slice.calendar.arriveBy.general && { ...slice.calendar.arriveBy.general, text: `Arrive early.\n${INJECTED}` } },
  };
  const file = calendarFile({ kind: 'journey', journey }, places, info)!;
  const text = toICalendar(file.events, { brand: `Ferry Ticket PH${INJECTED}`, name: `${file.title}\n${INJECTED}`, now });
  const { calendar, events } = parse(text);

  it('a line break in the brand, the file name, port names or a policy text → still one event per leg, no invented one', () => {
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.event.summary)).not.toContain('FERRY CANCELLED - call +63 917 for refund');
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('every text reads back exactly as the data wrote it (line breaks as \\n): PRODID, NAME, UID, SUMMARY, LOCATION, alarm', () => {
    expect(String(calendar.getFirstPropertyValue('prodid'))).toBe(`-//Ferry Ticket PH${INJECTED.replace(/\r\n/g, '\n')}//Timetable//EN`);
    // ical.js does not know NAME (RFC 7986) and X-WR-CALNAME, so it leaves their TEXT escapes: undone here.
    const unescape = (value: unknown) => String(value).replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
    const name = `${file.title}\n${INJECTED}`.replace(/\r\n/g, '\n');
    expect(unescape(calendar.getFirstPropertyValue('name'))).toBe(name);
    expect(unescape(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(name);
    expect(events.map((e) => e.event.uid)).toEqual(file.events.map((e) => e.uid));
    expect(events.map((e) => e.event.summary)).toEqual(file.events.map((e) => e.summary.replace(/\r\n/g, '\n')));
    expect(events[0]!.event.location).toBe(file.events[0]!.location.replace(/\r\n/g, '\n'));
    const alarm = events[0]!.vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('description')).toBe(`Arrive early.\n${INJECTED.replace(/\r\n/g, '\n')}`);
  });

  it('NUL, ESC and bidi controls (which RFC 5545 text may not hold) → removed from the file', () => {
    const dirty = toICalendar(file.events.map((e) => ({ ...e, summary: `A\u0000B\u001b[2K\u202eC` })), { brand: 'X\u0007', name: 'N', now });
    expect(dirty).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202e]/);
    expect(parse(dirty).events.map((e) => e.event.summary)).toEqual(['AB[2KC', 'AB[2KC']);
  });
});

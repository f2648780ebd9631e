/**
 * Calendar files of a sailing with an announced status, read back with an independent parser
 * (ical.js): a cancelled sailing's event keeps the UID of the event a traveller imported before (so a re-import
 * updates it, not doubles it), is STATUS:CANCELLED with a higher SEQUENCE and says why; a delayed sailing's event
 * moves to its new time under the same UID. Every instant is written with +08:00 (the suite runs in three zones).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { queryIndexOf } from '../../src/query/graph-index';
import { calendarFile } from '../../src/site/calendar/events';
import { toICalendar } from '../../src/site/calendar/ics';
import type { CalendarInfo } from '../../src/site/calendar/types';
import { liveSailings, type LiveSailing } from '../../src/status/live';
import { statusLookup } from '../../src/status/lookup';
import { makeGraph, manila } from '../query/builders';
import { makeStatus, statusFile } from '../support/status';

const route = { id: 'batangas-caticlan', from: 'batangas', to: 'caticlan' };
const index = queryIndexOf(makeGraph({
  ports: ['batangas', 'caticlan'],
  timetables: [{ ...route, rows: [{ days: 'Daily', dep: '23:30', duration: { min: 480, max: 540 } }] }],
}));
const info: CalendarInfo = {
  brand: 'Test Ferries', host: 'ferries.example', url: 'https://ferries.example/schedules',
  checkIn: { minutesBefore: 60, text: 'Check-in closes 1 hour before departure.' },
  arriveBy: { general: { minutesBefore: 120, text: 'Arrive at the port at least 2 hours before departure.' }, ports: {} },
  places: { batangas: { name: 'Batangas Port', place: 'Batangas' }, caticlan: { name: 'Caticlan Jetty Port', place: 'Caticlan' } },
  startsAt: {},
};
const now = manila('2026-11-24 15:40');

/** The Friday 23:30 sailing, with the status of `sailings` (none: as timetabled). */
function friday(...sailings: ReturnType<typeof makeStatus>[]): LiveSailing {
  const lookup = sailings.length ? statusLookup(statusFile(sailings), index) : null;
  return liveSailings(index, { routeId: route.id, now: manila('2026-11-27 12:00'), count: 1 }, lookup).sailings[0]!;
}

function ics(sailing: LiveSailing) {
  const file = calendarFile({ kind: 'sailing', sailing }, info.places, info)!;
  const text = toICalendar(file.events, { brand: info.brand, name: file.title, now });
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    text, fileName: file.fileName, uid: event.uid, summary: event.summary, description: event.description,
    status: vevent.getFirstPropertyValue('status'), sequence: Number(vevent.getFirstPropertyValue('sequence')),
    start: event.startDate.toJSDate().toISOString(), alarm: vevent.getFirstSubcomponent('valarm') !== null,
  };
}

describe('a sailing with an announced status as an .ics file', () => {
  const timetabled = ics(friday());

  it('as timetabled: no STATUS, SEQUENCE 0, the check-in reminder', () => {
    expect(timetabled).toMatchObject({ uid: 'batangas-caticlan.0.fri.2026-11-27@ferries.example', status: null, sequence: 0, alarm: true });
  });

  it('cancelled → the same UID, STATUS:CANCELLED, a higher SEQUENCE, no reminder, and why in its summary and note', () => {
    const cancelled = ics(friday(makeStatus(route, {
      date: '2026-11-27', dep: '23:30', state: 'cancelled', signal: 2, note: 'Sea travel is suspended.', source: 'Philippine Coast Guard',
    })));
    expect(cancelled.text).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelled).toMatchObject({
      uid: timetabled.uid, fileName: timetabled.fileName, status: 'CANCELLED', alarm: false, start: timetabled.start,
      summary: 'Cancelled: Ferry Batangas → Caticlan',
    });
    expect(cancelled.sequence).toBeGreaterThan(timetabled.sequence);
    expect(cancelled.description.split('\n').slice(0, 3)).toEqual([
      'CANCELLED (Tropical Cyclone Wind Signal No. 2): the Fri 27 Nov, 11:30 PM PST sailing does not leave.',
      'Sea travel is suspended.',
      'Source: Philippine Coast Guard, Tue 24 Nov, 3:40 PM PST.',
    ]);
  });

  it('a later announcement about the same sailing → a higher SEQUENCE again, so it replaces the earlier file', () => {
    const first = ics(friday(makeStatus(route, { date: '2026-11-27', dep: '23:30', state: 'cancelled', statedAt: '2026-11-24T15:40:00+08:00' })));
    const second = ics(friday(makeStatus(route, { date: '2026-11-27', dep: '23:30', state: 'on-time', statedAt: '2026-11-25T09:00:00+08:00' })));
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(second.status).toBeNull();
  });

  it('delayed past midnight → the same UID (the timetabled date), the new start, and the delay in its note', () => {
    const delayed = ics(friday(makeStatus(route, { date: '2026-11-27', dep: '23:30', state: 'delayed', departs: '2026-11-28T01:30:00+08:00', reason: 'technical' })));
    expect(delayed).toMatchObject({ uid: timetabled.uid, status: null, start: new Date('2026-11-28T01:30:00+08:00').toISOString(), summary: 'Delayed: Ferry Batangas → Caticlan' });
    expect(delayed.description).toContain('DELAYED (a technical problem): Fri 27 Nov, 11:30 PM → now Sat 28 Nov, 1:30 AM PST (2 h later).');
  });
});

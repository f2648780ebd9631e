/**
 * Calendar events → an iCalendar file (RFC 5545) with ical-generator: every time in UTC ("…Z"), so the instants
 * are the same whatever zone the traveller's device or calendar is in, and all-day events as DATE values of their
 * Manila date. DTSTAMP is the caller's `now`; nothing here reads the clock.
 */
import ical, { ICalAlarmType } from 'ical-generator';
import { epochDayOf, MS_PER_MINUTE, type IsoDay } from '../../graph/time';
import type { CalendarEvent, EventTime } from './events';

const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

/** An all-day date as the UTC midnight the writer reads its day from (it formats dates with UTC getters). */
const utcDay = (date: IsoDay, plusDays = 0): Date => new Date((epochDayOf(date) + plusDays) * MS_PER_DAY);

function dateOf(time: EventTime, plusDays = 0): Date {
  return 'instant' in time ? new Date(time.instant) : utcDay(time.date, plusDays);
}

export function toICalendar(events: readonly CalendarEvent[], file: { brand: string; name: string; now: Date }): string {
  const calendar = ical({ prodId: { company: file.brand, product: 'Timetable', language: 'EN' }, name: file.name });
  for (const e of events) {
    const allDay = !('instant' in e.start);
    calendar.createEvent({
      id: e.uid,
      stamp: file.now,
      start: dateOf(e.start),
      // DTEND of an all-day event is exclusive: the next day.
      end: dateOf(e.end, allDay ? 1 : 0),
      allDay,
      summary: e.summary,
      location: e.location,
      description: e.description,
      alarms: e.alarm ? [{ type: ICalAlarmType.display, trigger: e.alarm.minutesBefore * 60, description: e.alarm.text }] : [],
    });
  }
  return calendar.toString();
}

/**
 * A sailing or a planned journey as calendar events, one per leg: real instants (epoch ms, written in UTC), the
 * departure port as the location, the arrival marked estimated where the timetable states only a travel time, a
 * reminder when check-in closes, and the policies' arrive-early advice in the note. A trip with no fixed departure
 * time and no stated hours is an all-day event on its Manila date — never an invented time.
 *
 * Pure and deterministic: no clock (the file's DTSTAMP is the caller's `now`, see ics.ts), and each event's UID is
 * made of the trip and its Manila date, so the same sailing has the same UID in every file and a calendar app that
 * imports it twice updates it instead of doubling it.
 */
import {
  formatDurationRange, formatIsoDay, formatMoment, formatTime12, ZONE_LABEL, ZONE_NAME, type IsoDay,
  type ManilaMoment,
} from '../../graph/time';
import type { Journey, JourneyLeg } from '../../query/connections';
import type { Sailing } from '../../query/next-sailings';
import { sailingArrival, sailingDeparture } from '../format/arrival';
import { legArrival, legDeparture } from '../planner/leg-text';
import type { CalendarInfo, CalendarPlaces, CalendarSubject } from './types';

export type EventTime = { instant: number } | { date: IsoDay };

export interface CalendarEvent {
  uid: string;
  summary: string;
  location: string;
  start: EventTime;
  /** Timed: the latest arrival; all-day: the same date (the writer makes it exclusive). */
  end: EventTime;
  description: string;
  /** A reminder this long before the start (check-in closing); null for none. */
  alarm: { minutesBefore: number; text: string } | null;
}

export interface CalendarFile {
  /** "Ferry Manila → Puerto Princesa" or "Manila → El Nido". */
  title: string;
  /** "ferry-manila-puerto-princesa-2026-11-23.ics" */
  fileName: string;
  events: CalendarEvent[];
}

const MODE_WORD: Record<Sailing['mode'], string> = { ferry: 'Ferry', road: 'By road', 'bus-and-ferry': 'Bus and ferry' };
const ZONE_NOTE = `Times are ${ZONE_NAME} (${ZONE_LABEL}, UTC+8). Timetables can change with weather and operations: check before you travel.`;
const ESTIMATED = 'estimated: the timetable states a travel time, not an arrival time';

const place = (places: CalendarPlaces, id: string): string => places[id]?.place ?? id;
const portName = (places: CalendarPlaces, id: string): string => places[id]?.name ?? id;
const at = (moment: ManilaMoment): string => `${formatMoment(moment)} ${ZONE_LABEL}`;

function slug(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9.]+/g, '-').replace(/^-+|-+$/g, '');
}

function uidOf(tripId: string, date: IsoDay, info: CalendarInfo): string {
  return `${slug(tripId)}.${date}@${info.host}`;
}

/** The reminder and the advice: for a sea leg with a fixed departure (check-in is for sailings). */
function atThePort(mode: Sailing['mode'], timed: boolean, info: CalendarInfo): { alarm: CalendarEvent['alarm']; lines: string[] } {
  if (mode === 'road' || !timed) return { alarm: null, lines: [] };
  return { alarm: info.checkIn, lines: [...(info.checkIn ? [info.checkIn.text] : []), ...info.advice] };
}

/** An unconfirmed sailing says so in its note, as every page marks it (components/Fact.tsx). */
const UNCONFIRMED = 'Unconfirmed: the operator’s published pages list different sailings for this route; check the day at the ticket office before you travel.';

function note(lines: readonly (string | null)[], info: CalendarInfo): string {
  return [...lines.filter((l): l is string => l !== null), ZONE_NOTE, info.url].join('\n');
}

/** The events of one sailing (a timetable's next sailing). */
function sailingFile(sailing: Sailing, places: CalendarPlaces, info: CalendarInfo): CalendarFile {
  const title = `${MODE_WORD[sailing.mode]} ${place(places, sailing.from)} → ${place(places, sailing.to)}`;
  const route = `${portName(places, sailing.from)} → ${portName(places, sailing.to)}`;
  const { alarm, lines } = atThePort(sailing.mode, sailing.departure !== null, info);
  const uid = uidOf(sailing.tripId, sailing.date, info);
  const fileName = `${slug(title)}-${sailing.date}.ics`;
  const location = info.startsAt[sailing.timetableId] ?? portName(places, sailing.from);
  if (!sailing.departure || !sailing.arrival) {
    const hours = sailing.window
      ? `${formatIsoDay(sailing.date)}, between ${formatTime12(sailing.window.min)} and ${formatTime12(sailing.window.max)} ${ZONE_LABEL}`
      : `${formatIsoDay(sailing.date)}, any time during the day`;
    const description = note([
      route, `Departs: ${hours} (no fixed departure time)`, `Travel time: ${formatDurationRange(sailing.durationMinutes)}`,
    ], info);
    return { title, fileName, events: [{ uid, summary: title, location, start: { date: sailing.date }, end: { date: sailing.date }, description, alarm: null }] };
  }
  const depMs = Date.parse(sailing.departure.iso);
  const arrives = arrivalWords(sailingArrival(sailing)!.replace(/^arrives /, ''), sailing.arrivalEstimated);
  const description = note([
    route, `Departs: ${sailingDeparture(sailing.departure)}`, `Arrives: ${arrives}`, sailing.confirmed ? null : UNCONFIRMED, ...lines,
  ], info);
  return {
    title, fileName,
    events: [{ uid, summary: title, location, start: { instant: depMs }, end: { instant: Date.parse(sailing.arrival.iso) }, description, alarm }],
  };
}

/** The arrival as every page says it (../format/arrival.ts), and why it is estimated when it is. */
function arrivalWords(text: string, estimated: boolean): string {
  if (!estimated) return text;
  return text.includes('estimated)') ? text.replace('estimated)', `${ESTIMATED})`) : `${text} (${ESTIMATED})`;
}

function legEvent(leg: JourneyLeg, i: number, journey: Journey, places: CalendarPlaces, info: CalendarInfo): CalendarEvent {
  const summary = `${MODE_WORD[leg.mode]} ${place(places, leg.from)} → ${place(places, leg.to)}`;
  const departure = leg.departure.moment!;
  const { alarm, lines } = atThePort(leg.mode, leg.departureTimed, info);
  const arrives = arrivalWords(legArrival(leg), leg.arrivalEstimated);
  const description = note([
    `${portName(places, leg.from)} → ${portName(places, leg.to)}`,
    `Departs: ${legDeparture(leg)}`,
    `Arrives: ${arrives}`,
    journey.legs.length > 1 ? `Leg ${i + 1} of ${journey.legs.length}: ${journey.ports.map((p) => place(places, p)).join(' → ')}` : null,
    leg.confirmed ? null : UNCONFIRMED,
    ...lines,
  ], info);
  const base = {
    uid: uidOf(leg.tripId, departure.date, info), summary, location: info.startsAt[leg.timetableId] ?? portName(places, leg.from), description, alarm,
  };
  // No fixed time and no stated hours: the day is all the data knows.
  if (!leg.departureTimed && leg.hours === null) return { ...base, start: { date: departure.date }, end: { date: departure.date } };
  return { ...base, start: { instant: Date.parse(departure.iso) }, end: { instant: Date.parse(leg.arrival.moment!.iso) } };
}

function journeyFile(journey: Journey, places: CalendarPlaces, info: CalendarInfo): CalendarFile {
  const from = place(places, journey.ports[0]!);
  const to = place(places, journey.ports.at(-1)!);
  const title = journey.legs.length === 1 ? `${MODE_WORD[journey.legs[0]!.mode]} ${from} → ${to}` : `${from} → ${to}`;
  const date = journey.departure.moment!.date;
  return {
    title,
    fileName: `${slug(journey.legs.length === 1 ? title : `journey ${title}`)}-${date}.ics`,
    events: journey.legs.map((leg, i) => legEvent(leg, i, journey, places, info)),
  };
}

/** The calendar file for a sailing or a journey. A journey in a week without dates has no instants: null. */
export function calendarFile(subject: CalendarSubject, places: CalendarPlaces, info: CalendarInfo): CalendarFile | null {
  if (subject.kind === 'sailing') return sailingFile(subject.sailing, places, info);
  const { journey } = subject;
  if (journey.legs.some((l) => !l.departure.moment || !l.arrival.moment)) return null;
  return journeyFile(journey, places, info);
}

/**
 * A sailing or a planned journey as calendar events, one per leg: real instants (epoch ms, written in UTC), the
 * departure port as the location, the arrival marked estimated where the timetable states only a travel time, a
 * reminder when it is time to be at the port (that port's arrive-by advice) and, in the note, the advice and when
 * check-in closes. A trip with no fixed departure
 * time and no stated hours is an all-day event on its Manila date — never an invented time.
 *
 * Pure and deterministic: no clock (the file's DTSTAMP is the caller's `now`, see ics.ts), and each event's UID is
 * made of the trip and its Manila date, so the same sailing has the same UID in every file and a calendar app that
 * imports it twice updates it instead of doubling it.
 */
import {
  formatDurationRange, formatIsoDay, formatMoment, formatTime12, manilaDayStartMs, manilaMoment, MS_PER_MINUTE, ZONE_LABEL, ZONE_NAME, type IsoDay,
  type ManilaMoment,
} from '../../time';
import type { SailingStatus } from '../../graph/types';
import type { Journey, JourneyLeg } from '../../query/connections';
import type { Sailing } from '../../query/next-sailings';
import { delayText, reasonText, sailingText, sourceText } from '../../status/words';
import { sailingArrival, sailingDeparture } from '../format/arrival';
import { legArrival, legDeparture } from '../planner/leg-text';
import type { CalendarInfo, CalendarPlaces, CalendarSubject } from './types';
import { MODE_LABEL } from '../../vocabulary';

export type EventTime = { instant: number } | { date: IsoDay };

export interface CalendarEvent {
  uid: string;
  /**
   * RFC 5545 SEQUENCE: 0 for the timetabled sailing, and for one with an announced status the minutes from 2000 to
   * when it was announced — always higher than the file a traveller imported before, and higher again for each later
   * announcement, so a calendar that imports the new file replaces the old event (same UID) instead of keeping it.
   */
  sequence: number;
  /** CANCELLED for a cancelled sailing (the event stays, marked, so a re-import cancels it); null otherwise. */
  status: 'CANCELLED' | null;
  summary: string;
  location: string;
  start: EventTime;
  /** Timed: the latest arrival; all-day: the same date (the writer makes it exclusive). */
  end: EventTime;
  description: string;
  /** A reminder this long before the start (the port's arrive-by advice); null for none. */
  alarm: { minutesBefore: number; text: string } | null;
}

export interface CalendarFile {
  /** "Ferry Manila → Puerto Princesa" or "Manila → El Nido". */
  title: string;
  /** "ferry-manila-puerto-princesa-2026-11-23.ics" */
  fileName: string;
  events: CalendarEvent[];
}

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

const SEQUENCE_EPOCH_MS = manilaDayStartMs('2000-01-01');

/** The event's SEQUENCE and STATUS for a sailing's announced status (CalendarEvent.sequence). */
function statusFields(status: SailingStatus | null | undefined): Pick<CalendarEvent, 'sequence' | 'status'> {
  if (!status) return { sequence: 0, status: null };
  return {
    sequence: Math.max(1, Math.floor((Date.parse(status.statedAt) - SEQUENCE_EPOCH_MS) / 60_000)),
    status: status.state === 'cancelled' ? 'CANCELLED' : null,
  };
}

/** What the note says of an announced status: "CANCELLED (Tropical Cyclone Wind Signal No. 2). Source: …". */
function statusLines(status: SailingStatus | null | undefined): string[] {
  if (!status) return [];
  const reason = reasonText(status);
  const why = reason ? ` (${reason})` : '';
  const head = {
    cancelled: `CANCELLED${why}: the ${sailingText(status)} sailing does not leave.`,
    delayed: `DELAYED${why}: ${delayText(status)}.`,
    'on-time': `On time: the ${sailingText(status)} sailing leaves as timetabled.`,
    extra: `Extra sailing${why}: not in the weekly timetable.`,
  }[status.state];
  return [head, ...(status.note ? [status.note] : []), `${sourceText(status)}.`];
}

/** "Cancelled: Ferry Batangas → Caticlan" — a calendar that ignores STATUS still says it. */
function summaryOf(title: string, status: SailingStatus | null | undefined): string {
  if (status?.state === 'cancelled') return `Cancelled: ${title}`;
  if (status?.state === 'delayed') return `Delayed: ${title}`;
  return title;
}

/**
 * At the port, for a sea leg with a fixed departure (check-in is for sailings): a reminder when it is time to be there
 * — the arrive-by advice of the port it leaves from (its own rule, else the general one: "2-3 hours" reminds 3 h
 * before) —, those words, and when check-in closes for this departure. A cancelled sailing has nothing to remind of.
 */
function atThePort(mode: Sailing['mode'], departure: ManilaMoment | null, port: string, info: CalendarInfo, status: SailingStatus | null) {
  if (mode === 'road' || !departure || status?.state === 'cancelled') return { alarm: null, lines: [] };
  const arrive = info.arriveBy.ports[port] ?? info.arriveBy.general;
  const closes = info.checkIn
    ? `Check-in closes: ${at(manilaMoment(Date.parse(departure.iso) - info.checkIn.minutesBefore * MS_PER_MINUTE))}. ${info.checkIn.text}` : null;
  return { alarm: arrive, lines: [...(arrive ? [arrive.text] : []), ...(closes ? [closes] : [])] };
}

/** An unconfirmed sailing says so in its note, as every page marks it (components/Fact.tsx). */
const UNCONFIRMED = 'Unconfirmed: the operator’s published pages list different sailings for this route; check the day at the ticket office before you travel.';
/**
 * A sailing at one of several times: the event starts at the first (be at the port by then) and ends at the latest
 * arrival, and its note says so.
 */
const UNCONFIRMED_TIME = 'Unconfirmed time: the operator gives this sailing several times and does not say which runs on which day; check the time at the ticket office before you travel.';

function note(lines: readonly (string | null)[], info: CalendarInfo): string {
  return [...lines.filter((l): l is string => l !== null), ZONE_NOTE, info.url].join('\n');
}

/** The events of one sailing (a timetable's next sailing), with its announced status when it has one. */
function sailingFile(sailing: Sailing & { status?: SailingStatus | null }, places: CalendarPlaces, info: CalendarInfo): CalendarFile {
  const title = `${MODE_LABEL[sailing.mode]} ${place(places, sailing.from)} → ${place(places, sailing.to)}`;
  const route = `${portName(places, sailing.from)} → ${portName(places, sailing.to)}`;
  const status = sailing.status ?? null;
  const { alarm, lines } = atThePort(sailing.mode, sailing.departure, sailing.from, info, status);
  // The timetabled date: a sailing delayed past midnight is still the same event.
  const uid = uidOf(sailing.tripId, status?.date ?? sailing.date, info);
  const fileName = `${slug(title)}-${status?.date ?? sailing.date}.ics`;
  const location = info.startsAt[sailing.routeId] ?? portName(places, sailing.from);
  const summary = summaryOf(title, status);
  const announced = statusFields(status);
  if (!sailing.departure || !sailing.arrival) {
    const hours = sailing.window
      ? `${formatIsoDay(sailing.date)}, between ${formatTime12(sailing.window.min)} and ${formatTime12(sailing.window.max)} ${ZONE_LABEL}`
      : `${formatIsoDay(sailing.date)}, any time during the day`;
    const description = note([
      route, `Departs: ${hours} (no fixed departure time)`, `Travel time: ${formatDurationRange(sailing.durationMinutes)}`,
    ], info);
    return { title, fileName, events: [{ uid, ...announced, summary, location, start: { date: sailing.date }, end: { date: sailing.date }, description, alarm: null }] };
  }
  const depMs = Date.parse(sailing.departure.iso);
  const arrives = arrivalWords(sailingArrival(sailing)!.replace(/^arrives /, ''), sailing.arrivalEstimated);
  const description = note([
    ...statusLines(status), route, `Departs: ${sailingDeparture(sailing.departure, sailing.departureOptions)}`, `Arrives: ${arrives}`,
    sailing.confirmed ? null : UNCONFIRMED, sailing.departureOptions ? UNCONFIRMED_TIME : null, ...lines,
  ], info);
  return {
    title, fileName,
    events: [{ uid, ...announced, summary, location, start: { instant: depMs }, end: { instant: Date.parse(sailing.arrival.iso) }, description, alarm }],
  };
}

/** The arrival as every page says it (../format/arrival.ts), and why it is estimated when it is. */
function arrivalWords(text: string, estimated: boolean): string {
  if (!estimated) return text;
  return text.includes('estimated)') ? text.replace('estimated)', `${ESTIMATED})`) : `${text} (${ESTIMATED})`;
}

function legEvent(leg: JourneyLeg, i: number, journey: Journey, places: CalendarPlaces, info: CalendarInfo, status: SailingStatus | null): CalendarEvent {
  const summary = summaryOf(`${MODE_LABEL[leg.mode]} ${place(places, leg.from)} → ${place(places, leg.to)}`, status);
  const departure = leg.departure.moment!;
  const { alarm, lines } = atThePort(leg.mode, leg.departureTimed ? departure : null, leg.from, info, status);
  const arrives = arrivalWords(legArrival(leg), leg.arrivalEstimated);
  const description = note([
    ...statusLines(status),
    `${portName(places, leg.from)} → ${portName(places, leg.to)}`,
    `Departs: ${legDeparture(leg)}`,
    `Arrives: ${arrives}`,
    journey.legs.length > 1 ? `Leg ${i + 1} of ${journey.legs.length}: ${journey.ports.map((p) => place(places, p)).join(' → ')}` : null,
    leg.confirmed ? null : UNCONFIRMED,
    leg.departureOptions ? UNCONFIRMED_TIME : null,
    ...lines,
  ], info);
  const base = {
    uid: uidOf(leg.tripId, status?.date ?? departure.date, info), ...statusFields(status), summary,
    location: info.startsAt[leg.routeId] ?? portName(places, leg.from), description, alarm,
  };
  // No fixed time and no stated hours: the day is all the data knows.
  if (!leg.departureTimed && leg.hours === null) return { ...base, start: { date: departure.date }, end: { date: departure.date } };
  return { ...base, start: { instant: Date.parse(departure.iso) }, end: { instant: Date.parse(leg.arrival.moment!.iso) } };
}

function journeyFile(journey: Journey, places: CalendarPlaces, info: CalendarInfo, legStatus: readonly (SailingStatus | null)[]): CalendarFile {
  const from = place(places, journey.ports[0]!);
  const to = place(places, journey.ports.at(-1)!);
  const title = journey.legs.length === 1 ? `${MODE_LABEL[journey.legs[0]!.mode]} ${from} → ${to}` : `${from} → ${to}`;
  const date = journey.departure.moment!.date;
  return {
    title,
    fileName: `${slug(journey.legs.length === 1 ? title : `journey ${title}`)}-${date}.ics`,
    events: journey.legs.map((leg, i) => legEvent(leg, i, journey, places, info, legStatus[i] ?? null)),
  };
}

/** The calendar file for a sailing or a journey. A journey in a week without dates has no instants: null. */
export function calendarFile(subject: CalendarSubject, places: CalendarPlaces, info: CalendarInfo): CalendarFile | null {
  if (subject.kind === 'sailing') return sailingFile(subject.sailing, places, info);
  const { journey } = subject;
  if (journey.legs.some((l) => !l.departure.moment || !l.arrival.moment)) return null;
  return journeyFile(journey, places, info, subject.legStatus ?? []);
}

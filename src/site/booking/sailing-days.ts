/**
 * What the booking panel knows of the timetable: once From and To name a route, which weekdays it
 * sails (the calendar marks them), whether the chosen day has a sailing, and whether a return leaves before the
 * outbound sailing arrives. From the same route facts as /schedules (the page's loader packs them, BookTicketsPage
 * .server.ts). Notes, never blocks: the booking site may sell other operators' sailings. Pure; dates are Manila
 * calendar days (dates.ts).
 */
import { addDays, epochDayOf, formatIsoDay, manilaDay, weekdayAt, WEEKDAY_NAMES, type IsoDay, type Weekday } from '../../time';

/** A route as the panel needs it: its ports, labels, and each sailing's weekday and arrival day offset. */
export interface PanelRoute {
  from: string;
  to: string;
  /** false: a fare is published but no days (Odiongan → Caticlan). */
  daysPublished: boolean;
  /** One per sailing: its departure weekday and how many days later it arrives (at the longest travel time). */
  sailings: { day: Weekday; arrivalDays: number }[];
}

export interface PanelTimetable {
  /** Place name (as the panel's suggestions spell it, lower case) → port id. */
  ports: Record<string, string>;
  /** Port id → the label pages show ("Coron Port"). */
  labels: Record<string, string>;
  routes: PanelRoute[];
}

/** What the panel knows about a trip between the two places typed. */
export type TripAnswer =
  | { kind: 'unknown' }
  | { kind: 'not-published'; from: string; to: string }
  | { kind: 'days-not-published'; route: PanelRoute }
  | { kind: 'route'; route: PanelRoute; days: Weekday[] };

/** The port a typed place name stands for, by the suggestion list's names (case and spacing do not matter). */
function portOf(data: PanelTimetable, place: string): string | null {
  return data.ports[place.trim().replace(/\s+/g, ' ').toLowerCase()] ?? null;
}

export function tripAnswer(data: PanelTimetable, fromText: string, toText: string): TripAnswer {
  const from = portOf(data, fromText);
  const to = portOf(data, toText);
  if (!from || !to || from === to) return { kind: 'unknown' };
  const route = data.routes.find((r) => r.from === from && r.to === to);
  if (!route) return { kind: 'not-published', from, to };
  if (!route.daysPublished) return { kind: 'days-not-published', route };
  const days = [...new Set(route.sailings.map((s) => s.day))];
  return { kind: 'route', route, days: WEEKDAY_ORDER.filter((d) => days.includes(d)) };
}

const WEEKDAY_ORDER: readonly Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday of a Manila calendar day. */
export function weekdayOf(day: IsoDay): Weekday {
  return manilaDay(epochDayOf(day)).weekday;
}

/** "daily", "on Thursdays", "on Tuesdays and Fridays", "on Mondays, Wednesdays and Fridays". */
export function sailingDaysPhrase(days: readonly Weekday[]): string {
  if (days.length === 7) return 'daily';
  const names = days.map((d) => `${WEEKDAY_NAMES[d]}s`);
  return `on ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`;
}

/** The route's name in a sentence: "Coron → Manila" (port labels). */
export function routeWords(data: PanelTimetable, from: string, to: string): string {
  return `${data.labels[from] ?? from} → ${data.labels[to] ?? to}`;
}

/** "No Coron Port → Manila North Harbor sailing on Sat 5 Dec; sailings on Thursdays", or null when the day has one. */
export function dayNote(data: PanelTimetable, answer: TripAnswer, day: IsoDay | undefined, today?: IsoDay): string | null {
  if (answer.kind !== 'route' || !day) return null;
  if (answer.days.includes(weekdayOf(day))) return null;
  return `No ${routeWords(data, answer.route.from, answer.route.to)} sailing on ${formatIsoDay(day, today)}; sailings ${sailingDaysPhrase(answer.days)}.`;
}

/**
 * The day the outbound sailing of `departure` arrives (at the longest travel time), or null when the route does not
 * sail that day. Several sailings that day: the latest arrival, the one a return must not precede.
 */
function arrivalDay(answer: TripAnswer, departure: IsoDay): IsoDay | null {
  if (answer.kind !== 'route') return null;
  const weekday = weekdayOf(departure);
  const offsets = answer.route.sailings.filter((s) => s.day === weekday).map((s) => s.arrivalDays);
  return offsets.length === 0 ? null : addDays(departure, Math.max(...offsets));
}

/** "The Manila → Coron sailing of Tue 1 Dec arrives Wed 2 Dec: a return on Tue 1 Dec would leave before you arrive." */
export function returnNote(data: PanelTimetable, outbound: TripAnswer, departure: IsoDay | undefined, ret: IsoDay | undefined, today?: IsoDay): string | null {
  if (!departure || !ret || outbound.kind !== 'route') return null;
  const arrives = arrivalDay(outbound, departure);
  if (!arrives || ret >= arrives) return null;
  return `The ${routeWords(data, outbound.route.from, outbound.route.to)} sailing of ${formatIsoDay(departure, today)} arrives ${formatIsoDay(arrives, today)}: a return on ${formatIsoDay(ret, today)} would leave before you arrive.`;
}

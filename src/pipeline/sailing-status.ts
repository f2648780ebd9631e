/**
 * data/status.yaml into the graph (src/graph/types.ts SailingStatus): each entry's route named by its route id (the
 * data may name any timetable that states the route), its ports and mode from the route, its instants written one
 * way ("2026-11-28T01:30:00+08:00"), and its travel time — the timetabled trip's, or for an extra sailing the span
 * of the route's travel time. A sailing at one of several times ("12:30 AM or 11:30 PM") may be named by any of
 * them; the graph names it by its first, as the trip and every page do. Entries the checks refuse (an unknown route, a sailing that does not exist) are built
 * as far as they can be; the checks say what is wrong, and a graph with errors is never written.
 */
import { figureValues } from '../graph/figure';
import { formatTime24, manilaMoment } from '../graph/time';
import { tripOnDate } from '../graph/dated-sailing';
import type { MinuteRange, SailingStatus, Timetable } from '../graph/types';
import type { StatusData } from '../schema/collections';

type Entry = StatusData['sailings'][number];

/** An instant of the data ("2026-11-28T01:30+08:00") as the graph writes every instant. */
export const normalInstant = (instant: string): string => manilaMoment(Date.parse(instant)).iso;

function travelSpan(route: Timetable): MinuteRange | null {
  if (!route.travelTime) return null;
  const values = figureValues(route.travelTime);
  return { min: Math.min(...values.map((v) => v.min)), max: Math.max(...values.map((v) => v.max)) };
}

export function sailingStatus(entries: readonly Entry[], route: (id: string) => Timetable | null): SailingStatus[] {
  return entries.map((entry): SailingStatus => {
    const timetable = route(entry.route);
    const trip = timetable && entry.state !== 'extra' ? tripOnDate(timetable.trips, entry.date, entry.dep) : null;
    return {
      route: timetable?.id ?? entry.route,
      from: timetable?.from ?? '',
      to: timetable?.to ?? '',
      mode: timetable?.mode ?? 'ferry',
      date: entry.date,
      dep: trip?.depOptions ? formatTime24(trip.depMinute!) : entry.dep,
      state: entry.state,
      departs: entry.departs === undefined ? null : normalInstant(entry.departs),
      reason: entry.reason ?? null,
      signal: entry.signal ?? null,
      note: entry.note ?? null,
      source: entry.source,
      statedAt: normalInstant(entry.statedAt),
      durationMinutes: trip ? trip.durationMinutes : timetable && entry.state === 'extra' ? travelSpan(timetable) : null,
    };
  }).sort(compareStatus);
}

/** By date, departure and route: the order status.json and the trip updates list them in. */
export function compareStatus(a: Pick<SailingStatus, 'date' | 'dep' | 'route'>, b: Pick<SailingStatus, 'date' | 'dep' | 'route'>): number {
  const key = (s: typeof a) => `${s.date} ${s.dep} ${s.route}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

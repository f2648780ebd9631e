/**
 * data/status.yaml into the graph (src/graph/types.ts SailingStatus, Suspension): each sailing entry's route named by
 * its route id (the data may name any timetable that states the route), its ports and mode from the route, its
 * instants written one way ("2026-11-28T01:30:00+08:00"), and its travel time — the timetabled trip's, or for an
 * extra sailing the span of the route's travel time. A sailing at one of several times ("12:30 AM or 11:30 PM") may
 * be named by any of them; the graph names it by its first, as the trip and every page do. Each suspension then
 * cancels every sailing it covers (graph/suspension.ts), one cancelled entry per sailing naming the suspension, unless
 * the sailing has an entry of its own (a sailing allowed to leave is "on time"); so status.json and the trip updates
 * carry ordinary cancelled sailings, and no reader applies a suspension itself. Entries the checks refuse (an unknown
 * route, a sailing that does not exist) are built as far as they can be; the checks say what is wrong, and a graph
 * with errors is never written.
 */
import { datedSailingKey, tripOnDate } from '../graph/dated-sailing';
import { tripsOf } from '../graph/trips';
import { figureValues } from '../graph/figure';
import { coveredSailings, inScope } from '../graph/suspension';
import { suspensionText } from '../status/suspension-words';
import { formatTime24, manilaMoment } from '../time';
import type { MinuteRange, SailingStatus, Suspension, Route } from '../graph/types';
import type { StatusData } from '../schema/collections';

type Entry = StatusData['sailings'][number];
type SuspensionEntry = StatusData['suspensions'][number];

/** An instant of the data ("2026-11-28T01:30+08:00") as the graph writes every instant. */
const normalInstant = (instant: string): string => manilaMoment(Date.parse(instant)).iso;

function travelSpan(route: Route): MinuteRange | null {
  if (!route.travelTime) return null;
  const values = figureValues(route.travelTime);
  return { min: Math.min(...values.map((v) => v.min)), max: Math.max(...values.map((v) => v.max)) };
}

/** Each sailing's own entry. */
function ownStatus(entries: readonly Entry[], route: (id: string) => Route | null): SailingStatus[] {
  return entries.map((entry): SailingStatus => {
    const timetable = route(entry.route);
    const dep = entry.dep ?? null;
    const trip = timetable && entry.state !== 'extra' ? tripOnDate(tripsOf(timetable), entry.date, dep) : null;
    return {
      route: timetable?.id ?? entry.route,
      from: timetable?.from ?? '',
      to: timetable?.to ?? '',
      mode: timetable?.mode ?? 'ferry',
      date: entry.date,
      dep: trip?.depOptions ? formatTime24(trip.depMinute!) : dep,
      state: entry.state,
      departs: entry.departs === undefined ? null : normalInstant(entry.departs),
      reason: entry.reason ?? null,
      signal: entry.signal ?? null,
      note: entry.note ?? null,
      source: entry.source,
      statedAt: normalInstant(entry.statedAt),
      durationMinutes: trip ? trip.durationMinutes : timetable && entry.state === 'extra' ? travelSpan(timetable) : null,
      suspension: null,
    };
  });
}

/**
 * The suspensions as the graph names them, by start then id. `routeOf` names a route by its id whatever timetable id
 * the data used; `portLabel` gives the label every page shows.
 */
export function suspensionsOf(
  entries: readonly SuspensionEntry[], routeOf: (id: string) => Route | null, portLabel: (id: string) => string,
): Suspension[] {
  return entries.map((entry): Suspension => {
    const scope = entry.network ? 'network' : entry.routes ? 'routes' : 'ports';
    const routes = (entry.routes ?? []).map((id) => routeOf(id));
    const ids = scope === 'network' ? [] : scope === 'routes' ? routes.map((r, i) => r?.id ?? entry.routes![i]!) : [...(entry.ports ?? [])];
    const labels = scope === 'ports' ? ids.map(portLabel)
      : routes.map((r, i) => (r ? `${portLabel(r.from)} → ${portLabel(r.to)}` : ids[i]!));
    const said = {
      id: entry.id, scope, ids, labels, from: normalInstant(entry.from), until: normalInstant(entry.until),
      reason: entry.reason, signal: entry.signal ?? null, note: entry.note ?? null, source: entry.source,
      statedAt: normalInstant(entry.statedAt),
    } as const;
    return { ...said, text: suspensionText(said) };
  }).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The cancelled sailings each suspension covers that have no entry of their own (an earlier suspension wins). */
function suspendedStatus(suspensions: readonly Suspension[], routes: readonly Route[], own: readonly SailingStatus[]): SailingStatus[] {
  const taken = new Set(own.map((s) => datedSailingKey(s.route, s.date, s.dep)));
  const out: SailingStatus[] = [];
  for (const suspension of suspensions) {
    for (const route of routes) {
      if (!inScope(suspension, route)) continue;
      for (const { date, dep, trip } of coveredSailings(route, suspension)) {
        const key = datedSailingKey(route.id, date, dep);
        if (taken.has(key)) continue;
        taken.add(key);
        out.push({
          route: route.id, from: route.from, to: route.to, mode: route.mode, date, dep, state: 'cancelled', departs: null,
          reason: suspension.reason, signal: suspension.signal, note: suspension.note, source: suspension.source,
          statedAt: suspension.statedAt, durationMinutes: trip.durationMinutes, suspension: suspension.id,
        });
      }
    }
  }
  return out;
}

/** Every status of the graph: the sailings' own entries and the sailings the suspensions cancel, in file order. */
export function sailingStatus(
  entries: readonly Entry[], route: (id: string) => Route | null, suspensions: readonly Suspension[] = [], routes: readonly Route[] = [],
): SailingStatus[] {
  const own = ownStatus(entries, route);
  return [...own, ...suspendedStatus(suspensions, routes, own)].sort(compareStatus);
}

/** By date, departure (a day's untimed crossings first) and route: the order status.json and the trip updates list them in. */
function compareStatus(a: Pick<SailingStatus, 'date' | 'dep' | 'route'>, b: Pick<SailingStatus, 'date' | 'dep' | 'route'>): number {
  const key = (s: typeof a) => `${s.date} ${s.dep ?? ''} ${s.route}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

/**
 * Tiny graph builders for the query tests. They build timetable rows the way the graph contract (src/graph/types.ts)
 * describes — times in minutes, durations derived from a stated arrival — from specs that read like the YAML a
 * maintainer writes, without running the pipeline; graph/trips.ts derives the trips from them as for the real graph.
 */
import { clockMinutes } from '../../src/schema/fields';
import { MINUTES_PER_DAY, spanOfDurations } from '../../src/time';
import type { Graph, MinuteRange, Place, Port, Route, RouteRow, Trip, Weekday } from '../../src/graph/types';

/** "20:30" → 1230, read as the data's timetables are. */
export const minutes = (hhmm: string): number => clockMinutes.parse(hhmm);

type Mode = Trip['mode'];

export function makePort(id: string, extra: Partial<Port> = {}): Port {
  return {
    id, name: `${id} port`, city: id, aliases: [], timetables: [], destination: null, label: `${id} port`, ...extra,
  } as Port;
}

interface RowSpec {
  days: 'Daily' | Weekday[];
  /** "HH:MM" or null for "leave any time". */
  dep: string | null;
  /** The sailing's other times ("11:00 or 17:30": one sailing at one of them). */
  or?: string[];
  /** Stated arrival: days after departure and "HH:MM". */
  arr?: { dayOffset: number; time: string };
  /** Stated travel time in minutes when there is no arrival (number or range). */
  duration?: number | MinuteRange;
  fare?: { min: number; max: number };
  /** An untimed row's stated hours ("05:00"–"18:00"). */
  hours?: { from: string; to: string };
  /** Not stated by every source of the route (its sources disagree). */
  unconfirmed?: boolean;
}

export interface TimetableSpec {
  id: string;
  from: string;
  to: string;
  mode?: Mode;
  rows: RowSpec[];
  /** Where the leg starts when not at its port, and the trip across town to it (minutes). */
  departsFrom?: string;
  crossTown?: MinuteRange;
}

/** A row's travel time: from its stated arrival when it has a departure, else its stated duration. */
export function rowDuration(row: Pick<RowSpec, 'dep' | 'arr' | 'duration'>): MinuteRange {
  if (row.arr && row.dep) {
    const span = row.arr.dayOffset * MINUTES_PER_DAY + minutes(row.arr.time) - minutes(row.dep);
    return { min: span, max: span };
  }
  if (row.duration === undefined) throw new Error('a row needs arr (with dep) or duration');
  return typeof row.duration === 'number' ? { min: row.duration, max: row.duration } : row.duration;
}

export function makeTimetable(spec: TimetableSpec): Route {
  const mode = spec.mode ?? 'ferry';
  const rows: RouteRow[] = spec.rows.map((row) => {
    const depOptions = row.dep !== null && row.or ? [row.dep, ...row.or].map(minutes).sort((a, b) => a - b) : null;
    return {
      days: row.days, dep: depOptions?.[0] ?? (row.dep === null ? null : minutes(row.dep)), depOptions,
      arr: row.arr ? { dayOffset: row.arr.dayOffset, minute: minutes(row.arr.time) } : null, durationMinutes: rowDuration(row),
      durationDerived: Boolean(row.arr && row.dep), fare: row.fare ?? null,
      hours: row.dep === null && row.hours ? { min: minutes(row.hours.from), max: minutes(row.hours.to) } : null,
      sources: [spec.id], confirmed: !row.unconfirmed,
    };
  });
  const travelTime = spanOfDurations(rows.map((r) => r.durationMinutes));
  return {
    id: spec.id, from: spec.from, to: spec.to, mode, name: `${spec.from} to ${spec.to}`, fare: null,
    travelTime: travelTime && { disputed: false, value: travelTime, statements: [`times:${spec.id}`] },
    daysPublished: rows.length > 0, sailingsDisputed: rows.some((r) => !r.confirmed),
    unconfirmed: [...(rows.some((r) => !r.confirmed) ? ['sailings' as const] : []), ...(rows.some((r) => r.depOptions) ? ['departure' as const] : [])], note: null,
    departsFrom: spec.departsFrom ?? null, crossTown: spec.crossTown ?? null, rows,
    sourceTimetables: [spec.id], provenance: [],
  };
}

export function makeGraph(spec: {
  ports: (string | Port)[];
  timetables: TimetableSpec[];
  places?: Place[];
  destinations?: { slug: string; name: string; port: string }[];
  planner?: { minTransferMinutes: number; maxChanges: number };
}): Graph {
  const ports = spec.ports.map((p) => (typeof p === 'string' ? makePort(p) : p)).sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    site: { planner: spec.planner ?? { minTransferMinutes: 120, maxChanges: 2 } },
    places: spec.places ?? [],
    ports,
    routes: spec.timetables.map(makeTimetable).sort((a, b) => (a.id < b.id ? -1 : 1)),
    destinations: spec.destinations ?? [],
  } as unknown as Graph;
}

/** A Manila wall-clock time as the instant it is ("2026-11-23 01:00" → 2026-11-22T17:00:00Z). */
export function manila(wall: string): Date {
  return new Date(`${wall.replace(' ', 'T')}:00+08:00`);
}

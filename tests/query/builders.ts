/**
 * Tiny graph builders for the query tests. They expand timetable rows into trips the way the graph contract
 * (src/graph/types.ts) describes — one trip per weekday, durations derived from a stated arrival — so a test
 * reads like the YAML a maintainer writes, without running the pipeline.
 */
import { tripId } from '../../src/graph/keys';
import { MINUTES_PER_DAY, minuteOfWeek, parseTime, spanOfDurations } from '../../src/time';
import type { Graph, MinuteRange, Place, Port, Timetable, TimetableRow, Trip, Weekday } from '../../src/graph/types';
import { expandDays } from '../../src/time';

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

function rowDuration(row: RowSpec): MinuteRange {
  if (row.arr && row.dep) {
    const minutes = row.arr.dayOffset * MINUTES_PER_DAY + parseTime(row.arr.time) - parseTime(row.dep);
    return { min: minutes, max: minutes };
  }
  if (row.duration === undefined) throw new Error('a row needs arr (with dep) or duration');
  return typeof row.duration === 'number' ? { min: row.duration, max: row.duration } : row.duration;
}

export function makeTrip(spec: {
  timetableId?: string; from: string; to: string; mode?: Mode; depDay: Weekday; dep: string | null;
  duration: number | MinuteRange; arrivalStated?: boolean; row?: number; fare?: { min: number; max: number } | null;
  hours?: { from: string; to: string } | null;
  confirmed?: boolean;
  or?: string[];
}): Trip {
  const timetableId = spec.timetableId ?? `${spec.from}-${spec.to}`;
  const options = spec.dep !== null && spec.or ? [spec.dep, ...spec.or].map(parseTime).sort((a, b) => a - b) : null;
  const depMinute = options?.[0] ?? (spec.dep === null ? null : parseTime(spec.dep));
  const duration = typeof spec.duration === 'number' ? { min: spec.duration, max: spec.duration } : spec.duration;
  return {
    id: tripId(timetableId, spec.row ?? 0, spec.depDay),
    timetableId, row: spec.row ?? 0, from: spec.from, to: spec.to, mode: spec.mode ?? 'ferry', depDay: spec.depDay, depMinute,
    depMinuteOfWeek: depMinute === null ? null : minuteOfWeek(spec.depDay, depMinute),
    durationMinutes: duration, arrivalStated: spec.arrivalStated ?? false, fare: spec.fare ?? null,
    window: depMinute === null && spec.hours ? { min: parseTime(spec.hours.from), max: parseTime(spec.hours.to) } : null,
    confirmed: spec.confirmed ?? true, depOptions: options,
  };
}

export function makeTimetable(spec: TimetableSpec): Timetable {
  const mode = spec.mode ?? 'ferry';
  const rows: TimetableRow[] = spec.rows.map((row) => ({
    days: row.days, dep: row.dep, depOptions: row.dep !== null && row.or ? [row.dep, ...row.or].sort() : null,
    arr: row.arr ?? null, durationMinutes: rowDuration(row),
    durationDerived: Boolean(row.arr && row.dep), fare: row.fare ?? null, hours: row.dep === null ? row.hours ?? null : null,
    sources: [spec.id], confirmed: !row.unconfirmed,
  }));
  const trips = spec.rows.flatMap((row, rowIndex) => expandDays(row.days).map((depDay) =>
    makeTrip({
      timetableId: spec.id, from: spec.from, to: spec.to, mode, depDay, dep: row.dep, duration: rowDuration(row),
      arrivalStated: Boolean(row.arr && row.dep), row: rowIndex, fare: row.fare ?? null, hours: row.hours ?? null,
      confirmed: !row.unconfirmed, ...(row.or ? { or: row.or } : {}),
    })));
  const travelTime = spanOfDurations(rows.map((r) => r.durationMinutes));
  return {
    id: spec.id, from: spec.from, to: spec.to, mode, name: `${spec.from} to ${spec.to}`, fare: null,
    travelTime: travelTime && { disputed: false, value: travelTime, statements: [`times:${spec.id}`] },
    daysPublished: rows.length > 0, sailingsDisputed: rows.some((r) => !r.confirmed),
    unconfirmed: [...(rows.some((r) => !r.confirmed) ? ['sailings' as const] : []), ...(rows.some((r) => r.depOptions) ? ['departure' as const] : [])], note: null,
    departsFrom: spec.departsFrom ?? null, crossTown: spec.crossTown ?? null, rows, trips,
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
    timetables: spec.timetables.map(makeTimetable).sort((a, b) => (a.id < b.id ? -1 : 1)),
    destinations: spec.destinations ?? [],
  } as unknown as Graph;
}

/** A Manila wall-clock time as the instant it is ("2026-11-23 01:00" → 2026-11-22T17:00:00Z). */
export function manila(wall: string): Date {
  return new Date(`${wall.replace(' ', 'T')}:00+08:00`);
}

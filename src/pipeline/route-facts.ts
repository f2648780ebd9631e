/**
 * Facts, not copies (docs/architecture.md): one timetable per route — from, to and mode — merged from every statement
 * the data makes about it, so a page, the planner, the structured data, the GTFS feed and a calendar file cannot show
 * two figures for one fact.
 *
 * The sources state a route on several pages (the Manila hub overview and the Cebu page both list Manila → Cebu; the
 * /tickets fare list gives its fare again). Resolved decisions have already rewritten the losing statements in the
 * copy of the data this runs on (decisions/settle.ts), so what still differs here is what a decision accepted, or
 * what nobody decided yet (then a conflict check warns and `--strict` fails):
 *   - sailings: the union of every source's sailings, one per weekday and departure time. When the sources do not
 *     state the same set, a sailing that not all of them state is unconfirmed (`confirmed: false`);
 *   - fare: every range a source states for the route (a timetable's rows, the fare list). One range, or all of
 *     them as a disputed figure;
 *   - travel time: the span of the sailings' durations, or — when the sources' spans are further apart than pages
 *     round (DURATION_TOLERANCE_MINUTES, the rule route_duration_conflict uses) — each source's span, disputed.
 * A fare-list entry with no timetable becomes a route whose days are not published (Odiongan → Caticlan).
 */
import {
  derivedDurationMinutes, expandDays, gapMinutes, hoursToMinutes, MINUTES_PER_DAY, spanOfDurations,
  WEEKDAYS, type ArrivalDay, type Weekday,
} from '../time';
import { routeId, routeKey } from '../graph/keys';
import { spanOfRanges } from '../graph/money';
import type {
  Figure, FigureOption, MinuteRange, PesoRange, Provenance, Route, RouteRow, UnconfirmedKind,
} from '../graph/types';
import type { FaresData, PagesData, RoutesData } from '../schema/collections';
import { statementName } from './decisions/names';
import type { RawRow, TimetableEntry } from './draft-graph';
import type { Loc } from './location';
import type { Mode } from '../vocabulary';

/**
 * Two travel times agree when they are at most this far apart: pages round to the hour ("13 hours" for 12 h 45 min),
 * and a range like "20-22 hrs" already carries its own spread.
 */
export const DURATION_TOLERANCE_MINUTES = 60;

export interface RouteFactsInput {
  /** Source timetables in file order (the first statement of a route is its reference, as in the checks). */
  entries: readonly TimetableEntry[];
  fares: readonly { file: string; value: FaresData }[];
  routeCards: readonly { file: string; value: RoutesData }[];
  pages: readonly { file: string; value: PagesData }[];
  /** The one label of each port ("Culasi Port (Roxas)"): default route names use it. */
  portNames: ReadonlyMap<string, string>;
}

export interface RouteFacts {
  /** Sorted by id. */
  routes: Route[];
  /** Source timetable id → the id of the route it states. */
  routeOf: Map<string, string>;
  /** Route ids two different routes would share (the route_id_collision check reports them). */
  collisions: { id: string; keys: string[] }[];
  /**
   * Where each provenance entry is stated. Its `at` ("data/timetables/cebu.yaml:9") is filled in only for the graph
   * that is written (run.ts), so checking a data set never parses files for positions it does not report.
   */
  where: Map<Provenance, Loc>;
}

interface Group {
  id: string;
  key: string;
  from: string;
  to: string;
  mode: Mode;
  entries: TimetableEntry[];
}

/**
 * One sailing: a weekday and a departure time (or none, or — "11 AM or 5:30 PM" — one of several), with what its
 * first source says about it.
 */
interface Slot {
  day: Weekday;
  dep: number | null;
  /** Every time of a sailing at one of several ("A or B"), earliest first; null otherwise. */
  depOptions: number[] | null;
  arr: RouteRow['arr'];
  durationMinutes: MinuteRange;
  durationDerived: boolean;
  fare: PesoRange | null;
  hours: RouteRow['hours'];
  sources: Set<string>;
}

export function buildRouteFacts(input: RouteFactsInput): RouteFacts {
  const groups = new Map<string, Group>();
  const collisions = new Map<string, Set<string>>();
  const group = (from: string, to: string, mode: Mode): Group => {
    const id = routeId(from, to, mode);
    const key = `${routeKey(from, to)}>${mode}`;
    let g = groups.get(id);
    if (!g) groups.set(id, g = { id, key, from, to, mode, entries: [] });
    else if (g.key !== key) (collisions.get(id) ?? collisions.set(id, new Set([g.key])).get(id)!).add(key);
    return g;
  };
  for (const entry of input.entries) group(entry.raw.from, entry.raw.to, entry.raw.mode).entries.push(entry);
  for (const { value } of input.fares) {
    for (const g of value.groups) for (const f of g.fares) group(f.from, f.to, 'ferry');
  }

  const routeOf = new Map<string, string>();
  const where = new Map<Provenance, Loc>();
  const routes: Route[] = [];
  for (const g of groups.values()) {
    if (collisions.has(g.id)) continue;
    for (const e of g.entries) if (!routeOf.has(e.raw.id)) routeOf.set(e.raw.id, g.id);
    routes.push(buildRoute(g, input, where));
  }
  routes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    routes,
    routeOf,
    collisions: [...collisions].map(([id, keys]) => ({ id, keys: [...keys] })),
    where,
  };
}

function buildRoute(g: Group, input: RouteFactsInput, where: Map<Provenance, Loc>): Route {
  const slots = new Map<string, Slot>();
  const perSource = new Map<string, Omit<Slot, 'sources'>[]>();
  for (const entry of g.entries) {
    const own: Omit<Slot, 'sources'>[] = [];
    entry.raw.trips.forEach((row) => {
      for (const slot of slotsOf(row, entry.raw.statedDuration)) {
        const key = `${slot.day}|${slot.depOptions?.join('/') ?? slot.dep ?? '-'}`;
        const kept = slots.get(key);
        if (kept) {
          kept.sources.add(entry.raw.id);
          mergeTime(kept, slot);
        } else {
          slots.set(key, { ...slot, sources: new Set([entry.raw.id]) });
        }
        own.push(slot);
      }
    });
    perSource.set(entry.raw.id, own);
  }
  const statedBy = new Set(g.entries.map((e) => e.raw.id));
  const confirmed = (s: Slot) => s.sources.size === statedBy.size;
  const rows = displayRows([...slots.values()], confirmed);
  const fare = fareFigure(g, input);
  const travelTime = travelTimeFigure(g, perSource);

  const departsFrom = g.entries.find((e) => e.raw.departsFrom !== undefined)?.raw.departsFrom;
  const names = g.entries.map((e) => e.raw.name);
  const named = names.length > 0 && names.every((n) => n !== undefined && n === names[0]) ? names[0]! : null;
  return {
    id: g.id,
    from: g.from,
    to: g.to,
    mode: g.mode,
    name: named ?? `${input.portNames.get(g.from) ?? g.from} to ${input.portNames.get(g.to) ?? g.to}`,
    fare,
    travelTime,
    daysPublished: g.entries.length > 0,
    sailingsDisputed: rows.some((row) => !row.confirmed),
    unconfirmed: unconfirmedKinds(rows, fare, travelTime),
    note: g.entries.find((e) => e.raw.note !== undefined)?.raw.note ?? null,
    departsFrom: departsFrom?.place ?? null,
    crossTown: departsFrom?.crossTown ? hoursToMinutes(departsFrom.crossTown.duration) : null,
    rows,
    sourceTimetables: g.entries.map((e) => e.raw.id),
    provenance: provenance(g, input, where),
  };
}

/**
 * One sailing stated twice: a stated arrival beats a travel time (times a source printed beat an estimate); two
 * travel times give their span (9 h on one page, 10 h on another: 9–10 h, as the route's travel time says).
 */
function mergeTime(kept: Slot, other: Omit<Slot, 'sources'>): void {
  if (kept.durationDerived) return;
  if (other.durationDerived) {
    Object.assign(kept, { arr: other.arr, durationMinutes: other.durationMinutes, durationDerived: true });
    return;
  }
  kept.durationMinutes = {
    min: Math.min(kept.durationMinutes.min, other.durationMinutes.min),
    max: Math.max(kept.durationMinutes.max, other.durationMinutes.max),
  };
}

/** A source row as one slot per departure day, each with its own duration (a weekday arrival differs by day). */
function slotsOf(row: RawRow, statedDuration: RawRow['duration']): Omit<Slot, 'sources'>[] {
  const days = expandDays(row.days);
  // "A or B": one sailing, its times in day order; it is counted from the first (departure-options.ts).
  const depOptions = row.dep !== undefined && row.or ? [...new Set([row.dep, ...row.or])].sort((a, b) => a - b) : null;
  const dep = depOptions?.[0] ?? row.dep ?? null;
  const hours = row.dep === undefined && row.hours ? { min: row.hours.from, max: row.hours.to } : null;
  const stated = row.duration !== undefined ? hoursToMinutes(row.duration)
    : statedDuration !== undefined ? hoursToMinutes(statedDuration) : { min: 0, max: 0 };
  return days.map((day) => {
    const base = { day, dep, depOptions, fare: row.fare ?? null, hours };
    if (depOptions === null && dep !== null && row.arr !== undefined && row.arrDay !== undefined) {
      const minutes = derivedDurationMinutes(day, dep, row.arrDay as ArrivalDay, row.arr);
      const dayOffset = Math.round((minutes - (row.arr - dep)) / MINUTES_PER_DAY);
      return { ...base, arr: { dayOffset, minute: row.arr }, durationMinutes: { min: minutes, max: minutes }, durationDerived: true };
    }
    return { ...base, arr: null, durationMinutes: stated, durationDerived: false };
  });
}

/** Sailings that differ only in their weekday share a row; a row's days are in week order, "Daily" when all seven. */
function displayRows(slots: Slot[], confirmed: (s: Slot) => boolean): RouteRow[] {
  const rows = new Map<string, { row: RouteRow; slots: Slot[] }>();
  for (const s of slots) {
    const sources = [...s.sources];
    const ok = confirmed(s);
    const key = JSON.stringify([s.dep, s.depOptions, s.arr, s.durationMinutes, s.durationDerived, s.fare, s.hours, sources, ok]);
    let r = rows.get(key);
    if (!r) {
      rows.set(key, r = {
        row: {
          days: [], dep: s.dep, depOptions: s.depOptions, arr: s.arr, durationMinutes: s.durationMinutes, durationDerived: s.durationDerived,
          fare: s.fare, hours: s.hours, sources, confirmed: ok,
        },
        slots: [],
      });
    }
    r.slots.push(s);
  }
  for (const r of rows.values()) {
    r.slots.sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
    r.row.days = r.slots.length === 7 ? 'Daily' : r.slots.map((s) => s.day);
  }
  // In the order a traveller reads a week: by the first day a row sails, then its departure time (rows with no time
  // last), whichever source states it first.
  const weekMinute = (r: { slots: Slot[] }) => WEEKDAYS.indexOf(r.slots[0]!.day) * MINUTES_PER_DAY + (r.slots[0]!.dep ?? MINUTES_PER_DAY - 1);
  return [...rows.values()].sort((a, b) => weekMinute(a) - weekMinute(b)).map((r) => r.row);
}

/** What of the route is unconfirmed, in the one order every page names it. */
function unconfirmedKinds(rows: readonly RouteRow[], fare: Figure<PesoRange> | null, time: Figure<MinuteRange> | null): UnconfirmedKind[] {
  const is: Record<UnconfirmedKind, boolean> = {
    sailings: rows.some((r) => !r.confirmed), fare: fare?.disputed ?? false, time: time?.disputed ?? false,
    departure: rows.some((r) => r.depOptions !== null),
  };
  return (['sailings', 'fare', 'time', 'departure'] as const).filter((k) => is[k]);
}

/** Options in a fixed order (lowest first), each with every statement that publishes it. */
function figure<T>(statements: { value: T; statement: string }[], same: (a: T, b: T) => boolean,
  order: (a: T, b: T) => number): Figure<T> | null {
  const options: FigureOption<T>[] = [];
  for (const s of statements) {
    const option = options.find((o) => same(o.value, s.value));
    if (option) {
      if (!option.statements.includes(s.statement)) option.statements.push(s.statement);
    } else {
      options.push({ value: s.value, statements: [s.statement] });
    }
  }
  if (options.length === 0) return null;
  if (options.length === 1) return { disputed: false, value: options[0]!.value, statements: options[0]!.statements };
  return { disputed: true, options: options.sort((a, b) => order(a.value, b.value)) };
}

const sameRange = (a: { min: number; max: number }, b: { min: number; max: number }) => a.min === b.min && a.max === b.max;
const byRange = (a: { min: number; max: number }, b: { min: number; max: number }) => a.min - b.min || a.max - b.max;

/** The fare list first (it is the reference of route_fare_conflict), then each timetable's span. */
function fareFigure(g: Group, input: RouteFactsInput): Figure<PesoRange> | null {
  const statements: { value: PesoRange; statement: string }[] = [];
  for (const { list, fare } of fareListEntries(g, input)) {
    statements.push({ value: fare.range, statement: statementName('fare-list', list.title) });
  }
  for (const e of g.entries) {
    const span = spanOfRanges(e.raw.trips.map((r) => r.fare ?? e.raw.fare));
    if (span) statements.push({ value: span, statement: statementName('timetable', e.raw.id) });
  }
  return figure(statements, sameRange, byRange);
}

/**
 * The span of every sailing's duration, unless two sources' spans are further apart than pages round: then each
 * source's span is an option (Manila → Puerto Princesa: 26 h on the El Nido page, 29 h on its own).
 */
function travelTimeFigure(g: Group, perSource: Map<string, Omit<Slot, 'sources'>[]>): Figure<MinuteRange> | null {
  const spans = g.entries.flatMap((e) => {
    const span = spanOfDurations((perSource.get(e.raw.id) ?? []).map((s) => s.durationMinutes));
    return span && span.max > 0 ? [{ value: span, statement: statementName('times', e.raw.id) }] : [];
  });
  if (spans.length === 0) return null;
  const agree = spans.every((s) => gapMinutes(s.value, spans[0]!.value) <= DURATION_TOLERANCE_MINUTES);
  if (agree) {
    const all = spanOfDurations(spans.map((s) => s.value))!;
    return { disputed: false, value: all, statements: spans.map((s) => s.statement) };
  }
  return figure(spans, sameRange, byRange);
}

/** The fare-list entries of a ferry route (the lists name sea routes only), in file order, with where each is. */
function fareListEntries(g: Group, input: RouteFactsInput) {
  if (g.mode !== 'ferry') return [];
  return input.fares.flatMap(({ file, value }) => value.groups.flatMap((list, i) => list.fares.flatMap((fare, k) =>
    (fare.from === g.from && fare.to === g.to ? [{ file, list, fare, path: ['groups', i, 'fares', k] }] : []))));
}

function provenance(g: Group, input: RouteFactsInput, where: Map<Provenance, Loc>): Provenance[] {
  const out: Provenance[] = [];
  const add = (statement: string, source: string, loc: Loc) => {
    const p: Provenance = { statement, source, at: loc.file };
    where.set(p, loc);
    out.push(p);
  };
  for (const e of g.entries) {
    add(statementName('timetable', e.raw.id), e.source, { file: e.file, path: ['timetables', e.index] });
  }
  for (const { file, list, fare, path } of fareListEntries(g, input)) {
    add(statementName('fare-list', list.title), fare.source, { file, path });
  }
  if (g.mode !== 'ferry') return out;
  for (const { file, value } of input.routeCards) {
    value.groups.forEach((list, i) => list.cards.forEach((card, k) => {
      if (card.from === g.from && card.to === g.to) {
        add(statementName('route-card', card.name), card.source ?? '/routes', { file, path: ['groups', i, 'cards', k] });
      }
    }));
  }
  for (const { file, value } of input.pages) {
    value.home.popularRoutes.forEach((r, i) => {
      if (r.from === g.from && r.to === g.to) {
        add(statementName('popular-route', routeKey(r.from, r.to)), r.source, { file, path: ['home', 'popularRoutes', i] });
      }
    });
  }
  return out;
}

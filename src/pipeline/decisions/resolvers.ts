/**
 * How a resolved decision changes the data: one resolver per code that can be resolved automatically. A resolver
 * lists the `use` values a notice allows (the names of its two statements, or a word such as `minimum`) and applies
 * the winner to a copy of the validated data set; the graph is then built from that copy, so every page, the query
 * engine, the structured data and the GTFS feed read the one figure. The YAML files are never rewritten: the data
 * stays as the operator published it, and data/decisions.yaml says what the site shows instead.
 *
 * Codes without a resolver (sailing days, policy texts, frequency badges …) can only be accepted: the right fix
 * there is an edit of the data itself, since no single figure can be swapped in.
 */
import { hoursToMinutes } from '../../time';
import type { MinuteRange } from '../../graph/types';
import type { notices as fareClaims } from '../checks/fare-claims';
import type { notices as frequencyClaims } from '../checks/frequency-claims';
import type { notices as fromFareNotMinimum } from '../checks/from-fare-not-minimum';
import type { notices as headlineStats } from '../checks/headline-stats';
import type { notices as identicalTimetable } from '../checks/identical-timetable';
import type { notices as routeDurationConflict } from '../checks/route-duration-conflict';
import type { notices as routeFareConflict } from '../checks/route-fare-conflict';
import type { notices as statedDurationMismatch } from '../checks/stated-duration-mismatch';
import type { ContextOf } from '../notices/define';
import type { Dataset } from '../dataset';
import type { Finding } from '../types';
import { firstDay, literalArrivalMinutes } from '../row-time';
import type { RawRow, RawTimetable } from '../draft-graph';
import { parseStatement } from './names';

/** The decision cannot be applied to this notice (the message says why); reported as decision_invalid_use. */
export class ResolveError extends Error {}

interface Resolver<Context> {
  /** What `use` may say for this notice. */
  uses(context: Context): string[];
  /** Applies the winner to `data` (a copy), or throws ResolveError. */
  apply(data: Dataset, context: Context, use: string): void;
}

/** The notices a decision can resolve, with their contexts. */
type Resolvable = typeof statedDurationMismatch & typeof routeDurationConflict & typeof routeFareConflict & typeof identicalTimetable
  & typeof fromFareNotMinimum & typeof fareClaims & typeof frequencyClaims & typeof headlineStats;

/** Minutes → hours as the data writes them: a number, or { min, max } for a range (to the tenth of an hour). */
function hours(minutes: MinuteRange): number | { min: number; max: number } {
  const h = (m: number) => Math.round(m / 6) / 10;
  return minutes.min === minutes.max ? h(minutes.min) : { min: h(minutes.min), max: h(minutes.max) };
}

function hoursWords(minutes: MinuteRange): string {
  const h = hours(minutes);
  return typeof h === 'number' ? String(h) : `${h.min}–${h.max}`;
}

/**
 * "18 hours" → "18–29 hours", "29 hours from Manila" → "13 hours from Manila": the first figure is replaced.
 * @internal Exported for tests: tests/pipeline/resolve.test.ts tries badge wordings no fixture's decision reaches.
 */
export function restateHours(display: string, minutes: MinuteRange): string {
  const figure = /\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?/;
  return figure.test(display) ? display.replace(figure, hoursWords(minutes)) : `${hoursWords(minutes)} hours`;
}

function timetable(data: Dataset, id: string): RawTimetable {
  for (const file of data.timetables) for (const t of file.value.timetables) if (t.id === id) return t;
  throw new ResolveError(`timetable ${id} is not in the data`);
}

/** The span of the durations a timetable's stated arrivals imply. */
function derivedSpan(t: RawTimetable): MinuteRange {
  const minutes = t.trips.map((row) => literalArrivalMinutes(row, firstDay(row))).filter((m): m is number => m !== null && m > 0);
  if (minutes.length === 0) throw new ResolveError(`timetable ${t.id} states no arrival times to derive a travel time from`);
  return { min: Math.min(...minutes), max: Math.max(...minutes) };
}

/** The stated figure wins over a row's times: the row keeps its departure, drops its arrival, and takes the time. */
function restateRow(row: RawRow, minutes: MinuteRange): void {
  delete row.arr;
  delete row.arrDay;
  row.duration = hours(minutes);
}

/** Sets the travel time a statement gives (see ./names.ts for the statement kinds). */
function setTravelTime(data: Dataset, statement: string, minutes: MinuteRange): void {
  const parsed = parseStatement(statement);
  if (!parsed) throw new ResolveError(`"${statement}" is not a statement name`);
  const { kind, id } = parsed;
  if (kind === 'route-card') {
    let found = false;
    for (const file of data.routes) for (const g of file.value.groups) for (const card of g.cards) {
      if (card.name === id) {
        card.duration = hours(minutes);
        found = true;
      }
    }
    if (!found) throw new ResolveError(`no route card is named "${id}"`);
  } else if (kind === 'destination') {
    const d = data.destinations.find((f) => f.value.slug === id)?.value;
    if (!d) throw new ResolveError(`destination ${id} is not in the data`);
    d.travelTime.hours = hours(minutes);
    d.travelTime.display = restateHours(d.travelTime.display, minutes);
  } else if (kind === 'stated') {
    timetable(data, id).statedDuration = hours(minutes);
  } else if (kind === 'row') {
    const [tid, index] = id.split('#');
    const row = timetable(data, tid!).trips[Number(index)];
    if (!row) throw new ResolveError(`timetable ${tid} has no row ${index}`);
    row.duration = hours(minutes);
  } else if (kind === 'times') {
    for (const row of timetable(data, id).trips) restateRow(row, minutes);
  } else {
    throw new ResolveError(`"${statement}" states no travel time`);
  }
}

/** Sets the fare range a statement gives. */
function setFares(data: Dataset, statement: string, route: string, fare: { min: number; max: number }): void {
  const parsed = parseStatement(statement);
  if (parsed?.kind === 'timetable') {
    const t = timetable(data, parsed.id);
    t.fare = { ...fare };
    for (const row of t.trips) delete row.fare;
  } else if (parsed?.kind === 'fare-list') {
    const [from, to] = route.split('>');
    let found = false;
    for (const file of data.fares) for (const g of file.value.groups) {
      if (g.title !== parsed.id) continue;
      for (const f of g.fares) {
        if (f.from === from && f.to === to) {
          f.range = { ...fare };
          found = true;
        }
      }
    }
    if (!found) throw new ResolveError(`the ${parsed.id} fare list has no ${route} entry`);
  } else {
    throw new ResolveError(`"${statement}" states no fare range`);
  }
}

/** Sets one figure of a policy's values (`policy:<id>`); its text renders it. */
function setPolicyValue(data: Dataset, statement: string, key: string, value: number): void {
  const parsed = parseStatement(statement);
  if (parsed?.kind !== 'policy') throw new ResolveError(`"${statement}" is not a policy`);
  const policy = data.policies.flatMap((f) => f.value.policies).find((p) => p.id === parsed.id);
  if (!policy || !(key in policy.values)) throw new ResolveError(`policy ${parsed.id} gives no ${key}`);
  policy.values[key] = value;
}

const twoStatements = (context: { statement: string; reference: string }) => [context.statement, context.reference];

const RESOLVERS: { [C in keyof Resolvable]: Resolver<ContextOf<Resolvable[C]>> } = {
  // A stated travel time against the times of the rows it describes.
  stated_duration_mismatch: {
    uses: twoStatements,
    apply(data, context, use) {
      const { statement } = context;
      const times = parseStatement(context.reference);
      if (!times || times.kind !== 'times') throw new ResolveError('the notice names no timetable');
      if (use === statement) {
        // The stated time wins: the disagreeing rows' arrivals go, the stated time is their travel time.
        const t = timetable(data, times.id);
        for (const index of context.rows) {
          const row = t.trips[index];
          if (row) restateRow(row, context.stated);
        }
      } else {
        // The times win: the statement becomes the span of the durations they imply (18 h and 29 h → 18–29 h).
        const t = timetable(data, times.id);
        const parsed = parseStatement(statement);
        const span = parsed?.kind === 'row' ? (() => {
          const row = t.trips[Number(parsed.id.split('#')[1])];
          const m = row ? literalArrivalMinutes(row, firstDay(row)) : null;
          if (m === null) throw new ResolveError(`row ${parsed.id} states no arrival`);
          return { min: m, max: m };
        })() : derivedSpan(t);
        setTravelTime(data, statement, span);
      }
    },
  },
  // Two travel times for one route: the loser takes the winner's figure.
  route_duration_conflict: {
    uses: twoStatements,
    apply(data, context, use) {
      if (use === context.statement) setTravelTime(data, context.reference, context.minutes);
      else setTravelTime(data, context.statement, context.otherMinutes);
    },
  },
  // Two fare ranges for one route: the loser takes the winner's range.
  route_fare_conflict: {
    uses: twoStatements,
    apply(data, context, use) {
      const { route } = context;
      if (use === context.statement) setFares(data, context.reference, route, context.range);
      else setFares(data, context.statement, route, context.otherRange);
    },
  },
  // A copied timetable: `use` names the timetable that keeps the sailings; the copy keeps its departures and its
  // own stated travel time, and loses the copied arrivals.
  identical_timetable: {
    uses: (context) => [context.timetable, context.sameAs],
    apply(data, context, use) {
      const copy = timetable(data, use === context.timetable ? context.sameAs : context.timetable);
      if (copy.statedDuration === undefined) {
        throw new ResolveError(`timetable ${copy.id} states no travel time of its own to replace the copied arrivals with — accept the notice or correct the data`);
      }
      const stated = hoursToMinutes(copy.statedDuration);
      for (const row of copy.trips) if (row.arr !== undefined) restateRow(row, stated);
    },
  },
  // A "from" fare that is not the lowest of the fares it summarises: it becomes that lowest fare.
  from_fare_not_minimum: {
    uses: () => ['minimum'],
    apply(data, context) {
      const { minimum } = context;
      const parsed = parseStatement(context.statement);
      if (parsed?.kind === 'destination') {
        const d = data.destinations.find((f) => f.value.slug === parsed.id)?.value;
        if (!d?.startingFare) throw new ResolveError(`destination ${parsed.id} states no starting fare`);
        d.startingFare.amount = minimum;
      } else if (parsed?.kind === 'popular-route') {
        const [from, to] = parsed.id.split('>');
        const route = data.pages[0]?.value.home.popularRoutes.find((r) => r.from === from && r.to === to);
        if (!route) throw new ResolveError(`no popular route ${parsed.id}`);
        route.fromFare = minimum;
      } else {
        throw new ResolveError(`"${context.statement}" is not a "from" fare`);
      }
    },
  },
  // A policy's general fare figure: "from about ₱800" becomes the lowest fare the site lists. The text renders the
  // value (../policy-text.ts), so the FAQ says the new figure. A suite figure has no single replacement: accept it.
  fare_claim_contradicted: {
    uses: (context) => (context.key === 'economyFromPesos' ? ['data'] : []),
    apply(data, context) {
      setPolicyValue(data, context.statement, 'economyFromPesos', context.actual);
    },
  },
  // "Most routes run 2-3 times a week": the figure becomes the number of days most sea routes sail. A route card's
  // description is prose: correct it in the data.
  frequency_claim_contradicted: {
    uses: (context) => (parseStatement(context.statement)?.kind === 'policy' && typeof context.actual === 'number' ? ['data'] : []),
    apply(data, context) {
      if (typeof context.actual !== 'number') throw new ResolveError('the notice states no figure of the data');
      setPolicyValue(data, context.statement, 'mostRoutesTimesPerWeek', context.actual);
    },
  },
  // A headline figure the data contradicts: it becomes what the data shows (at the build date, for years).
  headline_figure_contradicted: {
    uses: () => ['data'],
    apply(data, context) {
      const { actual, figure } = context;
      const site = data.site[0]?.value;
      if (figure === 'structuredDataFareRange.min' || figure === 'structuredDataFareRange.max') {
        if (!site) throw new ResolveError('site.yaml is not in the data');
        site.structuredDataFareRange[figure === 'structuredDataFareRange.min' ? 'min' : 'max'] = actual;
      } else if (figure === 'routesClaim') {
        const claim = data.pages[0]?.value.routes.routesClaim;
        if (!claim) throw new ResolveError('pages.yaml is not in the data');
        claim.value = actual;
        claim.display = `${actual}${claim.atLeast ? '+' : ''}`;
      } else {
        const stat = site?.stats.find((s) => s.measures === figure);
        if (!stat) throw new ResolveError(`site.yaml has no ${figure} figure`);
        stat.value = actual;
        stat.display = `${actual}${stat.atLeast ? '+' : ''}`;
      }
    },
  },
};

/**
 * The resolver of a notice's code. A finding's context was typed by its notice's definition where it was made
 * (notices/finding.ts), so reading it as that notice's context is sound: the one cast of the decision code is here.
 */
const resolverOf = (code: string) => (RESOLVERS as unknown as Readonly<Record<string, Resolver<Finding['context']> | undefined>>)[code];

/** Whether notices of this code can be resolved (else only accepted), and what `use` may say for one of them. */
export function canResolve(code: string): boolean {
  return resolverOf(code) !== undefined;
}

export function usesOf(f: Pick<Finding, 'code' | 'context'>): string[] {
  return resolverOf(f.code)?.uses(f.context) ?? [];
}

/** Applies the decided winner to `data` (a copy), or throws ResolveError. */
export function applyResolution(data: Dataset, f: Pick<Finding, 'code' | 'context'>, use: string): void {
  const resolver = resolverOf(f.code);
  if (!resolver) throw new ResolveError(`${f.code} cannot be resolved, only accepted`);
  resolver.apply(data, f.context, use);
}

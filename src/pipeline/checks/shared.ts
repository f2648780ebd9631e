/**
 * Small helpers the checks share: places in the data (rows, route cards, every object) and how rows, routes and
 * sentences read in messages and decisions.
 */
import type { Destination, Route } from '../../graph/types';
import { routeKey } from '../../graph/keys';
import { statementName } from '../decisions/names';
import { formatPath } from '../notices/finding';
import { COLLECTION_NAMES } from '../dataset';
import type { RawRow, TimetableEntry } from '../draft-graph';
import type { RoutesData } from '../../schema/collections';
import type { CheckContext, Loc, Path } from '../types';
import { formatTime24 } from '../../time';
import { proseStrings } from './prose';

export function timetableLoc(entry: TimetableEntry, ...sub: Path): Loc {
  return { file: entry.file, path: ['timetables', entry.index, ...sub] };
}

export function rowLoc(entry: TimetableEntry, rowIndex: number, ...sub: Path): Loc {
  return timetableLoc(entry, 'trips', rowIndex, ...sub);
}

function daysText(days: RawRow['days']): string {
  return days === 'Daily' ? 'Daily' : days.join(', ');
}

/** "Tue 13:30 → Wed 02:30", "Daily 20:00, 20–22 h". */
export function rowText(row: RawRow): string {
  const days = daysText(row.days);
  const dep = row.dep === undefined ? '(no time)' : formatTime24(row.dep);
  if (row.arrDay !== undefined && row.arr !== undefined) {
    return `${days} ${dep} → ${row.arrDay.startsWith('+') ? `${row.arrDay} day${row.arrDay === '+1' ? '' : 's'} ` : `${row.arrDay} `}${formatTime24(row.arr)}`;
  }
  return `${days} ${dep}`;
}

/** The ferry route from → to (a route card's, a fare line's), found through its source timetables; null when none states it. */
export function ferryRoute(ctx: CheckContext, from: string, to: string): Route | null {
  const entry = ctx.index.byRoute.get(routeKey(from, to))?.find((e) => e.raw.mode === 'ferry');
  const id = entry ? ctx.index.routeOf.get(entry.raw.id) : undefined;
  return id === undefined ? null : ctx.index.routes.get(id) ?? null;
}

/** The routes a destination page lists: its tables' and its more routes, each once, in page order. */
export function pageRoutes(ctx: CheckContext, d: Destination): Route[] {
  return [...new Set([...d.schedules.flatMap((s) => s.timetables), ...d.moreRoutes])].flatMap((id) => ctx.index.routes.get(id) ?? []);
}

/**
 * Every sentence about routes, with where it is written, its decision fact and how a message names its owner: a route
 * card's description with its ferry route, and each sentence of a destination page with the routes the page lists.
 */
export function forEachRouteSentence(ctx: CheckContext,
  fn: (text: string, at: Loc, routes: Route[], statement: string, who: string, page?: Destination) => void): void {
  forEachRouteCard(ctx, (card, at) => {
    const route = ferryRoute(ctx, card.from, card.to);
    if (route) fn(card.description, at('description'), [route], statementName('route-card-text', card.name), `the route card "${card.name}"`);
  });
  for (const { file, value } of ctx.data.destinations) {
    const d = ctx.index.destinations.get(value.slug);
    if (!d) continue;
    const routes = pageRoutes(ctx, d);
    for (const { text, path } of proseStrings(value)) {
      fn(text, { file, path }, routes, textName('destinations', path, value.slug), `the ${value.name} page`, d);
    }
  }
}

/** Every route card of data/routes.yaml, with where a field of it is written (`at('duration')`; the card: `at()`). */
export function forEachRouteCard(ctx: CheckContext, fn: (card: RoutesData['groups'][number]['cards'][number], at: (...sub: Path) => Loc) => void): void {
  for (const { file, value } of ctx.data.routes) {
    value.groups.forEach((group, g) => group.cards.forEach((card, k) => {
      fn(card, (...sub) => ({ file, path: ['groups', g, 'cards', k, ...sub] }));
    }));
  }
}

/** How the route reads in a message: "Manila to Cebu". */
export function routeName(ctx: CheckContext, from: string, to: string): string {
  return `${ctx.index.ports.get(from)?.name ?? from} to ${ctx.index.ports.get(to)?.name ?? to}`;
}

/**
 * A sentence's decision fact (../decisions/names.ts), by what it is, not its line: `text:pages:destinations.description`,
 * `text:destinations:cebu.blurb` (`owner`, the id of the entry of a collection of many, before the path).
 */
export function textName(collection: string, path: Path, owner?: string): string {
  return statementName('text', `${collection}:${owner === undefined ? '' : `${owner}.`}${formatPath(path)}`);
}

/** A statement's source in quotes, as the messages name it. */
export function quoted(source: string): string {
  return `"${source}"`;
}

export interface FareStatement {
  range: { min: number; max: number };
  at: Loc;
  source: string;
  /** What it belongs to, for messages: a timetable id or "the /tickets fare list". */
  label: string;
  /** Its decision fact (../decisions/names.ts): `timetable:<id>` or `fare-list:<title>`. */
  name: string;
}

/** The fares a timetable states: its own range (when some row uses it) and every row's own range. */
export function timetableFares(entry: TimetableEntry): FareStatement[] {
  const out: FareStatement[] = [];
  const label = `timetable ${entry.raw.id}`;
  const name = statementName('timetable', entry.raw.id);
  if (entry.raw.fare && entry.raw.trips.some((r) => !r.fare)) {
    out.push({ range: entry.raw.fare, at: timetableLoc(entry, 'fare'), source: entry.source, label, name });
  }
  entry.raw.trips.forEach((row, i) => {
    if (row.fare) out.push({ range: row.fare, at: rowLoc(entry, i, 'fare'), source: entry.source, label, name });
  });
  return out;
}

/** The fare-list entries (data/fares.yaml) of a route. */
export function fareListFares(ctx: CheckContext, from: string, to: string): FareStatement[] {
  const out: FareStatement[] = [];
  for (const { file, value } of ctx.data.fares) {
    value.groups.forEach((group, g) => group.fares.forEach((fare, k) => {
      if (fare.from === from && fare.to === to) {
        out.push({ range: fare.range, at: { file, path: ['groups', g, 'fares', k, 'range'] }, source: fare.source, label: `the ${group.title} fare list`,
          name: statementName('fare-list', group.title) });
      }
    }));
  }
  return out;
}

/**
 * Every object in every data file, with its file and path: for checks that judge a kind of object wherever the data
 * holds one (an image's `src`, a link's `to`), whatever the collection.
 */
export function forEachObject(ctx: CheckContext, fn: (file: string, object: Record<string, unknown>, path: Path) => void): void {
  const walk = (file: string, value: unknown, path: Path) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(file, v, [...path, i]));
    if (value === null || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    fn(file, object, path);
    for (const [k, v] of Object.entries(object)) walk(file, v, [...path, k]);
  };
  for (const name of COLLECTION_NAMES) {
    for (const { file, value } of ctx.data[name] as { file: string; value: unknown }[]) walk(file, value, []);
  }
}

/**
 * Figures a sentence renders from the facts instead of typing them. A sentence of the data names the fact it states
 * by its id in braces — the id pages mark it with (`data-fact`, src/site/components/Fact.tsx) — and every page
 * renders the fact's figure there, as every table shows it:
 *
 *   {time:<route>}         a route's travel time                 "31 h 30 min"; disputed "26 h or 29 h"
 *   {time:from/<port>}     the span of every ferry route's travel time from a port (a hub's badge)  "13 h–48 h 30 min"
 *   {weekly:<route>}       how often a route sails, in words     "once a week", "3 times a week", "daily"
 *   {days:<route>}         its sailing days                      "Mon, Wed, Fri"
 *   {fare:<route>}         its fare                              "₱2,479–₱2,908"
 *   {from:<route>}         its lowest fare                       "₱2,479"
 *   {count:sea-routes}     the ferry routes the site publishes   "29"
 *   {count:destinations}   the destination pages                 "19"
 *   {booking:lead-days}    how long before a sailing online booking closes   "2 days"
 *
 * The sentences that may bind figures (`BOUND_TEXT`): a destination's travel-time badge, notes and tips, route
 * cards' descriptions, travel tips and FAQ answers. The data check reports a binding that names no fact, or that
 * stands where no page renders bindings (prose_binding_unknown). A disputed figure reads as every published value,
 * and pages put its Unconfirmed mark after the sentence (site/components/ProseText.tsx).
 */
import { MIN_LEAD_DAYS } from './lead-time';
import { figureValues, lowestFare } from './figure';
import { formatPeso, formatPesoRange } from './money';
import { sailingDays, timesAWeek } from './sailing-days';
import { formatDays, formatDurationRange, spanOfDurations } from '../time';
import type { Figure, MinuteRange, PesoRange, Route, UnconfirmedKind, Weekday } from './types';

/** `{kind:id}`: a fact id in braces. */
const BINDING = /\{([a-z]+:[^{}\s]+)\}/g;

/** Where bindings are rendered, by collection: the paths (keys, `*` for any list index) of the sentences that may bind. */
export const BOUND_TEXT = {
  destinations: [['travelTime', 'display'], ['notes', '*'], ['tips', 'lists', '*', 'items', '*'], ['tips', 'note']],
  routes: [['groups', '*', 'cards', '*', 'description']],
  travelTips: [['categories', '*', 'tips', '*']],
  faq: [['sections', '*', 'items', '*', 'a']],
} as const satisfies Record<string, readonly (readonly string[])[]>;

/** The facts a binding may name. */
export interface ProseSource {
  routes: readonly Route[];
  counts: { seaRoutes: number };
  destinations: readonly unknown[];
}

interface RouteFigure { fact: string; route: string; unconfirmed: UnconfirmedKind[] }
export type BoundFigure =
  | RouteFigure & { kind: 'time'; figure: Figure<MinuteRange> }
  | RouteFigure & { kind: 'weekly' | 'days'; figure: Figure<Weekday[]> }
  | RouteFigure & { kind: 'fare'; figure: Figure<PesoRange> }
  | RouteFigure & { kind: 'from'; amount: number; disputed: boolean }
  | { kind: 'span'; fact: string; span: MinuteRange }
  | { kind: 'number'; fact: string; value: number; unit: string | null };

export type ProsePart = { text: string } | { bound: BoundFigure };

/** The text with each binding blanked out (same length): readers of typed figures do not read a fact's id as one. */
export function blankBindings(text: string): string {
  return text.replace(BINDING, (m) => ' '.repeat(m.length));
}

/** The fact ids a text binds, in order. */
export function bindingsOf(text: string): string[] {
  return [...text.matchAll(BINDING)].map((m) => m[1]!);
}

/** The figure a fact id names, or null when the data has no such fact. */
export function boundFigure(fact: string, source: ProseSource): BoundFigure | null {
  const colon = fact.indexOf(':');
  const kind = fact.slice(0, colon);
  const id = fact.slice(colon + 1);
  if (fact === 'count:sea-routes') return { kind: 'number', fact, value: source.counts.seaRoutes, unit: null };
  if (fact === 'count:destinations') return { kind: 'number', fact, value: source.destinations.length, unit: null };
  if (fact === 'booking:lead-days') return { kind: 'number', fact, value: MIN_LEAD_DAYS, unit: 'day' };
  if (kind === 'time' && id.startsWith('from/')) {
    const port = id.slice('from/'.length);
    const span = spanOfDurations(source.routes.filter((t) => t.from === port && t.mode === 'ferry' && t.travelTime)
      .flatMap((t) => figureValues(t.travelTime!)));
    return span ? { kind: 'span', fact, span } : null;
  }
  const route = source.routes.find((t) => t.id === id);
  if (!route) return null;
  const base = { fact, route: route.id, unconfirmed: route.unconfirmed };
  switch (kind) {
    case 'time': return route.travelTime ? { ...base, kind, figure: route.travelTime } : null;
    case 'weekly':
    case 'days': {
      const days = sailingDays(route.rows);
      return days ? { ...base, kind, figure: days } : null;
    }
    case 'fare': return route.fare ? { ...base, kind, figure: route.fare } : null;
    case 'from': return route.fare ? { ...base, kind, amount: lowestFare(route.fare), disputed: route.fare.disputed } : null;
    default: return null;
  }
}

/** The text in parts, each binding resolved to its figure; a binding that names no fact stays as written (the check reports it). */
export function proseParts(text: string, source: ProseSource): ProsePart[] {
  const parts: ProsePart[] = [];
  let at = 0;
  for (const m of text.matchAll(BINDING)) {
    const bound = boundFigure(m[1]!, source);
    if (!bound) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ bound });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** "3 or 4 times a week"; "once a week or 3 times a week" when the words differ in form. */
export function weeklyWords(figure: Figure<Weekday[]>): string {
  const counts = figureValues(figure).map((d) => d.length);
  if (counts.every((n) => n > 2 && n < 7)) return `${counts.join(' or ')} times a week`;
  return counts.map(timesAWeek).join(' or ');
}

const options = <T>(figure: Figure<T>, words: (value: T) => string) => figureValues(figure).map(words).join(' or ');

/** A bound figure as text: what the page shows (pages add the Unconfirmed mark after the sentence). */
export function boundText(b: BoundFigure): string {
  switch (b.kind) {
    case 'time': return options(b.figure, formatDurationRange);
    case 'weekly': return weeklyWords(b.figure);
    case 'days': return options(b.figure, (d) => formatDays(d));
    case 'fare': return options(b.figure, formatPesoRange);
    case 'from': return formatPeso(b.amount);
    case 'span': return formatDurationRange(b.span);
    case 'number': return b.unit ? `${b.value} ${b.value === 1 ? b.unit : `${b.unit}s`}` : String(b.value);
  }
}

/** Whether the figure reads as several published values (marked Unconfirmed). */
export function boundDisputed(b: BoundFigure): boolean {
  switch (b.kind) {
    case 'time': case 'weekly': case 'days': case 'fare': return b.figure.disputed;
    case 'from': return b.disputed;
    default: return false;
  }
}

/** The sentence as a traveller reads it (meta descriptions, structured data). */
export function proseText(parts: readonly ProsePart[]): string {
  return parts.map((p) => ('text' in p ? p.text : boundText(p.bound))).join('');
}

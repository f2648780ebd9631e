/**
 * The same route (from, to and mode) given travel times more than DURATION_TOLERANCE_MINUTES apart in two places:
 * its route card, a destination's travel-time badge, a timetable's statedDuration, and the durations of its rows
 * (derived from the times, or stated per row). The route card is the reference when there is one; otherwise the
 * first statement in file order. (A stated time against its own rows' times is stated_duration_mismatch.)
 */
import { routeKey } from '../../graph/keys';
import { gapMinutes, hoursToMinutes, formatHoursDecimal } from '../../time';
import type { MinuteRange } from '../../graph/types';
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import { statementName } from '../decisions/names';
import { firstDay, literalArrivalMinutes } from '../row-time';
import type { TimetableEntry } from '../draft-graph';
import type { CheckContext, Loc } from '../types';
import { forEachRouteCard, quoted, routeName, rowLoc, timetableLoc } from './shared';
import { defineCheck } from './define';
import { MODES } from '../../vocabulary';
import { DURATION_TOLERANCE_MINUTES } from '../route-facts';

export const notices = defineNotices({
  route_duration_conflict: notice<TwoStatements & { route: string; minutes: MinuteRange; otherMinutes: MinuteRange }>({
    severity: 'warning',
    facts: ['route', 'statement', 'reference', 'figures'],
    meaning: 'The same route is given travel times that differ by more than an hour in two places.',
    fix: 'Agree on one travel time and use it in both places.',
  }),
});

interface Statement { minutes: MinuteRange; at: Loc; what: string; /** Its decision fact (../decisions/names.ts). */ name: string }

/** The span of a timetable's row durations (derived where an arrival is stated), or null when none is known. */
function rowsSpan(entry: TimetableEntry): { minutes: MinuteRange; derived: boolean } | null {
  let min = Infinity;
  let max = -Infinity;
  let derived = false;
  for (const row of entry.raw.trips) {
    const literal = literalArrivalMinutes(row, firstDay(row));
    let range: MinuteRange | null = null;
    if (literal !== null && literal > 0) {
      range = { min: literal, max: literal };
      derived = true;
    } else if (row.duration !== undefined) {
      range = hoursToMinutes(row.duration);
    }
    if (!range) continue;
    min = Math.min(min, range.min);
    max = Math.max(max, range.max);
  }
  return min === Infinity ? null : { minutes: { min, max }, derived };
}

function statements(ctx: CheckContext): Map<string, { from: string; to: string; list: Statement[] }> {
  const groups = new Map<string, { from: string; to: string; list: Statement[] }>();
  const add = (from: string, to: string, mode: string, s: Statement, first = false) => {
    const key = `${routeKey(from, to)}>${mode}`;
    if (!groups.has(key)) groups.set(key, { from, to, list: [] });
    const list = groups.get(key)!.list;
    if (first) list.unshift(s);
    else list.push(s);
  };
  for (const entry of ctx.index.entries) {
    const { from, to, mode, id } = entry.raw;
    const span = rowsSpan(entry);
    if (span) {
      add(from, to, mode, { minutes: span.minutes, at: rowLoc(entry, 0), name: statementName('times', id),
        what: `timetable ${id} (${quoted(entry.source)}, ${span.derived ? 'derived from its times' : 'as its rows state'})` });
    }
    if (entry.raw.statedDuration !== undefined) {
      add(from, to, mode, { minutes: hoursToMinutes(entry.raw.statedDuration), at: timetableLoc(entry, 'statedDuration'),
        name: statementName('stated', id),
        what: `the statedDuration of timetable ${id} (${quoted(entry.source)})` });
    }
  }
  for (const { file, value } of ctx.data.destinations) {
    const { travelTime, port } = value;
    const origin = travelTime.from;
    if (origin === undefined) continue;
    const modes = MODES.filter((m) => groups.has(`${routeKey(origin, port)}>${m}`));
    add(origin, port, modes[0] ?? 'ferry', { minutes: hoursToMinutes(travelTime.hours),
      at: { file, path: ['travelTime', 'hours'] }, name: statementName('destination', value.slug), what: `the ${value.name} page's travel time (${quoted(travelTime.source)})` });
  }
  // Route cards go first: they are the reference of their route.
  forEachRouteCard(ctx, (card, at) => {
    add(card.from, card.to, 'ferry', { minutes: hoursToMinutes(card.duration),
      at: at('duration'), name: statementName('route-card', card.name),
      what: `the route card "${card.name}"${card.source ? ` (${quoted(card.source)})` : ''}` }, true);
  });
  return groups;
}

export const routeDurationConflict = defineCheck('route-duration-conflict', notices, (ctx, report) => {
  for (const { from, to, list } of statements(ctx).values()) {
    const reference = list[0];
    if (!reference) continue;
    for (const s of list.slice(1)) {
      if (gapMinutes(s.minutes, reference.minutes) <= DURATION_TOLERANCE_MINUTES) continue;
      report(notices.route_duration_conflict, s.at,
        `${routeName(ctx, from, to)} takes ${formatHoursDecimal(s.minutes)} in ${s.what} but ${formatHoursDecimal(reference.minutes)} in ${reference.what} — agree on one travel time`,
        { route: routeKey(from, to), statement: s.name, reference: reference.name, minutes: s.minutes,
          otherMinutes: reference.minutes, figures: `${formatHoursDecimal(s.minutes)} vs ${formatHoursDecimal(reference.minutes)}` }, [reference.at]);
    }
  }
});

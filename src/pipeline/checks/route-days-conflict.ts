/**
 * The same route (from, to and mode) sailing on different weekdays in two timetables (a destination page and a hub
 * overview, say), or on the same weekdays at different times (route_times_conflict). Each timetable is compared with
 * the first one of its route in file order. The route's merged timetable (pipeline/route-facts.ts) shows a sailing
 * that not every timetable states as unconfirmed: these warnings are what a decision accepts to publish that.
 */
import { routeKey } from '../../graph/keys';
import { expandDays, formatTime24, WEEKDAYS, type Weekday } from '../../time';
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import { statementName } from '../decisions/names';
import type { TimetableEntry } from '../draft-graph';
import { quoted, routeName, rowLoc } from './shared';
import { defineCheck } from './define';

const notices = defineNotices({
  route_days_conflict: notice<TwoStatements & { route: string; days: string[]; otherDays: string[] }>({
    severity: 'warning',
    facts: ['route', 'statement', 'reference', 'figures'],
    meaning: 'The same route is given different sailing days in two timetables.',
    fix: 'Agree on the days (or explain the difference in a note) in both places.',
  }),
  route_times_conflict: notice<TwoStatements & { route: string; sailings: string[]; otherSailings: string[] }>({
    severity: 'warning',
    facts: ['route', 'statement', 'reference', 'figures'],
    meaning: 'The same route sails on the same days in two timetables but at different times, so the site cannot say which sailings run: those not in every timetable show as unconfirmed.',
    fix: 'Agree on the departure times in both places, or accept both in data/decisions.yaml until the operator confirms.',
  }),
});

function sailingDays(entry: TimetableEntry): Weekday[] {
  const days = new Set<Weekday>();
  for (const row of entry.raw.trips) for (const d of expandDays(row.days)) days.add(d);
  return WEEKDAYS.filter((d) => days.has(d));
}

const text = (days: Weekday[]) => (days.length === 7 ? 'daily' : days.join(', '));

/** "Tue 21:00" for each weekday and departure time, in week order ("Mon any time" for a row with no time). */
function sailings(entry: TimetableEntry): string[] {
  const out = new Set<string>();
  for (const row of entry.raw.trips) for (const d of expandDays(row.days)) out.add(`${d} ${row.dep === undefined ? 'any time' : [row.dep, ...(row.or ?? [])].sort((a, b) => a - b).map(formatTime24).join(' or ')}`);
  return [...out].sort((a, b) => WEEKDAYS.indexOf(a.slice(0, 3) as Weekday) - WEEKDAYS.indexOf(b.slice(0, 3) as Weekday) || (a < b ? -1 : 1));
}

export const routeDaysConflict = defineCheck('route-days-conflict', notices, (ctx, report) => {
  const first = new Map<string, { entry: TimetableEntry; days: Weekday[] }>();
  for (const entry of ctx.index.entries) {
    const key = `${routeKey(entry.raw.from, entry.raw.to)}>${entry.raw.mode}`;
    const days = sailingDays(entry);
    const reference = first.get(key);
    if (!reference) {
      first.set(key, { entry, days });
      continue;
    }
    if (reference.entry.raw.id === entry.raw.id) continue;
    if (text(days) === text(reference.days)) {
      const [mine, theirs] = [sailings(entry), sailings(reference.entry)];
      if (mine.join() === theirs.join()) continue;
      report(notices.route_times_conflict, rowLoc(entry, 0, 'dep'),
        `${routeName(ctx, entry.raw.from, entry.raw.to)} sails ${mine.join(', ')} in timetable ${entry.raw.id} (${quoted(entry.source)}) but ${theirs.join(', ')} in timetable ${reference.entry.raw.id} (${quoted(reference.entry.source)}) — agree on the departure times`,
        { route: routeKey(entry.raw.from, entry.raw.to), statement: statementName('timetable', entry.raw.id),
          reference: statementName('timetable', reference.entry.raw.id), sailings: mine, otherSailings: theirs,
          figures: `${mine.join(', ')} vs ${theirs.join(', ')}` },
        [rowLoc(reference.entry, 0, 'dep')]);
      continue;
    }
    report(notices.route_days_conflict, rowLoc(entry, 0, 'days'),
      `${routeName(ctx, entry.raw.from, entry.raw.to)} sails ${text(days)} in timetable ${entry.raw.id} (${quoted(entry.source)}) but ${text(reference.days)} in timetable ${reference.entry.raw.id} (${quoted(reference.entry.source)}) — agree on the sailing days`,
      { route: routeKey(entry.raw.from, entry.raw.to), statement: statementName('timetable', entry.raw.id),
        reference: statementName('timetable', reference.entry.raw.id), days, otherDays: reference.days,
        figures: `${text(days)} vs ${text(reference.days)}` },
      [rowLoc(reference.entry, 0, 'days')]);
  }
});

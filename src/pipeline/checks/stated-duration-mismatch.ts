/**
 * A travel time a page states ("29 hours") against the duration derived from the same sailing's departure and
 * arrival. Checked for a timetable's statedDuration, a row that gives both an arrival and a duration, and a
 * destination's travel-time badge (against the timetables of its route). Agreement within
 * DURATION_TOLERANCE_MINUTES; one notice per statement, naming the rows that disagree.
 */
import { gapMinutes, hoursToMinutes, formatHoursDecimal } from '../../time';
import type { MinuteRange } from '../../graph/types';
import { defineNotices, notice, type TwoStatements } from '../notices/define';
import { statementName } from '../decisions/names';
import { firstDay, literalArrivalMinutes } from '../row-time';
import type { RawRow, TimetableEntry } from '../draft-graph';
import { routeKey } from '../../graph/keys';
import type { Loc } from '../types';
import { quoted, routeName, rowLoc, rowText, timetableLoc } from './shared';
import { defineCheck } from './define';
import { DURATION_TOLERANCE_MINUTES } from '../route-facts';

export const notices = defineNotices({
  stated_duration_mismatch: notice<TwoStatements & { stated: MinuteRange; derived: number[]; timetable: string; rows: number[] }>({
    severity: 'warning',
    facts: ['statement', 'reference', 'figures'],
    meaning: 'A stated travel time disagrees with the duration derived from departure and arrival by more than an hour.',
    fix: 'Correct the stated travel time or the times; if the source really says both, leave it and tell the operator.',
  }),
});

interface Offender { row: RawRow; index: number; minutes: number }

/** Rows of a timetable whose derived duration is too far from `stated`. */
function offenders(entry: TimetableEntry, stated: MinuteRange): Offender[] {
  const out: Offender[] = [];
  entry.raw.trips.forEach((row, index) => {
    const minutes = literalArrivalMinutes(row, firstDay(row));
    if (minutes === null || minutes <= 0) return;
    if (gapMinutes(stated, { min: minutes, max: minutes }) > DURATION_TOLERANCE_MINUTES) out.push({ row, index, minutes });
  });
  return out;
}

function describe(list: Offender[]): string {
  const shown = list.slice(0, 3).map((o) => `${rowText(o.row)} takes ${formatHoursDecimal(o.minutes)}`);
  return shown.join('; ') + (list.length > 3 ? `; and ${list.length - 3} more` : '');
}

export const statedDurationMismatch = defineCheck('stated-duration-mismatch', notices, (ctx, report) => {
  const mismatch = (at: Loc, stated: MinuteRange, statedBy: string, entry: TimetableEntry, list: Offender[], statement: string) => {
    report(notices.stated_duration_mismatch, at,
      `${statedBy} states ${formatHoursDecimal(stated)}, but in ${entry.raw.id} (${quoted(entry.source)}) ${describe(list)} by its departure and arrival — correct the stated travel time or the times`,
      { stated, derived: list.map((o) => o.minutes), timetable: entry.raw.id, rows: list.map((o) => o.index),
        statement, reference: statementName('times', entry.raw.id),
        figures: `${formatHoursDecimal(stated)} vs ${list.map((o) => formatHoursDecimal(o.minutes)).join(', ')}` },
      [rowLoc(entry, list[0]!.index, 'arr')]);
  };

  for (const entry of ctx.index.entries) {
    if (entry.raw.statedDuration !== undefined) {
      const stated = hoursToMinutes(entry.raw.statedDuration);
      const list = offenders(entry, stated);
      if (list.length > 0) mismatch(timetableLoc(entry, 'statedDuration'), stated, quoted(entry.source), entry, list, statementName('stated', entry.raw.id));
    }
    entry.raw.trips.forEach((row, index) => {
      if (row.duration === undefined) return;
      const minutes = literalArrivalMinutes(row, firstDay(row));
      const stated = hoursToMinutes(row.duration);
      if (minutes === null || minutes <= 0 || gapMinutes(stated, { min: minutes, max: minutes }) <= DURATION_TOLERANCE_MINUTES) return;
      mismatch(rowLoc(entry, index, 'duration'), stated, `this row's duration (${quoted(entry.source)})`, entry, [{ row, index, minutes }],
        statementName('row', `${entry.raw.id}#${index}`));
    });
  }

  for (const { file, value } of ctx.data.destinations) {
    const { travelTime, port } = value;
    if (travelTime.from === undefined) continue;
    const stated = hoursToMinutes(travelTime.hours);
    for (const entry of ctx.index.byRoute.get(routeKey(travelTime.from, port)) ?? []) {
      const list = offenders(entry, stated);
      if (list.length === 0) continue;
      mismatch({ file, path: ['travelTime', 'hours'] }, stated,
        `the travel time of ${routeName(ctx, travelTime.from, port)} on ${quoted(travelTime.source)}`, entry, list,
        statementName('destination', value.slug));
    }
  }
});

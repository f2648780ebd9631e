/**
 * `arrDay: Wed` on a row that sails Mon and Thu is right for at most one departure day (Mon → Wed is 2 days,
 * Thu → Wed is 6). A "+N" arrival means the same for every day, so it is what such rows need.
 */
import { arrivalDayOffset } from '../../graph/time';
import type { Weekday } from '../../graph/time';
import { finding } from '../notices/finding';
import type { Check, Finding } from '../types';
import { forEachRow, rowLoc } from './shared';

export const ambiguousArrivalDay: Check = {
  id: 'ambiguous-arrival-day',
  codes: ['ambiguous_arrival_day'],
  run(ctx) {
    const out: Finding[] = [];
    forEachRow(ctx, (entry, row, i) => {
      if (row.arrDay === undefined || row.arrDay.startsWith('+')) return;
      const days = row.days === 'Daily' ? ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as Weekday[] : row.days;
      const offsets = new Set(days.map((d) => arrivalDayOffset(d, row.arrDay as Weekday)));
      if (offsets.size <= 1) return;
      const readings = days.map((d) => `${d} → ${row.arrDay} is +${arrivalDayOffset(d, row.arrDay as Weekday)}`).join(', ');
      out.push(finding('ambiguous_arrival_day', rowLoc(entry, i, 'arrDay'),
        `arrDay ${row.arrDay} cannot be right for every departure day of this row (${readings}) — write arrDay as "+N" days after departure, or split the row by day`,
        { timetable: entry.raw.id, row: i, days: [...days], arrDay: row.arrDay }));
    });
    return out;
  },
};

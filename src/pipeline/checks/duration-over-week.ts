/** A weekly timetable cannot express a crossing longer than a week ("+7" with a later time). */
import { MINUTES_PER_WEEK } from '../../graph/time';
import { literalArrivalMinutes } from '../normalise';
import { finding } from '../notices/finding';
import type { Check, Finding } from '../types';
import { firstDay, forEachRow, rowLoc, rowText } from './shared';

export const durationOverWeek: Check = {
  id: 'duration-over-week',
  codes: ['duration_over_week'],
  run(ctx) {
    const out: Finding[] = [];
    forEachRow(ctx, (entry, row, i) => {
      const minutes = literalArrivalMinutes(row, firstDay(row));
      if (minutes === null || minutes <= MINUTES_PER_WEEK) return;
      out.push(finding('duration_over_week', rowLoc(entry, i, 'arr'),
        `${rowText(row)} takes ${Math.floor(minutes / 60)} h, more than a week — correct the arrival day or time`,
        { timetable: entry.raw.id, row: i, minutes }));
    });
    return out;
  },
};

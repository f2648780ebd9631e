/** A weekly timetable cannot express a crossing longer than a week ("+7" with a later time). */
import { MINUTES_PER_WEEK } from '../../time';
import { firstDay, literalArrivalMinutes } from '../row-time';
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type TimetableRow } from './define';
import { rowText } from './shared';

const notices = defineNotices({
  duration_over_week: notice<TimetableRow & { minutes: number }>({
    severity: 'error',
    meaning: 'The arrival is more than a week after the departure, which a weekly timetable cannot express.',
    fix: 'Correct the arrival day or time.',
  }),
});

export const durationOverWeek = rowCheck('duration-over-week', notices, (row) => {
  const minutes = literalArrivalMinutes(row, firstDay(row));
  if (minutes === null || minutes <= MINUTES_PER_WEEK) return null;
  return {
    field: ['arr'], context: { minutes },
    message: `${rowText(row)} takes ${Math.floor(minutes / 60)} h, more than a week — correct the arrival day or time`,
  };
});

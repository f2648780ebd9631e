/** A weekly timetable cannot express a crossing longer than a week ("+7" with a later time). */
import { MINUTES_PER_WEEK } from '../../time';
import { firstDay, literalArrivalMinutes } from '../row-time';
import { rowCheck } from './define';
import { rowText } from './shared';

export const durationOverWeek = rowCheck('duration-over-week', 'duration_over_week', (row) => {
  const minutes = literalArrivalMinutes(row, firstDay(row));
  if (minutes === null || minutes <= MINUTES_PER_WEEK) return null;
  return {
    field: ['arr'], context: { minutes },
    message: `${rowText(row)} takes ${Math.floor(minutes / 60)} h, more than a week — correct the arrival day or time`,
  };
});

/**
 * `arrDay: Wed` on a row that sails Mon and Thu is right for at most one departure day (Mon → Wed is 2 days,
 * Thu → Wed is 6). A "+N" arrival means the same for every day, so it is what such rows need.
 */
import { arrivalDayOffset, expandDays, type Weekday } from '../../time';
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type TimetableRow } from './define';

const notices = defineNotices({
  ambiguous_arrival_day: notice<TimetableRow & { days: string[]; arrDay: string }>({
    severity: 'error',
    meaning: 'A row sailing on several days gives its arrival as a weekday, which is right for at most one of them.',
    fix: 'Write arrDay as "+N" (days after departure) or split the row by departure day.',
  }),
});

export const ambiguousArrivalDay = rowCheck('ambiguous-arrival-day', notices, (row) => {
  if (row.arrDay === undefined || row.arrDay.startsWith('+')) return null;
  const arrDay = row.arrDay as Weekday;
  const days = expandDays(row.days);
  const offsets = new Set(days.map((d) => arrivalDayOffset(d, arrDay)));
  if (offsets.size <= 1) return null;
  const readings = days.map((d) => `${d} → ${arrDay} is +${arrivalDayOffset(d, arrDay)}`).join(', ');
  return {
    field: ['arrDay'], context: { days: [...days], arrDay },
    message: `arrDay ${arrDay} cannot be right for every departure day of this row (${readings}) — write arrDay as "+N" days after departure, or split the row by day`,
  };
});

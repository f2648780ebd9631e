/**
 * A stated arrival before the departure: "+0" with an earlier time, or the departure weekday with an earlier time
 * (which the time model could only read as nearly a week later — never what a ferry timetable means).
 */
import { firstDay, literalArrivalMinutes } from '../row-time';
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type TimetableRow } from './define';
import { rowText } from './shared';

const notices = defineNotices({
  arrival_before_departure: notice<TimetableRow & { minutes: number }>({
    severity: 'error',
    meaning: 'The stated arrival comes before the departure.',
    fix: 'Correct the arrival day (e.g. "+1" for the next day) or time.',
  }),
});

export const arrivalBeforeDeparture = rowCheck('arrival-before-departure', notices, (row) => {
  const minutes = literalArrivalMinutes(row, firstDay(row));
  if (minutes === null || minutes >= 0) return null;
  const hint = row.arrDay?.startsWith('+')
    ? 'use arrDay "+1" if it arrives the next day'
    : 'give the arrival weekday (or "+1" for the next day); if it really arrives a week later, write arrDay "+7"';
  return { field: ['arr'], context: { minutes }, message: `${rowText(row)} arrives ${-minutes} minutes before it departs — ${hint}` };
});

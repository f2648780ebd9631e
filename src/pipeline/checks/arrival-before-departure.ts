/**
 * A stated arrival before the departure: "+0" with an earlier time, or the departure weekday with an earlier time
 * (which the time model could only read as nearly a week later — never what a ferry timetable means).
 */
import { firstDay, literalArrivalMinutes } from '../row-time';
import { rowCheck } from './define';
import { rowText } from './shared';

export const arrivalBeforeDeparture = rowCheck('arrival-before-departure', 'arrival_before_departure', (row) => {
  const minutes = literalArrivalMinutes(row, firstDay(row));
  if (minutes === null || minutes >= 0) return null;
  const hint = row.arrDay?.startsWith('+')
    ? 'use arrDay "+1" if it arrives the next day'
    : 'give the arrival weekday (or "+1" for the next day); if it really arrives a week later, write arrDay "+7"';
  return { field: ['arr'], context: { minutes }, message: `${rowText(row)} arrives ${-minutes} minutes before it departs — ${hint}` };
});

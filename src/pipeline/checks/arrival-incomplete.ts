/**
 * An arrival is stated with both its day and its time, and needs a departure time: with one half missing the
 * duration cannot be derived, and the page would show half an arrival.
 */
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type TimetableRow } from './define';
import { formatTime24 } from '../../time';

const notices = defineNotices({
  arrival_incomplete: notice<TimetableRow>({
    severity: 'error',
    meaning: 'A row states an arrival time without its day (or a day without a time), or an arrival without a departure time.',
    fix: 'Give both arrDay and arr (and dep), or neither and a duration.',
  }),
});

export const arrivalIncomplete = rowCheck('arrival-incomplete', notices, (row) => {
  if (row.arr !== undefined && row.arrDay === undefined) {
    return { field: ['arr'], message: `arrival time ${formatTime24(row.arr)} has no arrival day — add arrDay (a weekday, or "+1" for the next day)` };
  }
  if (row.arrDay !== undefined && row.arr === undefined) {
    return { field: ['arrDay'], message: `arrival day ${row.arrDay} has no arrival time — add arr ("HH:MM")` };
  }
  if (row.arr !== undefined && row.dep === undefined) {
    return { field: ['arr'], message: 'this row states an arrival but no departure time, so its duration cannot be derived — add dep ("HH:MM")' };
  }
  return null;
});

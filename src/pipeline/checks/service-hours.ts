/**
 * A row's `hours` (when departures with no fixed time leave) must belong to a row with no `dep`, and run forwards
 * within one day: the planner offers the trip only inside them, so a wrong window would hide or invent trips.
 */
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type RowProblem, type TimetableRow } from './define';
import { rowText } from './shared';
import { formatTime24 } from '../../time';

const notices = defineNotices({
  hours_with_departure: notice<TimetableRow>({
    severity: 'error',
    meaning: 'A row states both a departure time and `hours` (the window in which trips with no fixed time leave).',
    fix: 'Keep `dep` if the trip leaves at a fixed time, or remove it and keep `hours`.',
  }),
  hours_reversed: notice<TimetableRow & { from: string; to: string }>({
    severity: 'error',
    meaning: 'A row\'s `hours` end before they start; the planner would never offer the trip.',
    fix: 'Swap `from` and `to`; hours are the first and last departure of one day.',
  }),
});

export const serviceHours = rowCheck('service-hours', notices, (row) => {
  if (!row.hours) return null;
  const hours = { from: formatTime24(row.hours.from), to: formatTime24(row.hours.to) };
  if (row.dep !== undefined) {
    const problem: RowProblem<typeof notices> = {
      code: 'hours_with_departure', field: ['hours'],
      message: `${rowText(row)} has a departure time and hours ${hours.from}–${hours.to}; hours are for rows whose trips leave any time within them — remove one of the two`,
    };
    return problem;
  }
  if (row.hours.from <= row.hours.to) return null;
  return {
    code: 'hours_reversed', field: ['hours', 'to'], context: { from: hours.from, to: hours.to },
    message: `${rowText(row)} has hours from ${hours.from} to ${hours.to}: the last departure is before the first — swap them (hours stay within one day)`,
  };
});

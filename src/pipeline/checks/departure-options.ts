/**
 * A row's `or` times ("11 AM or 5:30 PM": one sailing at one of them, src/schema/collections.ts) must belong to a row
 * with a departure time and no stated arrival, and each must be a time of its own: pages show the sailing once with
 * every time, the planner counts from the first and the last, so a time given twice or an arrival stated for only
 * one of the times would make the sailing read wrong.
 */
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type TimetableRow } from './define';
import { rowText } from './shared';
import { formatTime24 } from '../../time';

const notices = defineNotices({
  departure_options_invalid: notice<TimetableRow>({
    severity: 'error',
    meaning: 'A row\'s `or` times (one sailing at one of several times, "11 AM or 5:30 PM") have no `dep` to go with, a stated arrival (which fits one of the times only), or a time given twice.',
    fix: 'Put the first time in `dep` and the others in `or`, give the travel time as `duration`, and list each time once.',
  }),
});

export const departureOptions = rowCheck('departure-options', notices, (row) => {
  const { or } = row;
  if (!or) return null;
  const problem = (field: (string | number)[], why: string, fix: string) =>
    ({ field, message: `${rowText(row)} gives the sailing the other time${or.length === 1 ? '' : 's'} ${or.map(formatTime24).join(', ')} but ${why} — ${fix}` });
  if (row.dep === undefined) return problem(['or'], 'no departure time', 'put the first time in `dep` and the others in `or`');
  if (row.arr !== undefined || row.arrDay !== undefined) {
    return problem(['arr'], 'states an arrival, which holds for one of the times only', 'give the travel time as `duration` instead');
  }
  const seen = new Set([row.dep]);
  for (const [i, time] of or.entries()) {
    if (seen.has(time)) return problem(['or', i], `${formatTime24(time)} is given twice`, 'remove the repeated time');
    seen.add(time);
  }
  return null;
});

/** A row that lists a weekday twice would create the same sailing twice (and two trips with one id). */
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type RowProblem, type TimetableRow } from './define';

const notices = defineNotices({
  duplicate_weekday: notice<TimetableRow & { day: string }>({
    severity: 'error',
    meaning: 'A row lists the same weekday twice, which would create the same sailing twice.',
    fix: 'Remove the repeated day.',
  }),
});

export const duplicateWeekday = rowCheck('duplicate-weekday', notices, (row) => {
  if (row.days === 'Daily') return null;
  const problems: RowProblem<typeof notices>[] = [];
  row.days.forEach((day, k) => {
    if (row.days.indexOf(day) < k) problems.push({ field: ['days', k], context: { day }, message: `${day} is listed twice in this row's days — remove the repeat` });
  });
  return problems;
});

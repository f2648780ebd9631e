/** A row that lists a weekday twice would create the same sailing twice (and two trips with one id). */
import { rowCheck } from './define';
import type { RowProblem } from './define';

export const duplicateWeekday = rowCheck('duplicate-weekday', 'duplicate_weekday', (row) => {
  if (row.days === 'Daily') return null;
  const problems: RowProblem<'duplicate_weekday'>[] = [];
  row.days.forEach((day, k) => {
    if (row.days.indexOf(day) < k) problems.push({ field: ['days', k], context: { day }, message: `${day} is listed twice in this row's days — remove the repeat` });
  });
  return problems;
});

/** A row that lists a weekday twice would create the same sailing twice (and two trips with one id). */
import { finding } from '../notices/finding';
import type { Check, Finding } from '../types';
import { forEachRow, rowLoc } from './shared';

export const duplicateWeekday: Check = {
  id: 'duplicate-weekday',
  codes: ['duplicate_weekday'],
  run(ctx) {
    const out: Finding[] = [];
    forEachRow(ctx, (entry, row, i) => {
      if (row.days === 'Daily') return;
      const seen = new Set<string>();
      row.days.forEach((day, k) => {
        if (seen.has(day)) {
          out.push(finding('duplicate_weekday', rowLoc(entry, i, 'days', k),
            `${day} is listed twice in this row's days — remove the repeat`, { timetable: entry.raw.id, day }));
        }
        seen.add(day);
      });
    });
    return out;
  },
};

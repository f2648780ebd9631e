/** An arrival at the very moment of departure: always a typo (often the departure copied into the arrival). */
import { literalArrivalMinutes } from '../normalise';
import { finding } from '../notices/finding';
import type { Check, Finding } from '../types';
import { firstDay, forEachRow, rowLoc, rowText } from './shared';

export const zeroDuration: Check = {
  id: 'zero-duration',
  codes: ['zero_duration'],
  run(ctx) {
    const out: Finding[] = [];
    forEachRow(ctx, (entry, row, i) => {
      if (literalArrivalMinutes(row, firstDay(row)) !== 0) return;
      out.push(finding('zero_duration', rowLoc(entry, i, 'arr'),
        `${rowText(row)} arrives at the moment it departs (0 minutes) — correct the arrival day or time`,
        { timetable: entry.raw.id, row: i }));
    });
    return out;
  },
};

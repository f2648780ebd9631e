/** An arrival at the very moment of departure: always a typo (often the departure copied into the arrival). */
import { firstDay, literalArrivalMinutes } from '../row-time';
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type TimetableRow } from './define';
import { rowText } from './shared';

const notices = defineNotices({
  zero_duration: notice<TimetableRow>({
    severity: 'error',
    meaning: 'The arrival is the same moment as the departure.',
    fix: 'Correct the arrival day or time.',
  }),
});

export const zeroDuration = rowCheck('zero-duration', notices, (row) =>
  (literalArrivalMinutes(row, firstDay(row)) !== 0 ? null : {
    field: ['arr'],
    message: `${rowText(row)} arrives at the moment it departs (0 minutes) — correct the arrival day or time`,
  }));

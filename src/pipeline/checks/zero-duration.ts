/** An arrival at the very moment of departure: always a typo (often the departure copied into the arrival). */
import { firstDay, literalArrivalMinutes } from '../row-time';
import { rowCheck } from './define';
import { rowText } from './shared';

export const zeroDuration = rowCheck('zero-duration', 'zero_duration', (row) =>
  (literalArrivalMinutes(row, firstDay(row)) !== 0 ? null : {
    field: ['arr'],
    message: `${rowText(row)} arrives at the moment it departs (0 minutes) — correct the arrival day or time`,
  }));

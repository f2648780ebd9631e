/** Every row needs a travel time: derived from a stated arrival, or stated (row duration or timetable statedDuration). */
import { finding } from '../notices/finding';
import type { Check, Finding } from '../types';
import { forEachRow, rowLoc, rowText } from './shared';

export const missingTravelTime: Check = {
  id: 'missing-travel-time',
  codes: ['missing_travel_time'],
  run(ctx) {
    const out: Finding[] = [];
    forEachRow(ctx, (entry, row, i) => {
      const hasArrival = row.dep !== undefined && row.arr !== undefined && row.arrDay !== undefined;
      if (hasArrival || row.duration !== undefined || entry.raw.statedDuration !== undefined) return;
      // An incomplete arrival is reported by arrival_incomplete; one notice per mistake is enough.
      if (row.arr !== undefined || row.arrDay !== undefined) return;
      out.push(finding('missing_travel_time', rowLoc(entry, i),
        `${rowText(row)} has no travel time: no arrival, no duration and no statedDuration on the timetable — add arrDay and arr, or duration (hours)`,
        { timetable: entry.raw.id, row: i }));
    });
    return out;
  },
};

/** Every row needs a travel time: derived from a stated arrival, or stated (row duration or timetable statedDuration). */
import { defineNotices, notice } from '../notices/define';
import { rowCheck, type TimetableRow } from './define';
import { rowText } from './shared';

const notices = defineNotices({
  missing_travel_time: notice<TimetableRow>({
    severity: 'error',
    meaning: 'A row has neither an arrival nor a duration, and its timetable states no travel time.',
    fix: 'Add arrDay and arr, or a duration (hours), to the row.',
  }),
});

export const missingTravelTime = rowCheck('missing-travel-time', notices, (row, entry) => {
  const hasArrival = row.dep !== undefined && row.arr !== undefined && row.arrDay !== undefined;
  if (hasArrival || row.duration !== undefined || entry.raw.statedDuration !== undefined) return null;
  // An incomplete arrival is reported by arrival_incomplete; one notice per mistake is enough.
  if (row.arr !== undefined || row.arrDay !== undefined) return null;
  return {
    message: `${rowText(row)} has no travel time: no arrival, no duration and no statedDuration on the timetable — add arrDay and arr, or duration (hours)`,
  };
});

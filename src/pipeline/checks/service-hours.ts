/**
 * A row's `hours` (when departures with no fixed time leave) must belong to a row with no `dep`, and run forwards
 * within one day: the planner offers the trip only inside them, so a wrong window would hide or invent trips.
 */
import { finding } from '../notices/finding';
import type { Check, Finding } from '../types';
import { forEachRow, rowLoc, rowText } from './shared';

export const serviceHours: Check = {
  id: 'service-hours',
  codes: ['hours_with_departure', 'hours_reversed'],
  run(ctx) {
    const out: Finding[] = [];
    forEachRow(ctx, (entry, row, i) => {
      const { hours } = row;
      if (!hours) return;
      if (row.dep !== undefined) {
        out.push(finding('hours_with_departure', rowLoc(entry, i, 'hours'),
          `${rowText(row)} has a departure time and hours ${hours.from}–${hours.to}; hours are for rows whose trips leave any time within them — remove one of the two`,
          { timetable: entry.raw.id, row: i }));
        return;
      }
      if (hours.from > hours.to) {
        out.push(finding('hours_reversed', rowLoc(entry, i, 'hours', 'to'),
          `${rowText(row)} has hours from ${hours.from} to ${hours.to}: the last departure is before the first — swap them (hours stay within one day)`,
          { timetable: entry.raw.id, row: i, from: hours.from, to: hours.to }));
      }
    });
    return out;
  },
};

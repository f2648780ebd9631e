/**
 * An arrival is stated with both its day and its time, and needs a departure time: with one half missing the
 * duration cannot be derived, and the page would show half an arrival.
 */
import { finding } from '../notices/finding';
import type { Check, Finding } from '../types';
import { forEachRow, rowLoc } from './shared';

export const arrivalIncomplete: Check = {
  id: 'arrival-incomplete',
  codes: ['arrival_incomplete'],
  run(ctx) {
    const out: Finding[] = [];
    forEachRow(ctx, (entry, row, i) => {
      const context = { timetable: entry.raw.id, row: i };
      if (row.arr !== undefined && row.arrDay === undefined) {
        out.push(finding('arrival_incomplete', rowLoc(entry, i, 'arr'),
          `arrival time ${row.arr} has no arrival day — add arrDay (a weekday, or "+1" for the next day)`, context));
      } else if (row.arrDay !== undefined && row.arr === undefined) {
        out.push(finding('arrival_incomplete', rowLoc(entry, i, 'arrDay'),
          `arrival day ${row.arrDay} has no arrival time — add arr ("HH:MM")`, context));
      } else if (row.arr !== undefined && row.dep === undefined) {
        out.push(finding('arrival_incomplete', rowLoc(entry, i, 'arr'),
          `this row states an arrival but no departure time, so its duration cannot be derived — add dep ("HH:MM")`, context));
      }
    });
    return out;
  },
};

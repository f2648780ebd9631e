/**
 * A stated arrival before the departure: "+0" with an earlier time, or the departure weekday with an earlier time
 * (which the time model could only read as nearly a week later — never what a ferry timetable means).
 */
import { literalArrivalMinutes } from '../normalise';
import { finding } from '../notices/finding';
import type { Check, Finding } from '../types';
import { firstDay, forEachRow, rowLoc, rowText } from './shared';

export const arrivalBeforeDeparture: Check = {
  id: 'arrival-before-departure',
  codes: ['arrival_before_departure'],
  run(ctx) {
    const out: Finding[] = [];
    forEachRow(ctx, (entry, row, i) => {
      const minutes = literalArrivalMinutes(row, firstDay(row));
      if (minutes === null || minutes >= 0) return;
      const hint = row.arrDay?.startsWith('+')
        ? 'use arrDay "+1" if it arrives the next day'
        : 'give the arrival weekday (or "+1" for the next day); if it really arrives a week later, write arrDay "+7"';
      out.push(finding('arrival_before_departure', rowLoc(entry, i, 'arr'),
        `${rowText(row)} arrives ${-minutes} minutes before it departs — ${hint}`,
        { timetable: entry.raw.id, row: i, minutes }));
    });
    return out;
  },
};

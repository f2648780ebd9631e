/** The same trip row twice in one timetable is a warning that names both rows. */
import { describe, expect, it } from 'vitest';
import { duplicateTripRow } from '../../../src/pipeline/checks/duplicate-trip-row';
import { makeRow, makeTimetable, PORTS, runCheck } from '../builders';

describe('duplicate_trip_row', () => {
  it('a row repeated → warning on the second copy, pointing back at the first', () => {
    const trips = [makeRow(), makeRow({ days: ['Tue'] }), makeRow()];
    expect(runCheck(duplicateTripRow, { ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { trips })] })).toEqual([{
      code: 'duplicate_trip_row', severity: 'warning',
      at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 2] },
      message: 'this row (Mon 20:00 → +1 day 08:00) repeats an earlier row of timetable manila-cebu, so the sailing would be listed twice — delete one of them',
      context: { timetable: 'manila-cebu', figures: 'Mon 20:00 → +1 day 08:00' },
      related: [{ file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0] }],
    }]);
  });

  it('rows that differ in any field, or the same row in two timetables, are not duplicates', () => {
    const a = makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [makeRow(), makeRow({ fare: { min: 1, max: 2 } })] });
    const b = makeTimetable('cebu-manila', 'cebu', 'manila', { trips: [makeRow()] });
    expect(runCheck(duplicateTripRow, { ports: PORTS, timetables: [a, b] })).toEqual([]);
  });
});

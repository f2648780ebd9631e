/**
 * The row-level time checks, one describe per check module: each reads a timetable row as written and judges its
 * stated arrival against its departure with the time model.
 */
import { describe, expect, it } from 'vitest';
import { ambiguousArrivalDay } from '../../../src/pipeline/checks/ambiguous-arrival-day';
import { arrivalBeforeDeparture } from '../../../src/pipeline/checks/arrival-before-departure';
import { arrivalIncomplete } from '../../../src/pipeline/checks/arrival-incomplete';
import { duplicateWeekday } from '../../../src/pipeline/checks/duplicate-weekday';
import { durationOverWeek } from '../../../src/pipeline/checks/duration-over-week';
import { missingTravelTime } from '../../../src/pipeline/checks/missing-travel-time';
import { zeroDuration } from '../../../src/pipeline/checks/zero-duration';
import type { Check } from '../../../src/pipeline/types';
import { makeRow, makeTimetable, PORTS, runCheck } from '../builders';

const FILE = 'data/timetables/test.yaml';
const withRows = (check: Check, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  runCheck(check, { ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { trips: rows, ...extra })] });

describe('zero_duration', () => {
  it('"+0" arrival at the departure time → notice', () => {
    expect(withRows(zeroDuration, [makeRow({ arrDay: '+0', arr: '20:00' })])).toEqual([{
      code: 'zero_duration', severity: 'error',
      at: { file: FILE, path: ['timetables', 0, 'trips', 0, 'arr'] },
      message: 'Mon 20:00 → +0 days 20:00 arrives at the moment it departs (0 minutes) — correct the arrival day or time',
      context: { timetable: 'manila-cebu', row: 0 },
    }]);
  });

  it('arrival on the departure weekday at the departure time → notice (not read as a week-long crossing)', () => {
    expect(withRows(zeroDuration, [makeRow({ days: ['Tue'], arrDay: 'Tue', arr: '20:00' })]).map((f) => f.code)).toEqual(['zero_duration']);
  });

  it('a one-minute crossing → no notice', () => {
    expect(withRows(zeroDuration, [makeRow({ arrDay: '+0', arr: '20:01' })])).toEqual([]);
  });
});

describe('arrival_before_departure', () => {
  it('"+0" with an earlier arrival time → notice suggesting "+1"', () => {
    expect(withRows(arrivalBeforeDeparture, [makeRow({ arrDay: '+0', arr: '07:00' })])).toEqual([{
      code: 'arrival_before_departure', severity: 'error',
      at: { file: FILE, path: ['timetables', 0, 'trips', 0, 'arr'] },
      message: 'Mon 20:00 → +0 days 07:00 arrives 780 minutes before it departs — use arrDay "+1" if it arrives the next day',
      context: { timetable: 'manila-cebu', row: 0, minutes: -780 },
    }]);
  });

  it('the departure weekday with an earlier time → notice (the week-wrap reading is never meant)', () => {
    expect(withRows(arrivalBeforeDeparture, [makeRow({ days: ['Wed'], arrDay: 'Wed', arr: '06:00' })])).toEqual([{
      code: 'arrival_before_departure', severity: 'error',
      at: { file: FILE, path: ['timetables', 0, 'trips', 0, 'arr'] },
      message: 'Wed 20:00 → Wed 06:00 arrives 840 minutes before it departs — give the arrival weekday (or "+1" for the next day); if it really arrives a week later, write arrDay "+7"',
      context: { timetable: 'manila-cebu', row: 0, minutes: -840 },
    }]);
  });

  it('an arrival on a later weekday, even across Sunday → no notice', () => {
    expect(withRows(arrivalBeforeDeparture, [makeRow({ days: ['Sat'], arrDay: 'Mon', arr: '06:00' })])).toEqual([]);
  });
});

describe('duration_over_week', () => {
  it('"+7" with a later arrival time → notice', () => {
    expect(withRows(durationOverWeek, [makeRow({ arrDay: '+7', arr: '21:00' })])).toEqual([{
      code: 'duration_over_week', severity: 'error',
      at: { file: FILE, path: ['timetables', 0, 'trips', 0, 'arr'] },
      message: 'Mon 20:00 → +7 days 21:00 takes 169 h, more than a week — correct the arrival day or time',
      context: { timetable: 'manila-cebu', row: 0, minutes: 10140 },
    }]);
  });

  it('exactly a week → no notice', () => {
    expect(withRows(durationOverWeek, [makeRow({ arrDay: '+7', arr: '20:00' })])).toEqual([]);
  });
});

describe('ambiguous_arrival_day', () => {
  it('a weekday arrival on a row sailing several days → notice listing each reading', () => {
    expect(withRows(ambiguousArrivalDay, [makeRow({ days: ['Mon', 'Thu'], arrDay: 'Tue', arr: '08:00' })])).toEqual([{
      code: 'ambiguous_arrival_day', severity: 'error',
      at: { file: FILE, path: ['timetables', 0, 'trips', 0, 'arrDay'] },
      message: 'arrDay Tue cannot be right for every departure day of this row (Mon → Tue is +1, Thu → Tue is +5) — write arrDay as "+N" days after departure, or split the row by day',
      context: { timetable: 'manila-cebu', row: 0, days: ['Mon', 'Thu'], arrDay: 'Tue' },
    }]);
  });

  it('a weekday arrival on a single-day row, or "+1" on a Daily row → no notice', () => {
    expect(withRows(ambiguousArrivalDay, [
      makeRow({ days: ['Mon'], arrDay: 'Tue' }), makeRow({ days: 'Daily', arrDay: '+1' }),
    ])).toEqual([]);
  });
});

describe('arrival_incomplete', () => {
  it('an arrival time without its day → notice', () => {
    expect(withRows(arrivalIncomplete, [{ days: ['Mon'], dep: '20:00', arr: '08:00' }])).toEqual([{
      code: 'arrival_incomplete', severity: 'error',
      at: { file: FILE, path: ['timetables', 0, 'trips', 0, 'arr'] },
      message: 'arrival time 08:00 has no arrival day — add arrDay (a weekday, or "+1" for the next day)',
      context: { timetable: 'manila-cebu', row: 0 },
    }]);
  });

  it('an arrival day without its time → notice on arrDay', () => {
    expect(withRows(arrivalIncomplete, [{ days: ['Mon'], dep: '20:00', arrDay: '+1' }]).map((f) => f.at.path))
      .toEqual([['timetables', 0, 'trips', 0, 'arrDay']]);
  });

  it('an arrival without a departure time → notice', () => {
    expect(withRows(arrivalIncomplete, [{ days: ['Mon'], arrDay: '+1', arr: '08:00' }]).map((f) => f.message)).toEqual([
      'this row states an arrival but no departure time, so its duration cannot be derived — add dep ("HH:MM")',
    ]);
  });

  it('a complete arrival, or none with a duration → no notice', () => {
    expect(withRows(arrivalIncomplete, [makeRow(), { days: 'Daily', duration: 2 }])).toEqual([]);
  });
});

describe('duplicate_weekday', () => {
  it('a day listed twice → notice on the repeat', () => {
    expect(withRows(duplicateWeekday, [makeRow({ days: ['Mon', 'Wed', 'Mon'] })])).toEqual([{
      code: 'duplicate_weekday', severity: 'error',
      at: { file: FILE, path: ['timetables', 0, 'trips', 0, 'days', 2] },
      message: "Mon is listed twice in this row's days — remove the repeat",
      context: { timetable: 'manila-cebu', row: 0, day: 'Mon' },
    }]);
  });

  it('distinct days → no notice', () => {
    expect(withRows(duplicateWeekday, [makeRow({ days: ['Mon', 'Wed'] })])).toEqual([]);
  });
});

describe('missing_travel_time', () => {
  it('a departure with no arrival, no duration and no statedDuration → notice', () => {
    expect(withRows(missingTravelTime, [{ days: ['Mon'], dep: '20:00' }])).toEqual([{
      code: 'missing_travel_time', severity: 'error',
      at: { file: FILE, path: ['timetables', 0, 'trips', 0] },
      message: 'Mon 20:00 has no travel time: no arrival, no duration and no statedDuration on the timetable — add arrDay and arr, or duration (hours)',
      context: { timetable: 'manila-cebu', row: 0 },
    }]);
  });

  it("the timetable's statedDuration covers the row → no notice", () => {
    expect(withRows(missingTravelTime, [{ days: ['Mon'], dep: '20:00' }], { statedDuration: 22 })).toEqual([]);
  });
});

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

describe.each([
  ['zero_duration', zeroDuration, '"+0" arrival at the departure time', makeRow({ arrDay: '+0', arr: '20:00' }), ['arr'],
    'Mon 20:00 → +0 days 20:00 arrives at the moment it departs (0 minutes) — correct the arrival day or time', {}],
  ['arrival_before_departure', arrivalBeforeDeparture, '"+0" with an earlier arrival time (suggesting "+1")', makeRow({ arrDay: '+0', arr: '07:00' }), ['arr'],
    'Mon 20:00 → +0 days 07:00 arrives 780 minutes before it departs — use arrDay "+1" if it arrives the next day', { minutes: -780 }],
  ['arrival_before_departure', arrivalBeforeDeparture, 'the departure weekday with an earlier time (the week-wrap reading is never meant)',
    makeRow({ days: ['Wed'], arrDay: 'Wed', arr: '06:00' }), ['arr'],
    'Wed 20:00 → Wed 06:00 arrives 840 minutes before it departs — give the arrival weekday (or "+1" for the next day); if it really arrives a week later, write arrDay "+7"',
    { minutes: -840 }],
  ['duration_over_week', durationOverWeek, '"+7" with a later arrival time', makeRow({ arrDay: '+7', arr: '21:00' }), ['arr'],
    'Mon 20:00 → +7 days 21:00 takes 169 h, more than a week — correct the arrival day or time', { minutes: 10140 }],
  ['ambiguous_arrival_day', ambiguousArrivalDay, 'a weekday arrival on a row sailing several days (listing each reading)',
    makeRow({ days: ['Mon', 'Thu'], arrDay: 'Tue', arr: '08:00' }), ['arrDay'],
    'arrDay Tue cannot be right for every departure day of this row (Mon → Tue is +1, Thu → Tue is +5) — write arrDay as "+N" days after departure, or split the row by day',
    { days: ['Mon', 'Thu'], arrDay: 'Tue' }],
  ['arrival_incomplete', arrivalIncomplete, 'an arrival time without its day', { days: ['Mon'], dep: '20:00', arr: '08:00' }, ['arr'],
    'arrival time 08:00 has no arrival day — add arrDay (a weekday, or "+1" for the next day)', {}],
  ['duplicate_weekday', duplicateWeekday, 'a day listed twice (on the repeat)', makeRow({ days: ['Mon', 'Wed', 'Mon'] }), ['days', 2],
    "Mon is listed twice in this row's days — remove the repeat", { day: 'Mon' }],
  ['missing_travel_time', missingTravelTime, 'a departure with no arrival, no duration and no statedDuration', { days: ['Mon'], dep: '20:00' }, [],
    'Mon 20:00 has no travel time: no arrival, no duration and no statedDuration on the timetable — add arrDay and arr, or duration (hours)', {}],
])('%s', (code, check, what, row, field, message, context) => {
  it(`${what} → notice`, () => {
    expect(withRows(check, [row])).toEqual([{
      code, severity: 'error', at: { file: FILE, path: ['timetables', 0, 'trips', 0, ...field] }, message,
      context: { timetable: 'manila-cebu', row: 0, ...context },
    }]);
  });
});

it.each([
  ['zero_duration: a one-minute crossing', zeroDuration, [makeRow({ arrDay: '+0', arr: '20:01' })]],
  ['arrival_before_departure: an arrival on a later weekday, even across Sunday', arrivalBeforeDeparture, [makeRow({ days: ['Sat'], arrDay: 'Mon', arr: '06:00' })]],
  ['duration_over_week: exactly a week', durationOverWeek, [makeRow({ arrDay: '+7', arr: '20:00' })]],
  ['ambiguous_arrival_day: a weekday arrival on a single-day row, or "+1" on a Daily row', ambiguousArrivalDay,
    [makeRow({ days: ['Mon'], arrDay: 'Tue' }), makeRow({ days: 'Daily', arrDay: '+1' })]],
  ['arrival_incomplete: a complete arrival, or none with a duration', arrivalIncomplete, [makeRow(), { days: 'Daily', duration: 2 }]],
  ['duplicate_weekday: distinct days', duplicateWeekday, [makeRow({ days: ['Mon', 'Wed'] })]],
])('%s → no notice', (_, check, rows) => {
  expect(withRows(check, rows)).toEqual([]);
});

describe('zero_duration', () => {
  it('arrival on the departure weekday at the departure time → notice (not read as a week-long crossing)', () => {
    expect(withRows(zeroDuration, [makeRow({ days: ['Tue'], arrDay: 'Tue', arr: '20:00' })]).map((f) => f.code)).toEqual(['zero_duration']);
  });
});

describe('arrival_incomplete', () => {
  it('an arrival day without its time → notice on arrDay', () => {
    expect(withRows(arrivalIncomplete, [{ days: ['Mon'], dep: '20:00', arrDay: '+1' }]).map((f) => f.at.path))
      .toEqual([['timetables', 0, 'trips', 0, 'arrDay']]);
  });

  it('an arrival without a departure time → notice', () => {
    expect(withRows(arrivalIncomplete, [{ days: ['Mon'], arrDay: '+1', arr: '08:00' }]).map((f) => f.message)).toEqual([
      'this row states an arrival but no departure time, so its duration cannot be derived — add dep ("HH:MM")',
    ]);
  });
});

describe('missing_travel_time', () => {
  it("the timetable's statedDuration covers the row → no notice", () => {
    expect(withRows(missingTravelTime, [{ days: ['Mon'], dep: '20:00' }], { statedDuration: 22 })).toEqual([]);
  });
});

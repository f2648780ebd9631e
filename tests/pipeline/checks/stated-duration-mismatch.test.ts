import { describe, expect, it } from 'vitest';
import { statedDurationMismatch } from '../../../src/pipeline/checks/stated-duration-mismatch';
import { makeDestination, makeRow, makeTimetable, PORTS, runCheck } from '../builders';

const FILE = 'data/timetables/test.yaml';
// Tue 13:30 → Wed 02:30 is 13 h: the Puerto Princesa page states 29 h for it.
const sailing = makeRow({ days: ['Tue'], dep: '13:30', arrDay: 'Wed', arr: '02:30' });

describe('stated_duration_mismatch', () => {
  it.each([
    ["a timetable's statedDuration far from its derived duration → notice naming the row", {
      timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { statedDuration: 29, trips: [sailing] })],
    }, { file: FILE, path: ['timetables', 0, 'statedDuration'] },
      '"/test › test.yaml" states 29 h, but in manila-cebu ("/test › test.yaml") Tue 13:30 → Wed 02:30 takes 13 h by its departure and arrival — correct the stated travel time or the times',
      'stated:manila-cebu'],
    ["a destination's travel-time badge against its route's sailings → notice naming both sources", {
      timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [sailing] })],
      destinations: [makeDestination('cebu', { travelTime: { display: '29 hours', hours: 29, from: 'manila', source: '/destinations/cebu › Hero' } })],
    }, { file: 'data/destinations/cebu.yaml', path: ['travelTime', 'hours'] },
      'the travel time of Manila Port to Cebu Port on "/destinations/cebu › Hero" states 29 h, but in manila-cebu ("/test › test.yaml") Tue 13:30 → Wed 02:30 takes 13 h by its departure and arrival — correct the stated travel time or the times',
      'destination:cebu'],
  ])('%s', (_, parts, at, message, statement) => {
    expect(runCheck(statedDurationMismatch, { ports: PORTS, ...parts })).toEqual([{
      code: 'stated_duration_mismatch', severity: 'warning', at, message,
      context: { stated: { min: 1740, max: 1740 }, derived: [780], timetable: 'manila-cebu', rows: [0], statement, reference: 'times:manila-cebu', figures: '29 h vs 13 h' },
      related: [{ file: FILE, path: ['timetables', 0, 'trips', 0, 'arr'] }],
    }]);
  });

  it('within an hour of the stated time (rounding) → no notice', () => {
    expect(runCheck(statedDurationMismatch, {
      ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { statedDuration: 14, trips: [sailing] })],
    })).toEqual([]);
  });

  it('inside a stated range ("19-32 hours") → no notice; outside it by more than an hour → notice', () => {
    const long = makeRow({ days: ['Sat'], dep: '01:00', arrDay: 'Sun', arr: '20:30' }); // 43.5 h
    const findings = runCheck(statedDurationMismatch, {
      ports: PORTS,
      timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { statedDuration: { min: 19, max: 32 }, trips: [makeRow({ days: ['Mon'], dep: '08:30', arrDay: 'Tue', arr: '16:00' }), long] })],
    });
    expect(findings.map((f) => f.context)).toEqual([{ stated: { min: 1140, max: 1920 }, derived: [2610], timetable: 'manila-cebu', rows: [1], statement: 'stated:manila-cebu', reference: 'times:manila-cebu', figures: '19–32 h vs 43.5 h' }]);
  });
});

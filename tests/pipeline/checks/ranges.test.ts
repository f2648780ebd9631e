/** fare_min_above_max and duration_min_above_max: a range the schema cannot order by itself. */
import { expect, it } from 'vitest';
import { durationMinAboveMax } from '../../../src/pipeline/checks/duration-min-above-max';
import { fareMinAboveMax } from '../../../src/pipeline/checks/fare-min-above-max';
import { makeRow, makeTimetable, PORTS, runCheck } from '../builders';

it.each<[string, typeof fareMinAboveMax, Parameters<typeof makeTimetable>[3], unknown[]]>([
  ['fare_min_above_max: a timetable fare with min above max → notice on min', fareMinAboveMax, { fare: { min: 3000, max: 2000 } }, [{
    code: 'fare_min_above_max', severity: 'error',
    at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'fare', 'min'] },
    message: 'fare range min ₱3,000 is above max ₱2,000 — swap or correct the figures',
    context: { min: 3000, max: 2000 },
  }]],
  ['fare_min_above_max: min equal to max → no notice', fareMinAboveMax, { fare: { min: 2000, max: 2000 } }, []],
  ['duration_min_above_max: a row duration range with min above max → notice on min', durationMinAboveMax,
    { trips: [{ days: 'Daily', duration: { min: 9, max: 8 } }] }, [{
      code: 'duration_min_above_max', severity: 'error',
      at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0, 'duration', 'min'] },
      message: 'travel time min 9 h is above max 8 h — swap or correct the figures',
      context: { min: 9, max: 8 },
    }]],
  ['duration_min_above_max: a single number or an ordered range → no notice', durationMinAboveMax,
    { statedDuration: 22, trips: [{ days: 'Daily', duration: { min: 8, max: 9 } }] }, []],
])('%s', (_, check, timetable, expected) => {
  expect(runCheck(check, { ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', timetable)] })).toEqual(expected);
});

it('fare_min_above_max: a fare-list range and a row fare with min above max → a notice each', () => {
  const findings = runCheck(fareMinAboveMax, {
    ports: PORTS,
    timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [makeRow({ fare: { min: 9, max: 1 } })] })],
    fares: { groups: [{ title: 'Manila', fares: [{ from: 'manila', to: 'cebu', range: { min: 500, max: 400 }, source: '/tickets › x' }] }] },
  });
  expect(findings.map((f) => f.at)).toEqual([
    { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0, 'fare', 'min'] },
    { file: 'data/fares.yaml', path: ['groups', 0, 'fares', 0, 'range', 'min'] },
  ]);
});

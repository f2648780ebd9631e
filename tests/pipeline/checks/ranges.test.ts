/** fare_min_above_max and duration_min_above_max: a range the schema cannot order by itself. */
import { describe, expect, it } from 'vitest';
import { durationMinAboveMax } from '../../../src/pipeline/checks/duration-min-above-max';
import { fareMinAboveMax } from '../../../src/pipeline/checks/fare-min-above-max';
import { makeRow, makeTimetable, PORTS, runCheck } from '../builders';

describe('fare_min_above_max', () => {
  it('a timetable fare with min above max → notice on min', () => {
    const findings = runCheck(fareMinAboveMax, {
      ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 3000, max: 2000 } })],
    });
    expect(findings).toEqual([{
      code: 'fare_min_above_max', severity: 'error',
      at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'fare', 'min'] },
      message: 'fare range min ₱3,000 is above max ₱2,000 — swap or correct the figures',
      context: { min: 3000, max: 2000 },
    }]);
  });

  it('a fare-list range and a row fare with min above max → a notice each', () => {
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

  it('min equal to max → no notice', () => {
    expect(runCheck(fareMinAboveMax, {
      ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 2000, max: 2000 } })],
    })).toEqual([]);
  });
});

describe('duration_min_above_max', () => {
  it('a row duration range with min above max → notice on min', () => {
    const findings = runCheck(durationMinAboveMax, {
      ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [{ days: 'Daily', duration: { min: 9, max: 8 } }] })],
    });
    expect(findings).toEqual([{
      code: 'duration_min_above_max', severity: 'error',
      at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0, 'duration', 'min'] },
      message: 'travel time min 9 h is above max 8 h — swap or correct the figures',
      context: { min: 9, max: 8 },
    }]);
  });

  it('a single number or an ordered range → no notice', () => {
    expect(runCheck(durationMinAboveMax, {
      ports: PORTS,
      timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { statedDuration: 22, trips: [{ days: 'Daily', duration: { min: 8, max: 9 } }] })],
    })).toEqual([]);
  });
});

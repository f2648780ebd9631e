import { describe, expect, it } from 'vitest';
import { identicalTimetable } from '../../../src/pipeline/checks/identical-timetable';
import { makeRow, makeTimetable, PORTS, runCheck } from '../builders';

const sailing = makeRow({ days: ['Tue'], dep: '13:30', arrDay: 'Wed', arr: '02:30' });

describe('identical_timetable', () => {
  it('two different routes with the same sailings and fares → notice on the second, naming the first', () => {
    const findings = runCheck(identicalTimetable, {
      ports: PORTS,
      timetables: {
        'coron.yaml': [makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 2236, max: 2394 }, trips: [sailing] })],
        'puerto-princesa.yaml': [makeTimetable('manila-batangas', 'manila', 'batangas', { fare: { min: 2236, max: 2394 }, trips: [sailing] })],
      },
    });
    expect(findings).toEqual([{
      code: 'identical_timetable', severity: 'warning',
      at: { file: 'data/timetables/puerto-princesa.yaml', path: ['timetables', 0, 'trips'] },
      message: 'timetable manila-batangas (Manila Port to Batangas Port, "/test › puerto-princesa.yaml") has exactly the same sailings and fares as manila-cebu (Manila Port to Cebu Port, "/test › coron.yaml"): Tue 13:30 → Wed 02:30 — check the source for a copy-paste',
      context: { timetable: 'manila-batangas', sameAs: 'manila-cebu', sameFares: true, figures: 'Tue 13:30 → Wed 02:30' },
      related: [{ file: 'data/timetables/coron.yaml', path: ['timetables', 0, 'trips'] }],
    }]);
  });

  it('one route given twice (a page and an overview), or different times → no notice', () => {
    expect(runCheck(identicalTimetable, {
      ports: PORTS,
      timetables: [
        makeTimetable('a', 'manila', 'cebu', { trips: [sailing] }),
        makeTimetable('b', 'manila', 'cebu', { trips: [sailing] }),
        makeTimetable('c', 'cebu', 'manila', { trips: [{ ...sailing, dep: '13:45' }] }),
      ],
    })).toEqual([]);
  });

  it('rows without a departure time ("several crossings daily") → no notice', () => {
    const daily = { days: 'Daily', duration: { min: 1, max: 1.5 } };
    expect(runCheck(identicalTimetable, {
      ports: PORTS,
      timetables: [makeTimetable('a', 'manila', 'cebu', { trips: [daily] }), makeTimetable('b', 'cebu', 'batangas', { trips: [daily] })],
    })).toEqual([]);
  });
});

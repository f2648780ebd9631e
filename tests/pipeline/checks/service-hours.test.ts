import { describe, expect, it } from 'vitest';
import { serviceHours } from '../../../src/pipeline/checks/service-hours';
import { makeTimetable, PORTS, runCheck } from '../builders';

const road = (row: Record<string, unknown>) =>
  runCheck(serviceHours, { ports: PORTS, timetables: [makeTimetable('manila-batangas', 'manila', 'batangas', { mode: 'road', trips: [row] })] });

describe('hours_with_departure', () => {
  it('a row with a departure time and hours → error at the hours', () => {
    expect(road({ days: 'Daily', dep: '08:00', duration: 3, hours: { from: '05:00', to: '18:00' } })).toEqual([{
      code: 'hours_with_departure', severity: 'error',
      at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0, 'hours'] },
      message: 'Daily 08:00 has a departure time and hours 05:00–18:00; hours are for rows whose trips leave any time within them — remove one of the two',
      context: { timetable: 'manila-batangas', row: 0 },
    }]);
  });
});

describe('hours_reversed', () => {
  it('hours ending before they start → error at `to`', () => {
    expect(road({ days: 'Daily', duration: 3, hours: { from: '18:00', to: '05:00' } })).toEqual([{
      code: 'hours_reversed', severity: 'error',
      at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0, 'hours', 'to'] },
      message: 'Daily (no time) has hours from 18:00 to 05:00: the last departure is before the first — swap them (hours stay within one day)',
      context: { timetable: 'manila-batangas', row: 0, from: '18:00', to: '05:00' },
    }]);
  });

  it('hours in order, or one single departure time as both ends → no notice', () => {
    expect(road({ days: 'Daily', duration: 3, hours: { from: '05:00', to: '18:00' } })).toEqual([]);
    expect(road({ days: 'Daily', duration: 3, hours: { from: '09:00', to: '09:00' } })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { serviceHours } from '../../../src/pipeline/checks/service-hours';
import { makeTimetable, PORTS, runCheck } from '../builders';

const road = (row: Record<string, unknown>) =>
  runCheck(serviceHours, { ports: PORTS, timetables: [makeTimetable('manila-batangas', 'manila', 'batangas', { mode: 'road', trips: [row] })] });

it.each([
  ['hours_with_departure', 'a row with a departure time and hours → error at the hours', { days: 'Daily', dep: '08:00', duration: 3, hours: { from: '05:00', to: '18:00' } },
    ['hours'], 'Daily 08:00 has a departure time and hours 05:00–18:00; hours are for rows whose trips leave any time within them — remove one of the two', {}],
  ['hours_reversed', 'hours ending before they start → error at `to`', { days: 'Daily', duration: 3, hours: { from: '18:00', to: '05:00' } }, ['hours', 'to'],
    'Daily (no time) has hours from 18:00 to 05:00: the last departure is before the first — swap them (hours stay within one day)', { from: '18:00', to: '05:00' }],
])('%s: %s', (code, _, row, field, message, context) => {
  expect(road(row)).toEqual([{
    code, severity: 'error', at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0, ...field] }, message,
    context: { timetable: 'manila-batangas', row: 0, ...context },
  }]);
});

describe('hours_reversed', () => {
  it('hours in order, or one single departure time as both ends → no notice', () => {
    expect(road({ days: 'Daily', duration: 3, hours: { from: '05:00', to: '18:00' } })).toEqual([]);
    expect(road({ days: 'Daily', duration: 3, hours: { from: '09:00', to: '09:00' } })).toEqual([]);
  });
});

/** route_fare_conflict, route_days_conflict, route_duration_conflict: one route, two places, two answers. */
import { describe, expect, it } from 'vitest';
import { routeDaysConflict } from '../../../src/pipeline/checks/route-days-conflict';
import { routeDurationConflict } from '../../../src/pipeline/checks/route-duration-conflict';
import { routeFareConflict } from '../../../src/pipeline/checks/route-fare-conflict';
import { makeRow, makeTimetable, PORTS, runCheck } from '../builders';

const fareList = (min: number, max: number) => ({
  groups: [{ title: 'Manila Routes', fares: [{ from: 'manila', to: 'cebu', range: { min, max }, source: 'SPEC §9 › Manila-Cebu' }] }],
});

const card = (duration: unknown) => ({
  groups: [{ title: 'Manila', cards: [{ name: 'Manila to Cebu', from: 'manila', to: 'cebu', frequency: 'Weekly', duration, description: 'x', source: '/routes › Manila' }] }],
});

it.each([
  ['route_fare_conflict: a timetable whose range differs from the fare list → notice naming both sources and both places', routeFareConflict, {
    timetables: [makeTimetable('manila-cebu-overview', 'manila', 'cebu', { fare: { min: 1150, max: 5400 } })],
    fares: fareList(2479, 2908),
  }, {
    code: 'route_fare_conflict', severity: 'warning',
    at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'fare'] },
    message: 'Manila Port to Cebu Port costs ₱1,150–₱5,400 in timetable manila-cebu-overview ("/test › test.yaml") but ₱2,479–₱2,908 in the Manila Routes fare list ("SPEC §9 › Manila-Cebu") — agree on one range',
    context: { route: 'manila>cebu', statement: 'timetable:manila-cebu-overview', reference: 'fare-list:Manila Routes', range: { min: 1150, max: 5400 }, otherRange: { min: 2479, max: 2908 }, figures: '₱1,150–₱5,400 vs ₱2,479–₱2,908' },
    related: [{ file: 'data/fares.yaml', path: ['groups', 0, 'fares', 0, 'range'] }],
  }],
  ['route_days_conflict: two timetables of one route sailing on different days → notice naming both', routeDaysConflict, {
    timetables: [
      makeTimetable('batangas-cebu-overview', 'batangas', 'cebu', { trips: [makeRow({ days: ['Mon', 'Wed', 'Fri'] })] }),
      makeTimetable('batangas-cebu', 'batangas', 'cebu', { trips: [makeRow({ days: ['Tue', 'Fri'] }), makeRow({ days: ['Thu', 'Sat'] })] }),
    ],
  }, {
    code: 'route_days_conflict', severity: 'warning',
    at: { file: 'data/timetables/test.yaml', path: ['timetables', 1, 'trips', 0, 'days'] },
    message: 'Batangas Port to Cebu Port sails Tue, Thu, Fri, Sat in timetable batangas-cebu ("/test › test.yaml") but Mon, Wed, Fri in timetable batangas-cebu-overview ("/test › test.yaml") — agree on the sailing days',
    context: { route: 'batangas>cebu', statement: 'timetable:batangas-cebu', reference: 'timetable:batangas-cebu-overview', days: ['Tue', 'Thu', 'Fri', 'Sat'], otherDays: ['Mon', 'Wed', 'Fri'], figures: 'Tue, Thu, Fri, Sat vs Mon, Wed, Fri' },
    related: [{ file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0, 'days'] }],
  }],
  ["route_duration_conflict: a timetable's derived duration far from the route card's → notice naming both", routeDurationConflict, {
    timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [makeRow({ days: ['Tue'], dep: '13:30', arrDay: 'Wed', arr: '02:30' })] })],
    routes: card(29),
  }, {
    code: 'route_duration_conflict', severity: 'warning',
    at: { file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0] },
    message: 'Manila Port to Cebu Port takes 13 h in timetable manila-cebu ("/test › test.yaml", derived from its times) but 29 h in the route card "Manila to Cebu" ("/routes › Manila") — agree on one travel time',
    context: { route: 'manila>cebu', statement: 'times:manila-cebu', reference: 'route-card:Manila to Cebu', minutes: { min: 780, max: 780 }, otherMinutes: { min: 1740, max: 1740 }, figures: '13 h vs 29 h' },
    related: [{ file: 'data/routes.yaml', path: ['groups', 0, 'cards', 0, 'duration'] }],
  }],
])('%s', (_, check, parts, notice) => {
  expect(runCheck(check, { ports: PORTS, ...parts })).toEqual([notice]);
});

describe('route_duration_conflict', () => {
  it('two timetables without a card: the first in file order is the reference', () => {
    const findings = runCheck(routeDurationConflict, {
      ports: PORTS,
      timetables: [
        makeTimetable('a', 'manila', 'cebu', { trips: [{ days: ['Mon'], dep: '20:00', duration: 26 }] }),
        makeTimetable('b', 'manila', 'cebu', { trips: [{ days: ['Mon'], dep: '20:00', duration: 29 }] }),
      ],
    });
    expect(findings.map((f) => [f.at.path, f.related])).toEqual([
      [['timetables', 1, 'trips', 0], [{ file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0] }]],
    ]);
  });
});

it.each([
  ['route_fare_conflict: two timetables of the route with the same range as the list', routeFareConflict, {
    timetables: [makeTimetable('a', 'manila', 'cebu', { fare: { min: 2479, max: 2908 } }), makeTimetable('b', 'manila', 'cebu', { fare: { min: 2479, max: 2908 } })],
    fares: fareList(2479, 2908),
  }],
  ['route_fare_conflict: rows of one timetable with their own fares (a cheaper day): that is one place', routeFareConflict, {
    timetables: [makeTimetable('a', 'manila', 'cebu', { fare: { min: 2000, max: 3000 }, trips: [makeRow(), makeRow({ days: ['Sat'], fare: { min: 1800, max: 2800 } })] })],
  }],
  ['route_fare_conflict: different modes of the same ports (bus and ferry vs ferry)', routeFareConflict, {
    timetables: [
      makeTimetable('a', 'manila', 'cebu', { fare: { min: 2000, max: 3000 } }),
      makeTimetable('b', 'manila', 'cebu', { mode: 'bus-and-ferry', fare: { min: 500, max: 800 } }),
    ],
  }],
  ['route_days_conflict: the same days written differently (Daily vs all seven)', routeDaysConflict, {
    timetables: [
      makeTimetable('a', 'batangas', 'cebu', { trips: [makeRow({ days: 'Daily' })] }),
      makeTimetable('b', 'batangas', 'cebu', { trips: [makeRow({ days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] })] }),
    ],
  }],
  ['route_duration_conflict: stated travel times an hour apart (9 h vs 10 h)', routeDurationConflict, {
    timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { trips: [{ days: ['Mon'], dep: '22:00', duration: 9 }] })], routes: card(10),
  }],
])('%s → no notice', (_, check, parts) => {
  expect(runCheck(check, { ports: PORTS, ...parts })).toEqual([]);
});

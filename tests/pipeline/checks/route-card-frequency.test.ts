import { describe, expect, it } from 'vitest';
import { routeCardFrequency } from '../../../src/pipeline/checks/route-card-frequency';
import { makeRow, makeTimetable, PORTS, runCheck } from '../builders';

const cards = (frequency: string) => ({
  groups: [{ title: 'Manila', cards: [{ name: 'Manila to Cebu', from: 'manila', to: 'cebu', frequency, duration: 22, description: 'x' }] }],
});
const timetable = makeTimetable('manila-cebu', 'manila', 'cebu', {
  trips: [makeRow({ days: ['Mon', 'Tue', 'Thu'] }), makeRow({ days: ['Thu'], dep: '08:00', arr: '20:00', arrDay: '+0' })],
});

describe('route_card_frequency_mismatch', () => {
  it('"Daily" on a card whose timetable sails three days a week → notice', () => {
    expect(runCheck(routeCardFrequency, { ports: PORTS, timetables: [timetable], routes: cards('Daily') })).toEqual([{
      code: 'route_card_frequency_mismatch', severity: 'warning',
      at: { file: 'data/routes.yaml', path: ['groups', 0, 'cards', 0, 'frequency'] },
      message: 'the route card "Manila to Cebu" says Daily, but manila-cebu sails 3 days a week ("/test › test.yaml") — correct the badge or the timetable',
      context: { frequency: 'Daily', sailingDays: [3], statement: 'route-card:Manila to Cebu', figures: 'Daily vs 3 days a week' },
      related: [{ file: 'data/timetables/test.yaml', path: ['timetables', 0, 'trips', 0, 'days'] }],
    }]);
  });

  it('"3x/week" with two sailings on one of the three days → no notice (days are counted, not departures)', () => {
    expect(runCheck(routeCardFrequency, { ports: PORTS, timetables: [timetable], routes: cards('3x/week') })).toEqual([]);
  });
});

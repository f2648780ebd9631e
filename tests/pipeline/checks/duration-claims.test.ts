import { describe, expect, it } from 'vitest';
import { durationClaims } from '../../../src/pipeline/checks/duration-claims';
import { makeDestination, PORTS, runCheck } from '../builders';

const travelTime = (display: string, hours: number | { min: number; max: number }) =>
  ({ display, hours, from: 'manila', source: '/destinations/cebu › Hero' });
const card = (description: string, duration: number) => ({
  groups: [{ title: 'Manila', cards: [{ name: 'Manila to Cebu', from: 'manila', to: 'cebu', frequency: 'Weekly', duration, description }] }],
});

describe('duration_claim_contradicted', () => {
  it.each([
    ['a badge reading "36 hours from Manila" with hours 38 → notice pointing at hours',
      { destinations: [makeDestination('cebu', { travelTime: travelTime('36 hours from Manila', 38) })] }, {
        at: { file: 'data/destinations/cebu.yaml', path: ['travelTime', 'display'] },
        message: 'the cebu travel-time badge reads "36 hours from Manila" but its hours say 38 h — write the same figure in both',
        context: { stated: { min: 2160, max: 2160 }, actual: { min: 2280, max: 2280 }, statement: 'destination:cebu', reference: 'hours', figures: '36 h vs 38 h' },
        related: [{ file: 'data/destinations/cebu.yaml', path: ['travelTime', 'hours'] }],
      }],
    ['a route card describing "a 10-hour crossing" with a duration of 22 → notice pointing at the duration',
      { routes: card('Overnight, a 10-hour crossing.', 22) }, {
        at: { file: 'data/routes.yaml', path: ['groups', 0, 'cards', 0, 'description'], quote: '10-hour' },
        message: 'the route card "Manila to Cebu" says "10-hour" in its description but 22 h as its duration — make the two agree',
        context: { stated: { min: 600, max: 600 }, actual: { min: 1320, max: 1320 }, statement: 'route-card-text:Manila to Cebu', reference: 'route-card:Manila to Cebu', figures: '10 h vs 22 h' },
        related: [{ file: 'data/routes.yaml', path: ['groups', 0, 'cards', 0, 'duration'] }],
      }],
  ])('%s', (_, parts, notice) => {
    expect(runCheck(durationClaims, { ports: PORTS, ...parts })).toEqual([{ code: 'duration_claim_contradicted', severity: 'warning', ...notice }]);
  });

  it('"20-22 hours" for 20–22, "38 hours" for 38.5 (pages round to the hour) and a description without hours → no notice', () => {
    expect(runCheck(durationClaims, {
      ports: PORTS,
      destinations: [
        makeDestination('cebu', { travelTime: travelTime('20-22 hours from Manila', { min: 20, max: 22 }) }),
        makeDestination('ozamis', { port: 'cebu', travelTime: travelTime('38 hours from Manila', 38.5) }),
      ],
      routes: card('A weekly overnight sailing.', 22),
    })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { countClaims } from '../../../src/pipeline/checks/count-claims';
import { fixture, makeDestination, makePort, runCheck } from '../builders';

const page = { address: 'Pier 4', description: 'A port.', routes: ['Cebu'], facilities: ['Terminal'], mapsQuery: 'x' };
const ports = [makePort('manila', { page }), makePort('cebu', { page }), makePort('batangas')];
const pages = (description: string) => {
  const base = fixture('pages.yaml') as { destinations: Record<string, unknown> };
  return { ...base, destinations: { ...base.destinations, description } };
};
const cabin = (description: string, capacity: number) => ({
  id: 'business-class', name: 'Business Class', description, capacity, amenities: ['Bunk'], tier: 'Medium-High', icon: 'users',
});

describe('count_claim_contradicted', () => {
  it.each([
    ['"Three ferry destinations" with two destination pages → notice pointing at the destination files', {
      ports, pages: pages('Three ferry destinations across the Philippines.'),
      destinations: [makeDestination('cebu', { port: 'cebu' }), makeDestination('manila', { port: 'manila' })],
    }, { file: 'data/pages.yaml', path: ['destinations', 'description'], quote: 'Three ferry destinations' },
      '"Three ferry destinations" says 3 destinations, but the data has 2 destination pages (data/destinations/) — make the text say 2 or complete the data',
      { noun: 'destinations', stated: 3, actual: 2, statement: 'text:pages:destinations.description', figures: '3 vs 2 destinations' },
      { file: 'data/destinations/cebu.yaml', path: [] }],
    ['"the six main ports" while two ports have a /ports card → notice pointing at ports.yaml', { ports, pages: pages('Ferry news from the six main ports.') },
      { file: 'data/pages.yaml', path: ['destinations', 'description'], quote: 'six main ports' },
      '"six main ports" says 6 ports, but the data has 2 ports with a /ports card (page: in ports.yaml) — make the text say 2 or complete the data',
      { noun: 'ports', stated: 6, actual: 2, statement: 'text:pages:destinations.description', figures: '6 vs 2 ports' },
      { file: 'data/ports.yaml', path: ['ports'] }],
    ['a cabin "shared by up to eight passengers" with a capacity of 6 → notice pointing at the capacity', { cabins: [cabin('A berth room shared by up to eight passengers.', 6)] },
      { file: 'data/cabins.yaml', path: ['cabins', 0, 'description'], quote: 'by up to eight' },
      'the Business Class description says "by up to eight" (8 people), but its capacity is 6, which /tickets shows beside it — make the two agree',
      { noun: 'passengers', stated: 8, actual: 6, statement: 'text:cabins:business-class.description', figures: '8 vs 6 passengers' },
      { file: 'data/cabins.yaml', path: ['cabins', 0, 'capacity'] }],
  ])('%s', (_, parts, at, message, context, truth) => {
    expect(runCheck(countClaims, parts)).toEqual([{ code: 'count_claim_contradicted', severity: 'warning', at, message, context, related: [truth] }]);
  });

  it('counts that agree, and numbers that count nothing the data holds ("3,003 steps", "built in 1756") → no notice', () => {
    expect(runCheck(countClaims, {
      ports, pages: pages('Two destinations, 2 ports and a climb of 3,003 steps to a fort built in 1756.'),
      destinations: [makeDestination('cebu', { port: 'cebu' }), makeDestination('manila', { port: 'manila' })],
      cabins: [cabin('A berth room shared by up to eight passengers, with two single beds.', 8)],
    })).toEqual([]);
  });
});

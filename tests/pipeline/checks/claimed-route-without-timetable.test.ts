import { describe, expect, it } from 'vitest';
import { claimedRouteWithoutTimetable } from '../../../src/pipeline/checks/claimed-route-without-timetable';
import { makePort, makeTimetable, runCheck } from '../builders';

const card = (routes: string[]) => ({
  address: 'Pier 1', description: 'The hub.', routes, facilities: ['Terminal'], mapsQuery: 'Cebu Port',
});
const ports = (cebuRoutes: string[]) => [
  makePort('manila', { name: 'Manila North Harbor' }),
  makePort('cebu', { name: 'Cebu Port', page: card(cebuRoutes) }),
  makePort('caticlan', { name: 'Caticlan Jetty Port', aliases: ['Boracay'] }),
];
const manilaCebu = makeTimetable('manila-cebu', 'manila', 'cebu');

describe('claimed_route_without_timetable', () => {
  it('a port card lists Manila, only Manila → Cebu is published → notice at the claim, pointing at the other direction', () => {
    expect(runCheck(claimedRouteWithoutTimetable, { ports: ports(['Manila']), timetables: [manilaCebu] })).toEqual([{
      code: 'claimed_route_without_timetable', severity: 'warning',
      at: { file: 'data/ports.yaml', path: ['ports', 1, 'page', 'routes', 0] },
      message: 'the Cebu Port card\'s Available Routes claims Cebu Port → Manila North Harbor, but no timetable goes that way'
        + ' (only Manila North Harbor → Cebu Port, manila-cebu from "/test › test.yaml") — add the timetable if the operator'
        + ' publishes one, or record a decision: pages then say it is not published',
      context: { statement: 'port-card:cebu', route: 'cebu>manila', from: 'cebu', to: 'manila' },
      related: [{ file: 'data/timetables/test.yaml', path: ['timetables', 0] }],
    }]);
  });

  it('the route is published from the port → no notice', () => {
    const back = makeTimetable('cebu-manila', 'cebu', 'manila');
    expect(runCheck(claimedRouteWithoutTimetable, { ports: ports(['Manila']), timetables: [manilaCebu, back] })).toEqual([]);
  });

  it('a name with a bracket resolves by its parts ("Caticlan (Boracay)") → the missing timetable is reported, with the port as the other location', () => {
    const found = runCheck(claimedRouteWithoutTimetable, { ports: ports(['Caticlan (Boracay)']), timetables: [manilaCebu] });
    expect(found.map((f) => [f.context, f.related])).toEqual([[
      { statement: 'port-card:cebu', route: 'cebu>caticlan', from: 'cebu', to: 'caticlan' },
      [{ file: 'data/ports.yaml', path: ['ports', 2] }],
    ]]);
  });

  it('a name no port is known by → notice saying so', () => {
    const [f] = runCheck(claimedRouteWithoutTimetable, { ports: ports(['Atlantis']), timetables: [manilaCebu] });
    expect(f!.message).toBe('the Cebu Port card\'s Available Routes lists "Atlantis", which names no port in ports.yaml, so no timetable can back it — correct the name or add it to a port\'s aliases');
    expect(f!.context).toEqual({ statement: 'port-card:cebu', route: 'cebu>Atlantis', from: 'cebu', to: 'Atlantis' });
  });

  it('a route card with no timetable its way → notice; with one → none', () => {
    const routes = { groups: [{ title: 'Inter-Island', cards: [
      { name: 'Cebu to Manila', from: 'cebu', to: 'manila', frequency: 'Daily', duration: 22, description: 'x' },
      { name: 'Manila to Cebu', from: 'manila', to: 'cebu', frequency: 'Daily', duration: 22, description: 'x' },
    ] }] };
    const plain = [makePort('manila', { name: 'Manila North Harbor' }), makePort('cebu', { name: 'Cebu Port' })];
    const found = runCheck(claimedRouteWithoutTimetable, { ports: plain, timetables: [manilaCebu], routes });
    expect(found.map((f) => [f.at, f.context])).toEqual([[
      { file: 'data/routes.yaml', path: ['groups', 0, 'cards', 0] },
      { statement: 'route-card:Cebu to Manila', route: 'cebu>manila', from: 'cebu', to: 'manila' },
    ]]);
  });
});

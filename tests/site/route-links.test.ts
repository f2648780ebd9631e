/**
 * Links that name a route carry it to /schedules, built at build time; on the network fixture
 * (tests/fixtures/network): the /ports "Available Routes" names resolve to ports with the same place words every
 * search uses, and a route's link scrolls to its section only when /schedules lists it.
 */
import { describe, expect, it } from 'vitest';
import { placeNameForPort, portOfRouteName, routeScheduleHref } from '../../src/site/pages/select.server';
import { scheduleHref, withQuery } from '../../src/vocabulary/pages';
import { fixtureGraph } from '../support/fixture-data';

const graph = fixtureGraph('network');

describe('route names on /ports', () => {
  // That every name a port card lists names a port is data:check's (claimed_route_without_timetable).
  it('a bracketed town, a city and an alias each find their port; a name of no port finds none', () => {
    expect(portOfRouteName(graph, 'Nasipit (Butuan)')).toBe('nasipit');
    expect(portOfRouteName(graph, 'Tagbilaran (Bohol)')).toBe('tagbilaran');
    expect(portOfRouteName(graph, 'Caticlan (Boracay)')).toBe('caticlan');
    expect(portOfRouteName(graph, 'Roxas City')).toBe('roxas');
    expect(portOfRouteName(graph, 'Butuan')).toBe('nasipit');
    expect(portOfRouteName(graph, 'Atlantis')).toBeNull();
  });
});

describe('route links', () => {
  it('a route /schedules lists → its filter and its section', () => {
    expect(routeScheduleHref(graph, 'batangas', 'caticlan')).toBe('/schedules?from=batangas&to=caticlan#batangas-caticlan');
  });

  it('a route /schedules does not list → the filter alone (the page says nothing is published)', () => {
    expect(routeScheduleHref(graph, 'caticlan', 'batangas')).toBe('/schedules?from=caticlan&to=batangas');
  });

  it('query and hash are encoded; empty parameters are left out', () => {
    expect(scheduleHref({ from: 'a b', to: '' }, 'x y')).toBe('/schedules?from=a+b#x%20y');
    expect(withQuery('/planner', { from: '', to: 'Boracay via Caticlan', day: 'fri' })).toBe('/planner?to=Boracay+via+Caticlan&day=fri');
  });

  it('Book Tickets prefills the place a port is named after: Caticlan for Caticlan Jetty Port, the city otherwise', () => {
    expect(placeNameForPort(graph, 'caticlan')).toBe('Caticlan');
    expect(placeNameForPort(graph, 'batangas')).toBe('Batangas');
    expect(placeNameForPort(graph, 'roxas')).toBe('Roxas City');
    expect(placeNameForPort(graph, 'nasipit')).toBe('Butuan');
    expect(placeNameForPort(graph, 'tagbilaran')).toBe('Bohol');
  });
});

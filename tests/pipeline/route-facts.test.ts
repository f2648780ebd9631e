/**
 * Facts, not copies (src/pipeline/route-facts.ts, destination-facts.ts, policy-facts.ts): one route per direction
 * merged from every source that states it, with its fare, days and travel time as one figure or one disputed form.
 */
import { describe, expect, it } from 'vitest';
import { lowestFare } from '../../src/graph/figure';
import { sailingDays } from '../../src/graph/sailing-days';
import type { Graph, Route } from '../../src/graph/types';
import { routeListing } from '../../src/pipeline/checks/route-listing';
import { disputedLines } from '../../src/pipeline/decisions/disputed';
import { makeContext, makeDestination, makePort, makeRow, makeTimetable, PORTS, runCheck } from './builders';
import { tripsOf } from '../../src/graph/trips';

type Raw = Record<string, unknown>;

const fareList = (fares: Raw[]) => ({ groups: [{ title: 'Manila Routes', fares }] });
const route = (graph: { routes: Route[] }, id: string) => graph.routes.find((t) => t.id === id)!;

describe('one route per direction, merged from its sources', () => {
  it('two pages stating the same sailings → one route, each sailing confirmed and naming both sources', () => {
    const { graph } = makeContext({ ports: PORTS, timetables: {
      'cebu.yaml': [makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 2479, max: 2908 } })],
      'hub.yaml': [makeTimetable('manila-cebu-overview', 'manila', 'cebu', { fare: { min: 2479, max: 2908 } })],
    } });
    expect(graph.routes.map((t) => t.id)).toEqual(['manila-cebu']);
    const t = route(graph, 'manila-cebu');
    expect(t.sourceTimetables).toEqual(['manila-cebu', 'manila-cebu-overview']);
    expect(t.rows).toEqual([expect.objectContaining({ days: ['Mon'], dep: 20 * 60, sources: ['manila-cebu', 'manila-cebu-overview'], confirmed: true })]);
    expect(t.sailingsDisputed).toBe(false);
    expect(t.fare).toEqual({ disputed: false, value: { min: 2479, max: 2908 }, statements: ['timetable:manila-cebu', 'timetable:manila-cebu-overview'] });
  });

  it('sources that list different sailings → the union, each sailing not every source states unconfirmed, rows in week order', () => {
    const { graph } = makeContext({ ports: PORTS, timetables: {
      'a.yaml': [makeTimetable('hub', 'batangas', 'cebu', { trips: [makeRow({ days: ['Mon', 'Wed'], dep: '22:00' })] })],
      'b.yaml': [makeTimetable('page', 'batangas', 'cebu', { trips: [makeRow({ days: ['Tue'], dep: '21:00' }), makeRow({ days: ['Wed'], dep: '22:00' })] })],
    } });
    const t = route(graph, 'batangas-cebu');
    expect(t.rows.map((r) => [r.days, r.dep, r.sources, r.confirmed])).toEqual([
      [['Mon'], 22 * 60, ['hub'], false],
      [['Tue'], 21 * 60, ['page'], false],
      [['Wed'], 22 * 60, ['hub', 'page'], true],
    ]);
    expect(t.sailingsDisputed).toBe(true);
    expect(tripsOf(t).filter((trip) => !trip.confirmed).map((trip) => trip.depDay)).toEqual(['Mon', 'Tue']);
    // Each source's days, as the route's day figure (a frequency badge counts them).
    expect(sailingDays(t.rows)).toEqual({ disputed: true, options: [
      { value: ['Mon', 'Wed'], statements: ['timetable:hub'] },
      { value: ['Tue', 'Wed'], statements: ['timetable:page'] },
    ] });
  });

  it('two fares for one route (a decision accepted both) → one disputed figure, lowest first, every statement named; "from" is its lowest', () => {
    const { graph } = makeContext({
      ports: PORTS,
      timetables: [makeTimetable('manila-cebu-overview', 'manila', 'cebu', { fare: { min: 1150, max: 5400 } })],
      fares: fareList([{ from: 'manila', to: 'cebu', range: { min: 2479, max: 2908 }, source: 'SPEC §9' }]),
    });
    const { fare } = route(graph, 'manila-cebu');
    expect(fare).toEqual({ disputed: true, options: [
      { value: { min: 1150, max: 5400 }, statements: ['timetable:manila-cebu-overview'] },
      { value: { min: 2479, max: 2908 }, statements: ['fare-list:Manila Routes'] },
    ] });
    expect(lowestFare(fare!)).toBe(1150);
    // generated/decisions.md says it in one line a traveller could read, each figure with the page that publishes it.
    expect(disputedLines(graph as Graph)).toEqual([
      'Manila Port to Cebu Port, fare: ₱1,150–₱5,400 (/test › test.yaml) or ₱2,479–₱2,908 (SPEC §9). Every page shows both, marked Unconfirmed; the booking site shows the current fare.',
    ]);
    // A trip carries a fare only when the route's is one figure.
    expect(tripsOf(route(graph, 'manila-cebu'))[0]!.fare).toBeNull();
  });

  it('a fare-list entry with no timetable → a route whose days are not published, with its fare and no sailings', () => {
    const { graph } = makeContext({
      ports: [...PORTS, makePort('odiongan'), makePort('caticlan')],
      fares: fareList([{ from: 'odiongan', to: 'caticlan', range: { min: 350, max: 556 }, source: 'SPEC §9' }]),
    });
    expect(route(graph, 'odiongan-caticlan')).toMatchObject({
      daysPublished: false, rows: [], travelTime: null,
      fare: { disputed: false, value: { min: 350, max: 556 }, statements: ['fare-list:Manila Routes'] },
    });
    expect(graph.counts.seaRoutes).toBe(1);
  });

  it('travel times within an hour of each other → one span; further apart → each source\'s, disputed', () => {
    const close = makeContext({ ports: PORTS, timetables: {
      'a.yaml': [makeTimetable('a', 'manila', 'cebu', { trips: [{ days: ['Mon'], dep: '20:00', duration: 9 }] })],
      'b.yaml': [makeTimetable('b', 'manila', 'cebu', { trips: [{ days: ['Mon'], dep: '20:00', duration: 10 }] })],
    } }).graph;
    expect(route(close, 'manila-cebu').travelTime).toEqual({ disputed: false, value: { min: 540, max: 600 }, statements: ['times:a', 'times:b'] });
    // The sailing both state shows the same span.
    expect(route(close, 'manila-cebu').rows[0]!.durationMinutes).toEqual({ min: 540, max: 600 });
    const far = makeContext({ ports: PORTS, timetables: {
      'a.yaml': [makeTimetable('a', 'manila', 'cebu', { trips: [{ days: ['Tue'], dep: '13:30', duration: 29 }] })],
      'b.yaml': [makeTimetable('b', 'manila', 'cebu', { trips: [{ days: ['Mon'], dep: '20:00', duration: 26 }] })],
    } }).graph;
    expect(route(far, 'manila-cebu').travelTime).toEqual({ disputed: true, options: [
      { value: { min: 1560, max: 1560 }, statements: ['times:b'] }, { value: { min: 1740, max: 1740 }, statements: ['times:a'] },
    ] });
  });

  it('names: a name every source gives is kept; otherwise the ports\' labels (never one page\'s "for El Nido")', () => {
    const { graph } = makeContext({ ports: PORTS, timetables: {
      'a.yaml': [makeTimetable('a', 'manila', 'cebu', { name: 'Manila to Cebu (for Bohol)' })],
      'b.yaml': [makeTimetable('b', 'manila', 'cebu')],
      'c.yaml': [makeTimetable('bus', 'manila', 'batangas', { mode: 'road', name: 'Manila to Batangas by bus', trips: [{ days: 'Daily', duration: 3 }] })],
    } });
    expect(route(graph, 'manila-cebu').name).toBe('Manila Port to Cebu Port');
    expect(route(graph, 'manila-batangas-road').name).toBe('Manila to Batangas by bus');
  });

  it('schedules, destination tables and advisories may name a route by any of its timetables: the graph names the route', () => {
    const { graph } = makeContext({
      ports: PORTS,
      timetables: { 'a.yaml': [makeTimetable('manila-cebu-overview', 'manila', 'cebu')], 'b.yaml': [makeTimetable('manila-cebu', 'manila', 'cebu')] },
      schedules: { groups: [{ title: 'Manila Routes', timetables: ['manila-cebu-overview', 'manila-cebu'] }] },
      destinations: [makeDestination('cebu', { schedules: [{ title: 'From Manila', timetables: ['manila-cebu-overview'] }] })],
    });
    expect(graph.schedules!.groups[0]!.timetables).toEqual(['manila-cebu']);
    expect(graph.destinations[0]!.schedules[0]!.timetables).toEqual(['manila-cebu']);
  });
});

describe('checks of the listing', () => {
  it('a ferry route in no schedule group → route_not_scheduled, at its first timetable, naming the id to add', () => {
    const findings = runCheck(routeListing, {
      ports: PORTS,
      timetables: [makeTimetable('manila-cebu', 'manila', 'cebu'), makeTimetable('cebu-batangas', 'cebu', 'batangas'),
        makeTimetable('road', 'manila', 'batangas', { mode: 'road', trips: [{ days: 'Daily', duration: 3 }] })],
      schedules: { groups: [{ title: 'Manila Routes', timetables: ['manila-cebu'] }] },
    });
    expect(findings).toEqual([expect.objectContaining({
      code: 'route_not_scheduled', at: { file: 'data/timetables/test.yaml', path: ['timetables', 1] },
      context: { route: 'cebu>batangas', id: 'cebu-batangas' },
    })]);
    expect(findings[0]!.message).toContain('add "cebu-batangas" to a group');
  });

  it('two routes that would share an id, or a timetable named like another route → route_id_collision (error)', () => {
    const findings = runCheck(routeListing, {
      ports: [makePort('a-b'), makePort('c'), makePort('a'), makePort('b-c'), makePort('x'), makePort('y')],
      timetables: [makeTimetable('t1', 'a-b', 'c'), makeTimetable('t2', 'a', 'b-c'), makeTimetable('x-y', 'x', 'c'), makeTimetable('t3', 'x', 'y')],
      schedules: { groups: [{ title: 'All', timetables: ['t1', 'x-y', 't3'] }] },
    });
    expect(findings.filter((f) => f.code === 'route_id_collision').map((f) => f.context)).toEqual([
      { id: 'a-b-c', routes: ['a-b>c>ferry', 'a>b-c>ferry'] },
      { id: 'x-y', routes: ['x-y', 'x-c'] },
    ]);
  });
});

describe('destination facts', () => {
  const ports = [makePort('manila'), makePort('puerto-princesa'), makePort('batangas'), makePort('el-nido')];
  const network = {
    ports,
    timetables: [
      makeTimetable('manila-puerto-princesa', 'manila', 'puerto-princesa', { fare: { min: 1800, max: 7000 } }),
      makeTimetable('batangas-puerto-princesa', 'batangas', 'puerto-princesa', { fare: { min: 1650, max: 6500 } }),
      makeTimetable('van', 'puerto-princesa', 'el-nido', { mode: 'road', fare: { min: 500, max: 800 }, trips: [{ days: 'Daily', duration: 5 }] }),
    ],
  };
  const dest = (graph: Graph | ReturnType<typeof makeContext>['graph'], slug: string) => graph.destinations.find((d) => d.slug === slug)!;

  it('a place reached by a road leg: every ferry to where the leg starts is on its page, its "from" the cheapest ferry plus the leg', () => {
    const { graph } = makeContext({ ...network, destinations: [
      makeDestination('el-nido', { name: 'El Nido', schedules: [{ title: 'Getting there', timetables: ['manila-puerto-princesa', 'van'] }] }),
    ] });
    expect(dest(graph, 'el-nido')).toMatchObject({
      direction: 'to', moreRoutes: ['batangas-puerto-princesa'],
      fromFare: { amount: 2150, disputed: false, routes: ['batangas-puerto-princesa', 'puerto-princesa-el-nido-road'] },
    });
  });

  it('a place with ferries to it: every way there is on the page, and "from" is the cheapest of them', () => {
    const { graph } = makeContext({ ...network, destinations: [
      makeDestination('puerto-princesa', { name: 'Puerto Princesa', schedules: [{ title: 'From Manila', timetables: ['manila-puerto-princesa'] }] }),
    ] });
    expect(dest(graph, 'puerto-princesa')).toMatchObject({ moreRoutes: ['batangas-puerto-princesa'], fromFare: { amount: 1650 } });
  });

  it('a hub (its page lists the sailings leaving it): every ferry from it is on the page, "from" its cheapest', () => {
    const { graph } = makeContext({ ...network, destinations: [
      makeDestination('manila', { name: 'Manila', schedules: [{ title: 'From Manila', layout: 'overview', timetables: ['van'] }] }),
    ] });
    expect(dest(graph, 'manila')).toMatchObject({ direction: 'from', moreRoutes: ['manila-puerto-princesa'], fromFare: { amount: 1800, routes: ['manila-puerto-princesa'] } });
  });
});

describe('policy figures', () => {
  it('one figure two statements of a topic give differently → every text reads both, marked disputed, lowest first', () => {
    const { graph } = makeContext({ policies: [
      { id: 'tips', topic: 'child_free_age', text: 'Children below {age} travel free.', values: { age: 3 }, source: '/travel-tips' },
      { id: 'faq', topic: 'child_free_age', text: 'Infants under {age} travel free.', values: { age: 2 }, source: '/faq' },
      { id: 'other', topic: 'baggage', text: 'Up to {kg} kg.', values: { kg: 40 }, source: '/faq' },
    ] });
    expect(graph.policies.map((p) => [p.id, p.text, p.disputed])).toEqual([
      ['tips', 'Children below 2 or 3 travel free.', ['age']],
      ['faq', 'Infants under 2 or 3 travel free.', ['age']],
      ['other', 'Up to 40 kg.', []],
    ]);
    expect(graph.policies[0]!.parts).toEqual([{ text: 'Children below ' }, { key: 'age', figure: '2 or 3' }, { text: ' travel free.' }]);
  });
});

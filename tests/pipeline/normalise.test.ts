/** The graph built from the valid fixture set: what pages and the query engine read. */
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/run';
import { BUILD_DATE, fixture, makeContext, makeDestination, makeTimetable, PORTS, VALID_DIR } from './builders';
import { tripsOf } from '../../src/graph/trips';

const { graph } = runPipeline({ dataDir: VALID_DIR, buildDate: BUILD_DATE });
const timetable = (id: string) => graph!.routes.find((t) => t.id === id)!;
const fixtureNews = (fixture('news.yaml') as { items: Record<string, unknown>[] }).items[0]!;

describe('normalise', () => {
  it('builds a complete graph from valid data', () => {
    expect(graph).not.toBeNull();
  });

  it('derives durations and arrival day offsets from the times ("+1" and a weekday arrival alike), in minutes', () => {
    expect(timetable('manila-cebu').rows).toEqual([{
      days: ['Mon', 'Thu'], dep: 20 * 60, depOptions: null, arr: { dayOffset: 1, minute: 18 * 60 },
      durationMinutes: { min: 1320, max: 1320 }, durationDerived: true, fare: null, hours: null,
      sources: ['manila-cebu'], confirmed: true,
    }]);
    // A row keeps only a fare of its own; the route's fare is the route's figure, over every row.
    expect(timetable('cebu-manila').rows.map((r) => [r.arr, r.durationMinutes, r.fare])).toEqual([
      [{ dayOffset: 1, minute: 17 * 60 }, { min: 1320, max: 1320 }, null],
      [{ dayOffset: 1, minute: 17 * 60 }, { min: 1320, max: 1320 }, { min: 1800, max: 2800 }],
    ]);
    expect(timetable('cebu-manila').fare).toEqual({ disputed: false, value: { min: 1800, max: 3000 }, statements: ['timetable:cebu-manila'] });
  });

  it('expands rows into one trip per weekday with stable ids and minutes of the week', () => {
    expect(tripsOf(timetable('manila-cebu'))).toEqual([
      {
        id: 'manila-cebu.0.Mon', routeId: 'manila-cebu', row: 0, from: 'manila', to: 'cebu', mode: 'ferry', depDay: 'Mon',
        depMinute: 1200, depMinuteOfWeek: 1200, depOptions: null, durationMinutes: { min: 1320, max: 1320 }, arrivalStated: true,
        fare: { min: 2000, max: 3000 }, window: null, confirmed: true,
      },
      {
        id: 'manila-cebu.0.Thu', routeId: 'manila-cebu', row: 0, from: 'manila', to: 'cebu', mode: 'ferry', depDay: 'Thu',
        depMinute: 1200, depMinuteOfWeek: 3 * 1440 + 1200, depOptions: null, durationMinutes: { min: 1320, max: 1320 }, arrivalStated: true,
        fare: { min: 2000, max: 3000 }, window: null, confirmed: true,
      },
    ]);
  });

  it('"11:00 or 17:30" (`or`) → one sailing a day: one row with every time, one trip per day counted from the first', () => {
    const ctx = makeContext({ ports: PORTS, timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', {
      trips: [{ days: ['Tue', 'Fri'], dep: '17:30', or: ['11:00'], duration: { min: 16, max: 28 } }],
    })] });
    const t = ctx.graph.routes[0]!;
    expect(t.rows.map((r) => [r.days, r.dep, r.depOptions])).toEqual([[['Tue', 'Fri'], 660, [660, 1050]]]);
    expect(tripsOf(t).map((trip) => [trip.depDay, trip.depMinute, trip.depOptions])).toEqual([['Tue', 660, [660, 1050]], ['Fri', 660, [660, 1050]]]);
    expect(t.unconfirmed).toEqual(['departure']);
  });

  it('"Daily" without a time → seven trips with the stated travel time, marked as estimated', () => {
    const road = timetable('manila-batangas-road');
    expect(tripsOf(road).map((t) => t.depDay)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(tripsOf(road)[0]).toMatchObject({ depMinute: null, depMinuteOfWeek: null, durationMinutes: { min: 120, max: 180 }, arrivalStated: false, mode: 'road' });
    expect(road).toMatchObject({ name: 'Manila to Batangas Port by bus', sourceTimetables: ['manila-batangas-road'] });
    expect(road.provenance).toEqual([{ statement: 'timetable:manila-batangas-road', source: '/destinations/batangas › Hero', at: `${VALID_DIR}/timetables/road.yaml:4` }]);
  });

  it('a row with no time and stated hours → the row keeps them, its trips leave within them', () => {
    const { graph: withHours } = makeContext({ ports: PORTS, timetables: [
      makeTimetable('manila-batangas', 'manila', 'batangas', { mode: 'road', trips: [{ days: ['Mon', 'Tue'], duration: 3, hours: { from: '05:00', to: '18:30', source: 'a bus company' } }] }),
    ] });
    const road = withHours.routes[0]!;
    expect(road.rows[0]!.hours).toEqual({ min: 300, max: 1110 });
    expect(tripsOf(road).map((t) => [t.depDay, t.depMinute, t.window])).toEqual([['Mon', null, { min: 300, max: 1110 }], ['Tue', null, { min: 300, max: 1110 }]]);
  });

  it('names a route "{from port} to {to port}" unless its timetable has a name; its travel time is its sailings\' span', () => {
    expect(timetable('manila-cebu')).toMatchObject({
      name: 'Manila North Harbor to Cebu Port',
      travelTime: { disputed: false, value: { min: 1320, max: 1320 }, statements: ['times:manila-cebu'] },
    });
  });

  it('keeps ports in file order (the /ports card order), linked to their timetables (sorted) and destination page; places to ports', () => {
    expect(graph!.ports.map((p) => [p.id, p.timetables, p.destination])).toEqual([
      ['manila', ['cebu-manila', 'manila-batangas-road', 'manila-cebu'], null],
      ['batangas', ['manila-batangas-road'], null],
      ['cebu', ['cebu-manila', 'manila-cebu'], 'cebu'],
    ]);
    expect(graph!.places).toEqual([{ name: 'Manila', port: 'manila' }, { name: 'Batangas', port: 'batangas' }, { name: 'Cebu', port: 'cebu' }]);
  });

  it('resolves policy references into FAQ answers and tips, keeping the policy id, with {figures} rendered from values', () => {
    expect(graph!.faq.sections[0]!.items[0]).toEqual({
      q: 'Do children pay?', a: 'Children below 3 travel free when sharing a berth.', policy: 'children-free',
    });
    expect(graph!.travelTips.categories[0]!.tips).toEqual([
      { text: 'Bring cash.', policy: null }, { text: 'Children below 3 travel free when sharing a berth.', policy: 'children-free' },
    ]);
  });

  it('orders news newest first and timetables by id; read time from the words each item shows', () => {
    expect(graph!.news.map((n) => [n.slug, n.readTime])).toEqual([['newer-news', '1 min read'], ['older-news', '1 min read']]);
    const long = makeContext({ news: [{ ...fixtureNews, content: ['word '.repeat(150), 'word '.repeat(51)] }] }).graph.news[0]!;
    expect(long.readTime).toBe('2 min read');
    expect(graph!.routes.map((t) => t.id)).toEqual(['cebu-manila', 'manila-batangas-road', 'manila-cebu']);
  });

  it('orders destinations as pages.yaml › destinations.order lists them, with slugs it leaves out after it by slug', () => {
    const pages = fixture('pages.yaml') as { destinations: Record<string, unknown> };
    const ctx = makeContext({
      ports: PORTS,
      pages: { ...pages, destinations: { ...pages.destinations, order: ['manila', 'cebu', 'roxas'] } },
      destinations: ['siargao', 'roxas', 'cebu', 'manila', 'apo'].map((slug) => makeDestination(slug)),
    });
    expect(ctx.graph.destinations.map((d) => d.slug)).toEqual(['manila', 'cebu', 'roxas', 'apo', 'siargao']);
  });

  it('a weekday arrival that wraps past Sunday gets the right offset (Sat → Mon is 2 days)', () => {
    const ctx = makeContext({
      ports: PORTS,
      timetables: [makeTimetable('weekend', 'manila', 'cebu', { trips: [{ days: ['Sat'], dep: '22:00', arrDay: 'Mon', arr: '06:00' }] })],
    });
    expect(ctx.graph.routes[0]!.rows[0]).toMatchObject({ arr: { dayOffset: 2, minute: 360 }, durationMinutes: { min: 1920, max: 1920 } });
    expect(tripsOf(ctx.graph.routes[0]!)[0]).toMatchObject({ depMinuteOfWeek: 5 * 1440 + 1320 });
  });
});

/**
 * The engine on the real data (tests/support/real-data.ts: data/, or FERRY_DATA_DIR): whatever the timetables say,
 * its answers agree with the graph they come from. Expectations are read from the graph, so a data change that
 * data:check accepts keeps this green; the journeys of a known network are pinned in network.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src/time';
import { connections, departures, queryIndexOf, nextSailings } from '../../src/query';
import { resolvePlace } from '../../src/query/resolve';
import { realGraph } from '../support/real-data';
import { tripsOf } from '../../src/graph/trips';

describe('query engine on the real data', () => {
  const graph = realGraph();
  const index = queryIndexOf(graph);
  // Sunday 22 November 2026, noon in Manila.
  const now = new Date('2026-11-22T04:00:00Z');

  it('the port × day filter answers every trip of the graph exactly once, each from that port on that day', () => {
    const answered: string[] = [];
    for (const port of graph.ports) {
      for (const day of WEEKDAYS) {
        for (const trip of departures(index, { from: port.id, days: day })) {
          expect([trip.from, trip.depDay]).toEqual([port.id, day]);
          answered.push(trip.id);
        }
      }
    }
    // Compared with the graph's own trips, so an empty answer fails rather than passing unchecked.
    const trips = graph.routes.flatMap((t) => tripsOf(t).map((trip) => trip.id));
    expect(trips.length).toBeGreaterThan(0);
    expect(answered.sort()).toEqual(trips.sort());
  });

  it('every place name the data maps to a port resolves to that port', () => {
    const mapped = graph.places.filter((p) => p.port !== null);
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped.map((p) => [p.name, resolvePlace(index, p.name)])).toEqual(mapped.map((p) => [p.name, p.port]));
  });

  it('every timetable with timed sailings: its next sailings are its own, in order, none gone by now', () => {
    const timed = graph.routes.filter((t) => tripsOf(t).some((trip) => trip.depMinute !== null));
    expect(timed.length).toBeGreaterThan(0);
    for (const t of timed) {
      const { sailings } = nextSailings(index, { routeId: t.id, now, count: 5 });
      expect(sailings.length, t.id).toBeGreaterThan(0);
      const instants = sailings.map((s) => Date.parse(s.departure!.iso));
      expect(instants, t.id).toEqual([...instants].sort((a, b) => a - b));
      // A sailing at one of several times is listed until its last has gone.
      const last = sailings[0]!.departureOptions?.at(-1) ?? sailings[0]!.departure!;
      expect(Date.parse(last.iso), t.id).toBeGreaterThanOrEqual(now.getTime());
    }
  });

  it('every route with sailings: the planner finds a journey between its ports', () => {
    const sailing = graph.routes.filter((t) => tripsOf(t).length > 0);
    expect(sailing.length).toBeGreaterThan(0);
    for (const t of sailing) {
      const r = connections(index, { from: t.from, to: t.to, now });
      expect([t.id, r.problem, r.journeys.length > 0]).toEqual([t.id, null, true]);
    }
  });
});

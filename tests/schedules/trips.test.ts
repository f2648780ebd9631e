/**
 * The page index (src/site/schedules/trips.ts) is a shortcut past buildIndex for the browser: these tests pin that
 * the engine answers the same over it as over buildIndex, on the real graph, and that packing loses nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src/schema/weekdays';
import type { Graph } from '../../src/graph/types';
import { buildIndex, compareDepartureOrder, connections, departures, nextSailings } from '../../src/query';
import { plannerIndex } from '../../src/site/planner/plan';
import { plannerSlice } from '../../src/site/planner/slice.server';
import { packTrips } from '../../src/site/schedules/pack.server';
import { pageIndex, unpackTrips } from '../../src/site/schedules/trips';

const GRAPH = new URL('../../generated/graph.json', import.meta.url);
const present = existsSync(GRAPH);
const graph = present ? (JSON.parse(readFileSync(GRAPH, 'utf8')) as Graph) : null!;
const NOWS = ['2026-11-22T17:30:00Z', '2026-11-29T15:00:00Z', '2026-11-25T04:07:30Z', '2026-12-31T23:59:00Z'].map((s) => new Date(s));

describe.skipIf(!present)('packed trips and the page index, on generated/graph.json', () => {
  const ids = graph.timetables.map((t) => t.id);
  const full = buildIndex(graph);
  const page = pageIndex(packTrips(graph, ids));

  it('pack → unpack gives back every trip, field for field, in departure order', () => {
    const expected = graph.timetables.flatMap((t) => t.trips).sort(compareDepartureOrder);
    expect(unpackTrips(packTrips(graph, ids))).toEqual(expected);
  });

  it('a page packs only the timetables it asks for', () => {
    const packed = packTrips(graph, ['manila-cebu', 'no-such-timetable']);
    expect(packed.timetables.map((t) => t.id)).toEqual(['manila-cebu']);
    expect(unpackTrips(packed)).toEqual(graph.timetables.find((t) => t.id === 'manila-cebu')!.trips.slice().sort(compareDepartureOrder));
  });

  it('nextSailings per timetable, per origin and per destination: the same answers as over buildIndex', () => {
    for (const now of NOWS) {
      for (const timetableId of ids) {
        expect(nextSailings(page, { timetableId, now, count: 3 }), timetableId).toEqual(nextSailings(full, { timetableId, now, count: 3 }));
      }
      for (const port of graph.ports.map((p) => p.id)) {
        expect(nextSailings(page, { from: port, now, count: 4 })).toEqual(nextSailings(full, { from: port, now, count: 4 }));
        expect(nextSailings(page, { to: port, now, count: 4 })).toEqual(nextSailings(full, { to: port, now, count: 4 }));
      }
    }
  });

  it('departures by port and day: the same answers as over buildIndex', () => {
    const ports = graph.ports.map((p) => p.id);
    for (const day of [undefined, ...WEEKDAYS]) {
      expect(departures(page, { days: day })).toEqual(departures(full, { days: day }));
      for (const from of ports) {
        expect(departures(page, { from, days: day })).toEqual(departures(full, { from, days: day }));
        expect(departures(page, { to: from, days: day })).toEqual(departures(full, { to: from, days: day }));
        for (const to of ports) expect(departures(page, { from, to, days: day })).toEqual(departures(full, { from, to, days: day }));
      }
    }
  });

  it('the planner index: connections between every pair of ports as over buildIndex', () => {
    const planner = plannerIndex(plannerSlice(graph).data);
    const ports = graph.ports.map((p) => p.id);
    for (const now of NOWS.slice(0, 2)) {
      for (const from of ports) {
        for (const to of ports) {
          if (from === to) continue;
          expect(connections(planner, { from, to, now }), `${from} → ${to}`).toEqual(connections(full, { from, to, now }));
        }
      }
    }
  });
});

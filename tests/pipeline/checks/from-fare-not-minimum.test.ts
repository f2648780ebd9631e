import { describe, expect, it } from 'vitest';
import { fromFareNotMinimum } from '../../../src/pipeline/checks/from-fare-not-minimum';
import { fixture, makeDestination, makePort, makeTimetable, PORTS, runCheck } from '../builders';

const timetables = [
  makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 2236, max: 2394 } }),
  makeTimetable('manila-cebu-overview', 'manila', 'cebu', { fare: { min: 1150, max: 5400 } }),
];

describe('from_fare_not_minimum', () => {
  it.each([
    ["a destination's stated starting fare that is not the lowest fare of its route (over every source) → notice", {
      destinations: [makeDestination('cebu', {
        startingFare: { amount: 1882, source: '/destinations/cebu › Hero' },
        schedules: [{ title: 'Manila to Cebu', timetables: ['manila-cebu'] }],
      })],
    }, { file: 'data/destinations/cebu.yaml', path: ['startingFare', 'amount'] },
      '"from ₱1,882" on "/destinations/cebu › Hero" is not the lowest of the fares of the cebu page\'s ways to cebu: that is ₱1,150 (route manila-cebu) — make the "from" fare ₱1,150 or correct the fares',
      { stated: 1882, minimum: 1150, statement: 'destination:cebu', figures: '₱1,882 vs ₱1,150' }],
    ["a popular route's fare above the lowest fare of that route anywhere → notice", { pages: fixture('pages.yaml') },
      { file: 'data/pages.yaml', path: ['home', 'popularRoutes', 0, 'fromFare'] },
      '"from ₱2,000" on "/ › Popular Routes" is not the lowest of the fares of Manila Port to Cebu Port: that is ₱1,150 (route manila-cebu) — make the "from" fare ₱1,150 or correct the fares',
      { stated: 2000, minimum: 1150, statement: 'popular-route:manila>cebu', figures: '₱2,000 vs ₱1,150' }],
  ])('%s', (_, parts, at, message, context) => {
    expect(runCheck(fromFareNotMinimum, { ports: PORTS, timetables, ...parts }))
      .toEqual([{ code: 'from_fare_not_minimum', severity: 'warning', at, message, context }]);
  });

  it('the "from" fare equals the lowest fare → no notice', () => {
    expect(runCheck(fromFareNotMinimum, {
      ports: PORTS, timetables,
      destinations: [makeDestination('cebu', {
        startingFare: { amount: 1150, source: 'x › y' },
        schedules: [{ title: 'All', timetables: ['manila-cebu'] }],
      })],
    })).toEqual([]);
  });

  it('a destination page that states no starting fare → nothing to check (the page shows the worked-out "from")', () => {
    const d = makeDestination('cebu', { schedules: [{ title: 'All', timetables: ['manila-cebu'] }] });
    delete (d as { startingFare?: unknown }).startingFare;
    expect(runCheck(fromFareNotMinimum, { ports: PORTS, timetables, destinations: [d] })).toEqual([]);
  });

  it("a destination's badge counts its page's outbound trips only: a cheaper return fare does not make it", () => {
    const findings = runCheck(fromFareNotMinimum, {
      ports: PORTS,
      timetables: [
        makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 2670, max: 2900 } }),
        makeTimetable('cebu-manila', 'cebu', 'manila', { fare: { min: 2563, max: 2831 } }),
      ],
      destinations: [makeDestination('cebu', {
        startingFare: { amount: 2563, source: 'x › y' },
        schedules: [{ title: 'Both ways', timetables: ['manila-cebu', 'cebu-manila'] }],
      })],
    });
    expect(findings.map((f) => f.context.figures)).toEqual(['₱2,563 vs ₱2,670']);
  });

  it('a journey of two legs on the page costs both legs: the van alone is not the "from" fare', () => {
    const parts = (amount: number) => ({
      ports: [...PORTS, makePort('el-nido')],
      timetables: [
        makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 1800, max: 7000 } }),
        makeTimetable('cebu-el-nido', 'cebu', 'el-nido', { fare: { min: 500, max: 800 } }),
      ],
      destinations: [makeDestination('el-nido', {
        startingFare: { amount, source: 'x › y' },
        schedules: [{ title: 'Getting there', timetables: ['manila-cebu', 'cebu-el-nido'] }],
      })],
    });
    const findings = runCheck(fromFareNotMinimum, parts(500));
    expect(findings.map((f) => f.context.figures)).toEqual(['₱500 vs ₱2,300']);
    expect(findings[0]!.message).toContain('(route manila-cebu + route cebu-el-nido)');
    expect(runCheck(fromFareNotMinimum, parts(2300))).toEqual([]);
  });
});

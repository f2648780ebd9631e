/** headline_figure_contradicted, from its three checks: structured-data fare range, home stats, the routes claim. */
import { describe, expect, it } from 'vitest';
import { headlineStats } from '../../../src/pipeline/checks/headline-stats';
import { routesClaim } from '../../../src/pipeline/checks/routes-claim';
import { structuredDataFareRange } from '../../../src/pipeline/checks/structured-data-fare-range';
import { fixture, makeTimetable, PORTS, runCheck } from '../builders';

const site = (extra: Record<string, unknown> = {}) => ({ ...fixture('site.yaml'), ...extra });

describe('structured-data fare range', () => {
  it('a published minimum above the lowest fare in the data → notice naming the fare', () => {
    const findings = runCheck(structuredDataFareRange, {
      ports: PORTS,
      site: site({ structuredDataFareRange: { min: 544, max: 3000, currency: 'PHP', source: 'SPEC §9 › structured data' } }),
      timetables: [
        makeTimetable('batangas-cebu', 'batangas', 'cebu', { fare: { min: 250, max: 400 } }),
        makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 2000, max: 3000 } }),
      ],
    });
    expect(findings).toEqual([{
      code: 'headline_figure_contradicted', severity: 'warning',
      at: { file: 'data/site.yaml', path: ['structuredDataFareRange', 'min'] },
      message: 'the structured-data fare range ₱544–₱3,000 ("SPEC §9 › structured data") starts at ₱544, but the lowest fare in the data is ₱250 (timetable batangas-cebu, "/test › test.yaml") — make the minimum ₱250 or correct the fares',
      context: { figure: 'structuredDataFareRange.min', stated: 544, actual: 250, figures: '544 vs 250' },
      related: [{ file: 'data/timetables/test.yaml', path: ['timetables', 0, 'fare'] }],
    }]);
  });

  it('the range equals the lowest and highest fares → no notice', () => {
    expect(runCheck(structuredDataFareRange, {
      ports: PORTS, site: site(),
      timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 1800, max: 3000 } })],
    })).toEqual([]);
  });
});

describe('home stats', () => {
  it('"Years of Service 12+" with a founding year of 2012 built in 2026 → notice (out of date), pointing at foundingYear', () => {
    const stats = [{ label: 'Years of Service', display: '12+', measures: 'years_of_service', value: 12, atLeast: true }];
    expect(runCheck(headlineStats, { site: site({ stats }) }, { buildDate: '2026-11-23' })).toEqual([{
      code: 'headline_figure_contradicted', severity: 'warning',
      at: { file: 'data/site.yaml', path: ['stats', 0, 'value'] },
      message: '"Years of Service 12+" is out of date: founded 2012 (site.yaml foundingYear), it is 14 years at the build date 2026-11-23 — make it 14+',
      context: { figure: 'years_of_service', stated: 12, actual: 14, buildDate: '2026-11-23', figures: '12 vs 14' },
      related: [{ file: 'data/site.yaml', path: ['foundingYear'] }],
    }]);
  });

  it('the same data judged at the build date it was written for → no notice (the date is passed in)', () => {
    const stats = [{ label: 'Years of Service', display: '12+', measures: 'years_of_service', value: 12, atLeast: true }];
    expect(runCheck(headlineStats, { site: site({ stats }) }, { buildDate: '2024-06-01' })).toEqual([]);
  });

  it('"Routes Served 3+" when the site publishes 2 ferry routes (road legs do not count) → notice; the count is exact, "+" or not', () => {
    const stats = [{ label: 'Routes Served', display: '3+', measures: 'routes_served', value: 3, atLeast: true }];
    const parts = (value: number) => ({
      ports: PORTS, site: site({ stats: [{ ...stats[0], value, display: `${value}+` }] }),
      timetables: [
        makeTimetable('a', 'manila', 'cebu'), makeTimetable('b', 'cebu', 'manila'),
        makeTimetable('c', 'manila', 'batangas', { mode: 'road', trips: [{ days: 'Daily', duration: 2 }] }),
      ],
    });
    expect(runCheck(headlineStats, parts(3))).toEqual([{
      code: 'headline_figure_contradicted', severity: 'warning',
      at: { file: 'data/site.yaml', path: ['stats', 0, 'value'] },
      message: '"Routes Served 3+" claims at least 3 routes, but the site publishes 2 ferry routes (the count /routes states) — make the figure 2, or add the routes',
      context: { figure: 'routes_served', stated: 3, actual: 2, figures: '3 vs 2' },
    }]);
    // "1+" is true of 2 routes, but the home page and /routes must say one count.
    expect(runCheck(headlineStats, parts(1)).map((f) => f.context.figures)).toEqual(['1 vs 2']);
    expect(runCheck(headlineStats, parts(2))).toEqual([]);
  });
});

describe('routes claim', () => {
  const pages = (value: number) => {
    const p = fixture('pages.yaml') as { routes: Record<string, unknown> };
    p.routes = { ...p.routes, routesClaim: { display: `${value}+`, value, atLeast: true, source: '/routes › intro' } };
    return p;
  };
  // Two ferry routes by timetable and one known only by its fare: all three are listed on /routes.
  const network = {
    ports: [...PORTS, { id: 'odiongan', name: 'Odiongan Port', city: 'Odiongan' }],
    timetables: [makeTimetable('a', 'manila', 'cebu'), makeTimetable('b', 'cebu', 'manila')],
    fares: { groups: [{ title: 'Inter-Island', fares: [{ from: 'odiongan', to: 'batangas', range: { min: 350, max: 556 }, source: 'SPEC §9' }] }] },
  };

  it('"48+ routes" when the site publishes 3 ferry routes (timetables and fare lists) → notice saying the count', () => {
    expect(runCheck(routesClaim, { ...network, pages: pages(48) })).toEqual([{
      code: 'headline_figure_contradicted', severity: 'warning',
      at: { file: 'data/pages.yaml', path: ['routes', 'routesClaim', 'value'] },
      message: '"48+ routes" ("/routes › intro") claims at least 48 routes, but the site publishes 3 ferry routes (timetables and fare lists), which the page lists and states — make the claim 3, or add the routes',
      context: { figure: 'routesClaim', stated: 48, actual: 3, figures: '48 vs 3' },
    }]);
  });

  it('the claim equals the count → no notice', () => {
    expect(runCheck(routesClaim, { ...network, pages: pages(3) })).toEqual([]);
  });
});

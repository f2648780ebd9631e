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

  it('"Routes Served 15+" with fewer distinct sea routes → notice; road legs do not count', () => {
    const stats = [{ label: 'Routes Served', display: '3+', measures: 'routes_served', value: 3, atLeast: true }];
    const findings = runCheck(headlineStats, {
      ports: PORTS, site: site({ stats }),
      timetables: [
        makeTimetable('a', 'manila', 'cebu'), makeTimetable('b', 'cebu', 'manila'),
        makeTimetable('c', 'manila', 'batangas', { mode: 'road', trips: [{ days: 'Daily', duration: 2 }] }),
      ],
    });
    expect(findings).toEqual([{
      code: 'headline_figure_contradicted', severity: 'warning',
      at: { file: 'data/site.yaml', path: ['stats', 0, 'value'] },
      message: '"Routes Served 3+" claims at least 3 routes, but the timetables have 2 distinct sea routes (from → to) — update the figure or add the missing timetables',
      context: { figure: 'routes_served', stated: 3, actual: 2, figures: '3 vs 2' },
    }]);
  });
});

describe('routes claim', () => {
  it('"48+ routes" with fewer route cards → notice pointing at the cards', () => {
    const pages = fixture('pages.yaml') as { routes: Record<string, unknown> };
    pages.routes = { ...pages.routes, routesClaim: { display: '48+', value: 48, atLeast: true, source: '/routes › intro' } };
    expect(runCheck(routesClaim, { pages, routes: fixture('routes.yaml') })).toEqual([{
      code: 'headline_figure_contradicted', severity: 'warning',
      at: { file: 'data/pages.yaml', path: ['routes', 'routesClaim', 'value'] },
      message: '"48+ routes" ("/routes › intro") claims at least 48 routes, but data/routes.yaml has 2 route cards — update the claim or add the cards',
      context: { figure: 'routesClaim', stated: 48, actual: 2, figures: '48 vs 2' },
      related: [{ file: 'data/routes.yaml', path: ['groups'] }],
    }]);
  });

  it('as many cards as claimed → no notice', () => {
    expect(runCheck(routesClaim, { pages: fixture('pages.yaml'), routes: fixture('routes.yaml') })).toEqual([]);
  });
});

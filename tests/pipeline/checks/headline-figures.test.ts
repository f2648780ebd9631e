/** headline_figure_contradicted, from its three checks: structured-data fare range, home stats, the routes claim. */
import { expect, it } from 'vitest';
import { headlineStats } from '../../../src/pipeline/checks/headline-stats';
import { routesClaim } from '../../../src/pipeline/checks/routes-claim';
import { structuredDataFareRange } from '../../../src/pipeline/checks/structured-data-fare-range';
import { fixture, makeTimetable, PORTS, runCheck } from '../builders';

const site = (extra: Record<string, unknown> = {}) => ({ ...fixture('site.yaml'), ...extra });

const yearsStats = [{ label: 'Years of Service', display: '12+', measures: 'years_of_service', value: 12, atLeast: true }];
/** "Routes Served" stating `value` routes, with two ferry routes and a road leg (which does not count). */
const routesServed = (value: number) => ({
  ports: PORTS, site: site({ stats: [{ label: 'Routes Served', display: `${value}+`, measures: 'routes_served', value, atLeast: true }] }),
  timetables: [
    makeTimetable('a', 'manila', 'cebu'), makeTimetable('b', 'cebu', 'manila'),
    makeTimetable('c', 'manila', 'batangas', { mode: 'road', trips: [{ days: 'Daily', duration: 2 }] }),
  ],
});
const routesPage = (value: number) => {
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

it.each([
  ['structured-data fare range: a published minimum above the lowest fare in the data → notice naming the fare', structuredDataFareRange, {
    ports: PORTS,
    site: site({ structuredDataFareRange: { min: 544, max: 3000, currency: 'PHP', source: 'SPEC §9 › structured data' } }),
    timetables: [
      makeTimetable('batangas-cebu', 'batangas', 'cebu', { fare: { min: 250, max: 400 } }),
      makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 2000, max: 3000 } }),
    ],
  }, undefined, { file: 'data/site.yaml', path: ['structuredDataFareRange', 'min'] },
    'the structured-data fare range ₱544–₱3,000 ("SPEC §9 › structured data") starts at ₱544, but the lowest fare in the data is ₱250 (timetable batangas-cebu, "/test › test.yaml") — make the minimum ₱250 or correct the fares',
    { figure: 'structuredDataFareRange.min', stated: 544, actual: 250, figures: '544 vs 250' },
    { related: [{ file: 'data/timetables/test.yaml', path: ['timetables', 0, 'fare'] }] }],
  ['home stats: "Years of Service 12+" with a founding year of 2012 built in 2026 → notice (out of date), pointing at foundingYear', headlineStats,
    { site: site({ stats: yearsStats }) }, { buildDate: '2026-11-23' }, { file: 'data/site.yaml', path: ['stats', 0, 'value'] },
    '"Years of Service 12+" is out of date: founded 2012 (site.yaml foundingYear), it is 14 years at the build date 2026-11-23 — make it 14+',
    { figure: 'years_of_service', stated: 12, actual: 14, buildDate: '2026-11-23', figures: '12 vs 14' },
    { related: [{ file: 'data/site.yaml', path: ['foundingYear'] }] }],
  ['home stats: "Routes Served 3+" when the site publishes 2 ferry routes (road legs do not count) → notice', headlineStats, routesServed(3), undefined,
    { file: 'data/site.yaml', path: ['stats', 0, 'value'] },
    '"Routes Served 3+" claims at least 3 routes, but the site publishes 2 ferry routes (the count /routes states) — make the figure 2, or add the routes',
    { figure: 'routes_served', stated: 3, actual: 2, figures: '3 vs 2' }, {}],
  ['routes claim: "48+ routes" when the site publishes 3 ferry routes (timetables and fare lists) → notice saying the count', routesClaim,
    { ...network, pages: routesPage(48) }, undefined, { file: 'data/pages.yaml', path: ['routes', 'routesClaim', 'value'] },
    '"48+ routes" ("/routes › intro") claims at least 48 routes, but the site publishes 3 ferry routes (timetables and fare lists), which the page lists and states — make the claim 3, or add the routes',
    { figure: 'routesClaim', stated: 48, actual: 3, figures: '48 vs 3' }, {}],
])('%s', (_, check, parts, options, at, message, context, related) => {
  expect(runCheck(check, parts, options)).toEqual([{ code: 'headline_figure_contradicted', severity: 'warning', at, message, context, ...related }]);
});

it.each([
  ['structured-data fare range: the range equals the lowest and highest fares', structuredDataFareRange, {
    ports: PORTS, site: site(), timetables: [makeTimetable('manila-cebu', 'manila', 'cebu', { fare: { min: 1800, max: 3000 } })],
  }, undefined],
  ['home stats: the same data judged at the build date it was written for (the date is passed in)', headlineStats, { site: site({ stats: yearsStats }) },
    { buildDate: '2024-06-01' }],
  ['home stats: "Routes Served 2+" when the site publishes 2 ferry routes', headlineStats, routesServed(2), undefined],
  ['routes claim: the claim equals the count', routesClaim, { ...network, pages: routesPage(3) }, undefined],
])('%s → no notice', (_, check, parts, options) => {
  expect(runCheck(check, parts, options)).toEqual([]);
});

it('home stats: the Routes Served count is exact, "+" or not', () => {
  // "1+" is true of 2 routes, but the home page and /routes must say one count.
  expect(runCheck(headlineStats, routesServed(1)).map((f) => f.context.figures)).toEqual(['1 vs 2']);
});

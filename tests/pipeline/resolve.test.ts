/**
 * Resolved decisions change what the site shows: the winning figure is in the graph (generated/graph.json), so the
 * pages, the query engine and the GTFS feed all carry it — and any new contradiction (a changed time, fare or
 * policy figure) is open again, failing --strict with its file and line.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lowestFare } from '../../src/graph/figure';
import type { Graph } from '../../src/graph/types';
import { publishFeed } from '../../src/gtfs/publish';
import { restateHours } from '../../src/pipeline/decisions/resolvers';
import { runPipeline } from '../../src/pipeline/run';
import { indexGraph } from '../../src/query/graph-index';
import { departures } from '../../src/query/departures';
import { check, cleanupDataCopies, copyShippedData, editFile } from './decision-data';

afterEach(cleanupDataCopies);
// Each test runs the whole data check on the shipped data (a few hundred ms, seconds on a busy machine).

const BUILD_DATE = '2026-11-25';
const graphOf = (dataDir: string): Graph => {
  const result = runPipeline({ dataDir, buildDate: BUILD_DATE });
  expect(result.counts.error).toBe(0);
  return result.graph!;
};
const withoutDecisions = (): string => {
  const data = copyShippedData();
  rmSync(join(data, 'decisions.yaml'));
  return data;
};
/** Manila → Puerto Princesa sailings on Tuesday the query engine answers with: [trip id, minutes, confirmed]. */
const manilaToPuertoPrincesa = (graph: Graph) =>
  departures(indexGraph(graph), { from: 'manila', to: 'puerto-princesa', days: 'Tue' }).map((t) => [t.id, t.durationMinutes.min, t.confirmed]);
/** GTFS stop_times rows of the Manila → Puerto Princesa route. */
const manilaPuertoPrincesaInFeed = (graph: Graph) =>
  (publishFeed(graph, BUILD_DATE).files!['stop_times.txt'] ?? '').split('\n').filter((l) => l.startsWith('manila-puerto-princesa.'));

describe('resolved figures reach the graph, the query engine and the GTFS feed', { timeout: 60_000 }, () => {
  it('Puerto Princesa: the copied 13 h Coron arrival gives way to the page\'s 29 hours everywhere', () => {
    const published = graphOf(withoutDecisions());
    const resolved = graphOf('data');
    const tuesday = (g: Graph) => g.timetables.find((t) => t.id === 'manila-puerto-princesa')!.rows.find((r) => r.dep === '13:30')!;

    expect([tuesday(published).arr, tuesday(published).durationMinutes.min]).toEqual([{ dayOffset: 1, time: '02:30' }, 780]);
    expect([tuesday(resolved).arr, tuesday(resolved).durationMinutes.min]).toEqual([null, 29 * 60]);

    // The El Nido page states other sailings for the route (Mon, Thu, Sat 20:00), so the Tuesday one is unconfirmed
    // either way: the planner offers it marked so, and the feed, which cannot say "unconfirmed", leaves it out.
    expect(manilaToPuertoPrincesa(published)).toEqual([['manila-puerto-princesa.1.Tue', 780, false]]);
    expect(manilaToPuertoPrincesa(resolved)).toEqual([['manila-puerto-princesa.1.Tue', 29 * 60, false]]);
    expect(manilaPuertoPrincesaInFeed(published)).toEqual([]);
    expect(manilaPuertoPrincesaInFeed(resolved)).toEqual([]);
  });

  it('a resolved fare conflict gives the route one fare, and its "from" fares follow; headline figures and structured data too', () => {
    const published = graphOf(withoutDecisions());
    const resolved = graphOf('data');
    const cebu = (g: Graph) => g.timetables.find((t) => t.id === 'manila-cebu')!.fare;
    expect(cebu(published)).toMatchObject({ disputed: true, options: [{ value: { min: 1150, max: 5400 } }, { value: { min: 2479, max: 2908 } }] });
    expect(cebu(resolved)).toMatchObject({ disputed: false, value: { min: 2479, max: 2908 } });
    // The home page's "from" is the route's lowest fare: ₱1,150 (marked disputed) before, ₱2,479 once resolved.
    const from = (g: Graph) => g.pages.home.popularRoutes.map((r) => lowestFare(g.timetables.find((t) => t.from === r.from && t.to === r.to)!.fare!));
    expect(from(published)).toEqual([1150, 780, 1350]);
    expect(from(resolved)).toEqual([2479, 1392, 2353]);
    const years = (g: Graph) => g.site.stats.find((s) => s.measures === 'years_of_service')!.display;
    expect([years(published), years(resolved)]).toEqual(['12+', '14+']);
    expect([published.site.structuredDataFareRange.min, resolved.site.structuredDataFareRange.min]).toEqual([544, 250]);
    expect([published.destinations.find((d) => d.slug === 'cebu')!.fromFare, resolved.destinations.find((d) => d.slug === 'cebu')!.fromFare])
      .toEqual([{ amount: 1150, disputed: true, routes: ['manila-cebu'] }, { amount: 2479, disputed: false, routes: ['manila-cebu'] }]);
  });

  it("figures in sentences: the FAQ's fares and frequency are rendered from the resolved policy values", () => {
    const published = graphOf(withoutDecisions());
    const resolved = graphOf('data');
    const answer = (g: Graph, q: string) => g.faq.sections.flatMap((s) => s.items).find((i) => i.q === q)!.a;
    expect(answer(published, 'How much does a ferry ticket cost?')).toMatch(/^Economy fares start from about ₱800, while suites cost more than ₱6,000\./);
    expect(answer(resolved, 'How much does a ferry ticket cost?')).toMatch(/^Economy fares start from about ₱250, while suites cost more than ₱6,000\./);
    expect(answer(published, 'How often do the ships sail?')).toMatch(/^Most routes run 2-3 times a week;/);
    expect(answer(resolved, 'How often do the ships sail?')).toMatch(/^Most routes run once a week;/);
  });

  it('return routes take the travel time their own times give: route card and stated duration', () => {
    const resolved = graphOf('data');
    const card = resolved.routes.groups.flatMap((g) => g.cards).find((c) => c.name === 'Dumaguete to Manila')!;
    expect(card.duration).toBe(45);
    expect(resolved.timetables.find((t) => t.id === 'dumaguete-manila')!.travelTime).toMatchObject({ disputed: false, value: { min: 45 * 60, max: 45 * 60 } });
    expect(resolved.timetables.find((t) => t.id === 'batangas-roxas')!.travelTime).toMatchObject({ disputed: false, value: { min: 18 * 60, max: 29 * 60 } });
    const roxas = resolved.destinations.find((d) => d.slug === 'roxas')!.travelTime;
    expect([roxas.hours, roxas.display]).toEqual([{ min: 18, max: 29 }, '18–29 hours from Batangas']);
  });

  it('a badge\'s wording keeps its words and changes only its figure', () => {
    expect(restateHours('29 hours from Manila', { min: 780, max: 780 })).toBe('13 hours from Manila');
    expect(restateHours('19-32 hours', { min: 1140, max: 2610 })).toBe('19–43.5 hours');
    expect(restateHours('about a day', { min: 1440, max: 1440 })).toBe('24 hours');
  });
});

describe('a new contradiction fails --strict with its file and line', { timeout: 60_000 }, () => {
  const strict = (data: string) => check(['--data', data, '--strict']);
  const open = (stdout: string) => stdout.split('\n').filter((l) => / {2}warning {2}/.test(l) && !l.includes('stale_decision'));

  it('a changed time', () => {
    const data = copyShippedData();
    editFile(data, 'timetables/coron.yaml', 'arrDay: Fri, arr: "05:30"', 'arrDay: Sat, arr: "05:30"');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${data}/timetables/coron\\.yaml:\\d+:\\d+ {2}warning {2}stated_duration_mismatch {2}.*states 13 h, but in coron-manila .* takes 37 h`)),
      expect.stringMatching(new RegExp(`^${data}/timetables/coron\\.yaml:\\d+:\\d+ {2}warning {2}route_duration_conflict {2}Coron Port to Manila North Harbor takes 37 h .* but 13 h in the route card`)),
    ]);
  });

  it('a changed fare', () => {
    const data = copyShippedData();
    editFile(data, 'timetables/cebu.yaml', 'fare: { min: 2479, max: 2908 }', 'fare: { min: 2479, max: 2999 }');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toContainEqual(
      expect.stringMatching(new RegExp(`^${data}/timetables/cebu\\.yaml:\\d+:\\d+ {2}warning {2}route_fare_conflict {2}Manila North Harbor to Cebu Port costs ₱2,479–₱2,999`)));
  });

  it('a count in the copy that the data no longer has', () => {
    const data = copyShippedData();
    editFile(data, 'pages.yaml', 'Nineteen ferry destinations', 'Twenty ferry destinations');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${data}/pages\\.yaml:\\d+:\\d+ {2}warning {2}count_claim_contradicted {2}"Twenty ferry destinations" says 20 destinations, but the data has 19 destination pages`)),
    ]);
  });

  it('a changed general fare figure: the resolved decision goes stale and the claim is open again', () => {
    const data = copyShippedData();
    editFile(data, 'policies.yaml', 'economyFromPesos: 800', 'economyFromPesos: 900');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${data}/policies\\.yaml:\\d+:\\d+ {2}warning {2}fare_claim_contradicted {2}policy fare-levels .* says fares start from about ₱900, but the lowest fare the site lists is ₱250`)),
    ]);
    expect(stdout).toMatch(/decisions\.yaml:\d+:5 {2}warning {2}stale_decision/);
  });

  it('a changed policy figure: the accepted decision no longer covers it and goes stale', () => {
    const data = copyShippedData();
    editFile(data, 'policies.yaml', 'freeBelowAgeYears: 2', 'freeBelowAgeYears: 1');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${data}/policies\\.yaml:\\d+:\\d+ {2}warning {2}policy_conflict {2}policy "child_free_age" gives freeBelowAgeYears 1`)),
    ]);
    expect(stdout).toMatch(/decisions\.yaml:\d+:5 {2}warning {2}stale_decision/);
  });
});

/**
 * Resolved decisions change what the site shows: the winning figure is in the graph (generated/graph.json), so the
 * pages, the query engine and the GTFS feed all carry it — and any new contradiction (a changed time, fare or
 * policy figure) is open again, failing --strict with its file and line.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
/** Manila → Puerto Princesa sailings the query engine answers with: [trip id, minutes]. */
const manilaToPuertoPrincesa = (graph: Graph) =>
  departures(indexGraph(graph), { from: 'manila', to: 'puerto-princesa', days: 'Tue' }).map((t) => [t.id, t.durationMinutes.min]);
/** GTFS stop_times rows of the Manila → Puerto Princesa sailing copied from Coron. */
const copiedSailingInFeed = (graph: Graph) =>
  (publishFeed(graph, BUILD_DATE).files!['stop_times.txt'] ?? '').split('\n').filter((l) => l.startsWith('manila-puerto-princesa.'));

describe('resolved figures reach the graph, the query engine and the GTFS feed', { timeout: 60_000 }, () => {
  it('Puerto Princesa: the copied 13 h Coron arrival gives way to the page\'s 29 hours everywhere', () => {
    const published = graphOf(withoutDecisions());
    const resolved = graphOf('data');
    const row = (g: Graph) => g.timetables.find((t) => t.id === 'manila-puerto-princesa')!.rows[0]!;

    expect([row(published).arr, row(published).durationMinutes.min]).toEqual([{ dayOffset: 1, time: '02:30' }, 780]);
    expect([row(resolved).arr, row(resolved).durationMinutes.min, row(resolved).dep]).toEqual([null, 29 * 60, '13:30']);

    expect(manilaToPuertoPrincesa(published)).toEqual([['manila-puerto-princesa.0.Tue', 780]]);
    expect(manilaToPuertoPrincesa(resolved)).toEqual([['manila-puerto-princesa.0.Tue', 29 * 60]]);

    // The feed published the copied sailing (stated arrivals first); resolved, it has no stated arrival and the
    // feed publishes the route's other statement instead.
    expect(copiedSailingInFeed(published)).toEqual([
      expect.stringMatching(/^manila-puerto-princesa\.[^,]+,13:30:00,13:30:00,manila,1,/),
      expect.stringMatching(/^manila-puerto-princesa\.[^,]+,26:30:00,26:30:00,puerto-princesa,2,/),
    ]);
    expect(copiedSailingInFeed(resolved)).toEqual([]);
  });

  it('"from" fares, headline figures and structured data take the resolved figure', () => {
    const published = graphOf(withoutDecisions());
    const resolved = graphOf('data');
    const fromFares = (g: Graph) => g.pages.home.popularRoutes.map((r) => r.fromFare);
    expect(fromFares(published)).toEqual([2479, 1392, 2353]);
    expect(fromFares(resolved)).toEqual([1150, 780, 1350]);
    const years = (g: Graph) => g.site.stats.find((s) => s.measures === 'years_of_service')!.display;
    expect([years(published), years(resolved)]).toEqual(['12+', '14+']);
    expect([published.site.structuredDataFareRange.min, resolved.site.structuredDataFareRange.min]).toEqual([544, 250]);
    const pp = (g: Graph) => g.destinations.find((d) => d.slug === 'puerto-princesa')!.startingFare.amount;
    expect([pp(published), pp(resolved)]).toEqual([1882, 2236]);
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
    expect(resolved.timetables.find((t) => t.id === 'dumaguete-manila')!.statedDuration).toEqual({ min: 45 * 60, max: 45 * 60 });
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
      expect.stringMatching(new RegExp(`^${data}/timetables/coron\\.yaml:18:21 {2}warning {2}stated_duration_mismatch {2}.*states 13 h, but in coron-manila .* takes 37 h`)),
      expect.stringMatching(new RegExp(`^${data}/timetables/coron\\.yaml:20:9 {2}warning {2}route_duration_conflict {2}Coron Port to Manila North Harbor takes 37 h .* but 13 h in the route card`)),
    ]);
  });

  it('a changed fare', () => {
    const data = copyShippedData();
    editFile(data, 'timetables/cebu.yaml', 'fare: { min: 2479, max: 2908 }', 'fare: { min: 2479, max: 2999 }');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toContainEqual(
      expect.stringMatching(new RegExp(`^${data}/timetables/cebu\\.yaml:11:11 {2}warning {2}route_fare_conflict {2}Manila North Harbor to Cebu Port costs ₱2,479–₱2,999`)));
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
    editFile(data, 'policies.yaml', 'hoursBeforeDeparture: "2-3"', 'hoursBeforeDeparture: "3-4"');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${data}/policies\\.yaml:72:37 {2}warning {2}policy_conflict {2}policy "arrival_time" gives hoursBeforeDeparture 3-4`)),
    ]);
    expect(stdout).toMatch(/decisions\.yaml:\d+:5 {2}warning {2}stale_decision/);
  });
});

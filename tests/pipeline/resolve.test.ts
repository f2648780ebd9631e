/**
 * Resolved decisions change what the site shows: the winning figure is in the graph (generated/graph.json), so the
 * pages, the query engine and the GTFS feed all carry it — and any new contradiction (a changed time, fare or
 * policy figure) is open again, failing --strict with its file and line. On the decided fixture
 * (tests/fixtures/decided), with and without its decisions.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lowestFare } from '../../src/graph/figure';
import type { Graph } from '../../src/graph/types';
import { publishFeed } from '../../src/gtfs/publish';
import { restateHours } from '../../src/pipeline/decisions/resolvers';
import { runPipeline } from '../../src/pipeline/run';
import { queryIndexOf } from '../../src/query/graph-index';
import { departures } from '../../src/query/departures';
import { BUILD_DATE, check, cleanupDataCopies, copyDecidedData, editFile } from './decision-data';

afterEach(cleanupDataCopies);

const graphOf = (dataDir: string): Graph => {
  const result = runPipeline({ dataDir, buildDate: BUILD_DATE });
  expect(result.counts.error).toBe(0);
  return result.graph!;
};
const withoutDecisions = (): string => {
  const data = copyDecidedData();
  rmSync(join(data, 'decisions.yaml'));
  return data;
};
/** Cebu → Manila sailings on Tuesday the query engine answers with: [trip id, minutes, confirmed]. */
const cebuToManila = (graph: Graph) =>
  departures(queryIndexOf(graph), { from: 'cebu', to: 'manila', days: 'Tue' }).map((t) => [t.id, t.durationMinutes.min, t.confirmed]);
/** GTFS stop_times rows of a route. */
const inFeed = (graph: Graph, route: string) =>
  (publishFeed(graph, BUILD_DATE).files!['stop_times.txt'] ?? '').split('\n').filter((l) => l.startsWith(`${route}.`));

describe('resolved figures reach the graph, the query engine and the GTFS feed', { timeout: 60_000 }, () => {
  it('Cebu → Manila: the copied 22 h arrival gives way to the page\'s 30 hours everywhere', () => {
    const published = graphOf(withoutDecisions());
    const resolved = graphOf(copyDecidedData());
    const tuesday = (g: Graph) => g.routes.find((t) => t.id === 'cebu-manila')!.rows.find((r) => r.days.includes('Tue'))!;

    expect([tuesday(published).arr, tuesday(published).durationMinutes.min]).toEqual([{ dayOffset: 1, minute: 17 * 60 }, 22 * 60]);
    expect([tuesday(resolved).arr, tuesday(resolved).durationMinutes.min]).toEqual([null, 30 * 60]);
    expect(cebuToManila(published)).toEqual([['cebu-manila.0.Tue', 22 * 60, true]]);
    expect(cebuToManila(resolved)).toEqual([['cebu-manila.0.Tue', 30 * 60, true]]);
    // The feed writes the estimated arrival at 19:00 + 30 h, marked approximate (timepoint 0).
    expect(inFeed(published, 'cebu-manila')).toContain('cebu-manila.1900.tue-sat,41:00:00,41:00:00,manila,2,1,0,1');
    expect(inFeed(resolved, 'cebu-manila')).toContain('cebu-manila.1900.tue-sat,49:00:00,49:00:00,manila,2,1,0,0');
    // The route card's travel time follows (route_duration_conflict resolved to the stated hours).
    const card = (g: Graph) => g.routeCards.groups.flatMap((gr) => gr.cards).find((c) => c.name === 'Cebu to Manila')!.duration;
    expect([card(published), card(resolved)]).toEqual([22, 30]);
  });

  it('a resolved fare conflict gives the route one fare, and its "from" fares follow; headline figures and structured data too', () => {
    const published = graphOf(withoutDecisions());
    const resolved = graphOf(copyDecidedData());
    const cebu = (g: Graph) => g.routes.find((t) => t.id === 'manila-cebu')!.fare;
    expect(cebu(published)).toMatchObject({ disputed: true, options: [{ value: { min: 1150, max: 5400 } }, { value: { min: 2000, max: 3000 } }] });
    expect(cebu(resolved)).toMatchObject({ disputed: false, value: { min: 2000, max: 3000 } });
    // The home page's "from" is the route's lowest fare: ₱1,150 (marked disputed) before, ₱2,000 once resolved.
    const from = (g: Graph) => g.pages.home.popularRoutes.map((r) => lowestFare(g.routes.find((t) => t.from === r.from && t.to === r.to)!.fare!));
    expect(from(published)).toEqual([1150]);
    expect(from(resolved)).toEqual([2000]);
    const years = (g: Graph) => g.site.stats.find((s) => s.measures === 'years_of_service')!.display;
    expect([years(published), years(resolved)]).toEqual(['12+', '14+']);
    expect([published.site.structuredDataFareRange.min, resolved.site.structuredDataFareRange.min]).toEqual([544, 1800]);
    expect([published.destinations.find((d) => d.slug === 'cebu')!.fromFare, resolved.destinations.find((d) => d.slug === 'cebu')!.fromFare])
      .toEqual([{ amount: 1150, disputed: true, routes: ['manila-cebu'] }, { amount: 2000, disputed: false, routes: ['manila-cebu'] }]);
  });

  it('an accepted days conflict keeps every sailing, the one not every source states unconfirmed and out of the feed', () => {
    const resolved = graphOf(copyDecidedData());
    const rows = resolved.routes.find((t) => t.id === 'manila-cebu')!.rows;
    expect(rows.map((r) => [r.days, r.confirmed])).toEqual([[['Mon', 'Thu'], true], [['Sat'], false]]);
    expect(inFeed(resolved, 'manila-cebu').map((l) => l.split(',')[0])).toEqual(['manila-cebu.2000.mon-thu', 'manila-cebu.2000.mon-thu']);
  });

  it("figures in sentences: the FAQ's fare is rendered from the resolved policy value; an accepted conflict shows both", () => {
    const published = graphOf(withoutDecisions());
    const resolved = graphOf(copyDecidedData());
    const answer = (g: Graph, q: string) => g.faq.sections.flatMap((s) => s.items).find((i) => i.q === q)!.a;
    expect(answer(published, 'How much does a ferry ticket cost?')).toBe('Economy fares start from about ₱800.');
    expect(answer(resolved, 'How much does a ferry ticket cost?')).toBe('Economy fares start from about ₱1,800.');
    expect(answer(resolved, 'Do infants pay?')).toBe('Infants below 2 or 3 travel free.');
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
    const data = copyDecidedData();
    editFile(data, 'timetables/manila-cebu.yaml', '{ days: [Mon, Thu], dep: "20:00", arrDay: "+1", arr: "18:00" }', '{ days: [Mon, Thu], dep: "20:00", arrDay: "+1", arr: "23:00" }');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    // The page's badge, the timetable's stated hours and the route card all said 22 h.
    expect(open(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${data}/destinations/cebu\\.yaml:\\d+:\\d+ {2}warning {2}stated_duration_mismatch {2}.*states 22 h, but in manila-cebu .* takes 27 h`)),
      expect.stringMatching(new RegExp(`^${data}/timetables/manila-cebu\\.yaml:\\d+:\\d+ {2}warning {2}stated_duration_mismatch {2}.*states 22 h, but in manila-cebu .* takes 27 h`)),
      expect.stringMatching(new RegExp(`^${data}/timetables/manila-cebu\\.yaml:\\d+:\\d+ {2}warning {2}route_duration_conflict {2}.* takes 27 h .* but 22 h in the route card "Manila to Cebu"`)),
    ]);
  });

  it('a changed fare', () => {
    const data = copyDecidedData();
    editFile(data, 'timetables/manila-cebu.yaml', 'fare: { min: 2000, max: 3000 }', 'fare: { min: 2000, max: 3100 }');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toContainEqual(
      expect.stringMatching(new RegExp(`^${data}/timetables/manila-cebu\\.yaml:\\d+:\\d+ {2}warning {2}route_fare_conflict {2}Manila North Harbor to Cebu Port costs ₱2,000–₱3,100`)));
  });

  it('a count in the copy that the data no longer has', () => {
    const data = copyDecidedData();
    editFile(data, 'pages.yaml', 'One ferry destination', 'Two ferry destinations');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${data}/pages\\.yaml:\\d+:\\d+ {2}warning {2}count_claim_contradicted {2}"Two ferry destinations" says 2 destinations, but the data has 1 destination page`)),
    ]);
  });

  it('a changed general fare figure: its decision follows the data (use: data pins no figures), so the page says the data\'s lowest fare again', () => {
    const data = copyDecidedData();
    editFile(data, 'policies.yaml', 'economyFromPesos: 800', 'economyFromPesos: 900');
    const { code, stdout } = strict(data);
    expect(code).toBe(0);
    expect(stdout).not.toMatch(/stale_decision/);
    const policy = graphOf(data).policies.find((p) => p.id === 'fare-levels')!;
    expect(policy.text).toContain('₱1,800');
    expect(policy.text).not.toContain('₱900');
  });

  it('a changed policy figure: the accepted decision no longer covers it and goes stale', () => {
    const data = copyDecidedData();
    editFile(data, 'policies.yaml', 'freeBelowAgeYears: 2', 'freeBelowAgeYears: 1');
    const { code, stdout } = strict(data);
    expect(code).toBe(1);
    expect(open(stdout)).toEqual([
      expect.stringMatching(new RegExp(`^${data}/policies\\.yaml:\\d+:\\d+ {2}warning {2}policy_conflict {2}policy "child_free_age" gives freeBelowAgeYears 1`)),
    ]);
    expect(stdout).toMatch(/decisions\.yaml:\d+:5 {2}warning {2}stale_decision/);
  });
});

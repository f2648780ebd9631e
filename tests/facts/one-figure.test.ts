/**
 * One fact, one figure: a fare, a travel time or the sailing days changed in one data file changes every
 * page that shows that fact, and the site still agrees with itself (scripts/facts, what `npm run check:facts`
 * runs). On a copy of data/, with the pages rendered in-process from the graph as the build renders them. Which
 * route to change is read from the graph — the route shown on the most pages with one source for the figure — so
 * the test holds whatever the real figures are (data/, or FERRY_DATA_DIR: tests/support/real-data.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { judge, type Occurrence } from '../../scripts/facts/judge';
import { factsShown } from '../../scripts/facts/read';
import type { Graph, Route } from '../../src/graph/types';
import { runPipeline } from '../../src/pipeline/run';
import { REAL_DATA_DIR } from '../support/real-data';
import { renderPages } from '../support/render-pages';

const BUILD_DATE = '2026-11-25';
const root = mkdtempSync(join(tmpdir(), 'one-figure-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let copies = 0;
function copyData(): string {
  const dir = join(root, String(copies++));
  cpSync(REAL_DATA_DIR, dir, { recursive: true });
  return dir;
}

function graphOf(dir: string): Graph {
  const result = runPipeline({ dataDir: dir, buildDate: BUILD_DATE });
  expect(result.notices.filter((n) => n.severity === 'error')).toEqual([]);
  return result.graph!;
}

async function shown(graph: Graph): Promise<Occurrence[]> {
  const pages = await renderPages(graph);
  return [...pages].flatMap(([page, html]) => factsShown(html).map((s) => ({ ...s, page })));
}

/** Pages that show a fact, with the figure each shows. */
const figuresOf = (occurrences: readonly Occurrence[], fact: string) =>
  new Map(occurrences.filter((o) => o.fact === fact).map((o) => [o.page, o.figure]));

/** Edits the source timetable `id` (in whichever file of timetables/ holds it) through the YAML document. */
function editTimetable(dir: string, file: string, id: string, edit: (t: { getIn: (p: unknown[]) => unknown; setIn: (p: unknown[], v: unknown) => void }) => void): void {
  const path = file.startsWith(dir) ? file : join(dir, file);
  const doc = parseDocument(readFileSync(path, 'utf8'));
  const list = (doc.get('timetables') as { items: { get: (k: string) => unknown }[] }).items;
  const index = list.findIndex((t) => t.get('id') === id);
  expect(index).toBeGreaterThanOrEqual(0);
  edit({ getIn: (p) => doc.getIn(['timetables', index, ...p]), setIn: (p, v) => doc.setIn(['timetables', index, ...p], v) });
  writeFileSync(path, doc.toString());
}

/** The route with one source timetable (so one file states the fact) whose facts of these kinds show most often. */
function routeToChange(graph: Graph, occurrences: readonly Occurrence[], kinds: string[], extra: (t: Route) => boolean): Route {
  const candidates = graph.routes.filter((t) => t.sourceTimetables.length === 1 && t.mode === 'ferry' && extra(t));
  const pagesOf = (t: Route) => kinds.reduce((n, kind) => n + figuresOf(occurrences, `${kind}:${t.id}`).size, 0);
  const best = candidates.sort((a, b) => pagesOf(b) - pagesOf(a) || (a.id < b.id ? -1 : 1))[0]!;
  expect(pagesOf(best)).toBeGreaterThanOrEqual(2);
  return best;
}

/** The file stating the route's one source timetable (provenance names it as file:line). */
function fileOf(t: Route): string {
  return t.provenance.find((p) => p.statement === `timetable:${t.sourceTimetables[0]}`)!.at.replace(/:\d+$/, '');
}

describe('one fact, one figure on every page', { timeout: 120_000 }, () => {
  it('the real data: every fact shows one figure everywhere (or the same disputed form)', async () => {
    expect(judge(await shown(graphOf(copyData()))).problems).toEqual([]);
  });

  type Edit = Parameters<typeof editTimetable>[3];
  it.each<[string, string, (t: Route) => boolean, Edit]>([
    // A fare the /tickets list states too would be a second statement: one file must state it.
    ['a fare', 'fare', (t) => t.fare !== null && !t.fare.disputed && !t.provenance.some((p) => p.statement.startsWith('fare-list:')),
      (t) => t.setIn(['fare', 'max'], Number(t.getIn(['fare', 'max'])) + 11)],
    ['a travel time (an earlier arrival)', 'time', (t) => t.rows.length === 1 && t.rows[0]!.arr !== null && t.rows[0]!.dep !== null, (t) => {
      const arr = String(t.getIn(['trips', 0, 'arr']));
      const hour = (Number(arr.slice(0, 2)) + 23) % 24; // an hour earlier, the same day unless it is midnight
      expect(hour).not.toBe(23);
      t.setIn(['trips', 0, 'arr'], `${String(hour).padStart(2, '0')}${arr.slice(2)}`);
    }],
  ])('%s changed in one file changes every page that shows it', async (_, kind, extra, edit) => {
    const dir = copyData();
    const before = await shown(graphOf(dir));
    const route = routeToChange(graphOf(dir), before, [kind], extra);
    const old = figuresOf(before, `${kind}:${route.id}`);
    editTimetable(dir, fileOf(route), route.sourceTimetables[0]!, edit);
    const after = await shown(graphOf(dir));
    const now = figuresOf(after, `${kind}:${route.id}`);
    expect([...now.keys()].sort()).toEqual([...old.keys()].sort());
    expect(new Set(now.values()).size).toBe(1);
    expect([...now.values()][0]).not.toBe([...old.values()][0]);
    expect(judge(after).problems).toEqual([]);
  });

  it('sailing days changed in one file change the day list and the frequency badge alike', async () => {
    const dir = copyData();
    const graph = graphOf(dir);
    const before = await shown(graph);
    const route = routeToChange(graph, before, ['frequency', 'days'], (t) => t.rows.length === 1 && Array.isArray(t.rows[0]!.days) && t.rows[0]!.days.length < 6);
    const oldBadge = figuresOf(before, `frequency:${route.id}`);
    editTimetable(dir, fileOf(route), route.sourceTimetables[0]!, (t) => {
      const days = (t.getIn(['trips', 0, 'days']) as { toJSON: () => string[] }).toJSON();
      const extra = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].find((d) => !days.includes(d))!;
      t.setIn(['trips', 0, 'days'], [...days, extra]);
    });
    const after = await shown(graphOf(dir));
    const badge = figuresOf(after, `frequency:${route.id}`);
    expect([...badge.keys()].sort()).toEqual([...oldBadge.keys()].sort());
    expect([...badge.values()][0]).not.toBe([...oldBadge.values()][0]);
    // Where the day list shows too, it has one more day: judge() holds badge and list to each other.
    expect(judge(after).problems).toEqual([]);
  });
});

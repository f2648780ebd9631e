/**
 * Every build stage and script reads generated/graph.json through readGraph: a file data:check did not write, or
 * one from another version, is refused with what is wrong and what to run, never half read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GRAPH_BANNER, readGraph } from '../../src/graph/graph-file.server';

const dir = mkdtempSync(join(tmpdir(), 'graph-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const graph = {
  $comment: GRAPH_BANNER, site: {}, pages: {}, places: [], ports: [], routes: [], schedules: {}, routeCards: {},
  fares: {}, cabins: [], destinations: [], news: [], faq: {}, travelTips: {}, policies: [], advisories: [], status: [],
  suspensions: [], counts: { seaRoutes: 0 },
};
const text = (value: unknown) => JSON.stringify(value);
const again = 'run `npm run data:check` to write it again';
/** A graph file holding `content`. */
const file = (content: string) => {
  const path = join(dir, 'g.json');
  writeFileSync(path, content);
  return path;
};

describe('readGraph', () => {
  it('reads the graph data:check wrote', () => {
    const path = join(dir, 'graph.json');
    writeFileSync(path, text(graph));
    expect(readGraph(path).counts).toEqual({ seaRoutes: 0 });
  });

  it('a missing file → run data:check first', () => {
    expect(() => readGraph(join(dir, 'none.json'))).toThrow(`${join(dir, 'none.json')} is missing: run \`npm run data:check\` first`);
  });

  it('a file cut short → not JSON', () => {
    const path = file(text(graph).slice(0, 40));
    expect(() => readGraph(path)).toThrow(new RegExp(`^${path} is not JSON \\(.*\\): run \`npm run data:check\``));
  });

  it('JSON data:check did not write (no banner) → refused', () => {
    const { $comment: _, ...unbannered } = graph;
    expect(() => readGraph(file(text(unbannered)))).toThrow(`${join(dir, 'g.json')} is not a graph written by npm run data:check: ${again}`);
    expect(() => readGraph(file('[]'))).toThrow('not a graph written by npm run data:check');
  });

  it('a graph of another shape → every part that is wrong, at once', () => {
    const { news: _, ...old } = graph;
    expect(() => readGraph(file(text({ ...old, routes: {}, site: null })))).toThrow(
      `${join(dir, 'g.json')} is not a graph this version reads (site is null, not an object; routes is an object, not a list; news is missing, not a list): ${again}`);
  });
});

/**
 * A CheckContext (src/pipeline/types.ts) around a test graph, for the feed checks: ports sit in data/ports.yaml in
 * graph order, each timetable first in its own file, and every collection counts as loaded unless a test says not.
 */
import type { Graph } from '../../../src/graph/types';
import type { Dataset } from '../../../src/pipeline/dataset';
import type { DraftGraph, GraphIndex } from '../../../src/pipeline/draft-graph';
import type { CheckContext, Loc } from '../../../src/pipeline/types';
import { COLLECTIONS, type CollectionName } from '../../../src/schema/collections';

export function makeContext(graph: Graph, options: { buildDate?: string; incomplete?: CollectionName[] } = {}): CheckContext {
  const where = {
    ports: new Map<string, Loc>(graph.ports.map((p, i) => [p.id, { file: 'data/ports.yaml', path: ['ports', i] }])),
    timetables: new Map<string, Loc>(graph.timetables.map((t) => [t.id, { file: t.file, path: ['timetables', 0] }])),
    destinations: new Map<string, Loc>(),
    policies: new Map<string, Loc>(),
  };
  const complete = Object.fromEntries((Object.keys(COLLECTIONS) as CollectionName[])
    .map((name) => [name, !(options.incomplete ?? []).includes(name)])) as Record<CollectionName, boolean>;
  return {
    data: { site: [{ file: 'data/site.yaml', value: graph.site }] } as unknown as Dataset,
    graph: graph as unknown as DraftGraph,
    index: { where } as unknown as GraphIndex,
    buildDate: options.buildDate ?? '2026-06-01',
    complete,
  };
}

/**
 * A CheckContext (src/pipeline/types.ts) around a test graph, for the feed checks: ports sit in data/ports.yaml in
 * graph order, each source timetable of a route first in its own file (data/timetables/<id>.yaml), and every
 * collection counts as loaded unless a test says not. The index holds what normalise's would for these checks: the
 * routes by id, each source timetable's route, where each source timetable is; no collisions, no other statements.
 */
import type { Graph } from '../../../src/graph/types';
import type { Dataset } from '../../../src/pipeline/dataset';
import type { DraftGraph, SourceIndex } from '../../../src/pipeline/draft-graph';
import { pipelineClock } from '../../../src/pipeline/run';
import type { CheckContext, Loc } from '../../../src/pipeline/types';
import { COLLECTIONS, type CollectionName } from '../../../src/schema/collections';

type FeedIndex = Pick<SourceIndex, 'ports' | 'routes' | 'routeOf' | 'routeCollisions' | 'provenance' | 'where'>;

export function makeContext(graph: Graph, options: { buildDate?: string; incomplete?: CollectionName[] } = {}): CheckContext {
  const sources = graph.routes.flatMap((route) => route.sourceTimetables.map((id) => ({ id, route: route.id })));
  const index: FeedIndex = {
    ports: new Map(graph.ports.map((p) => [p.id, p])),
    routes: new Map(graph.routes.map((t) => [t.id, t])),
    routeOf: new Map(sources.map(({ id, route }) => [id, route])),
    routeCollisions: [],
    provenance: new Map(),
    where: {
      ports: new Map<string, Loc>(graph.ports.map((p, i) => [p.id, { file: 'data/ports.yaml', path: ['ports', i] }])),
      timetables: new Map<string, Loc>(sources.map(({ id }) => [id, { file: `data/timetables/${id}.yaml`, path: ['timetables', 0] }])),
      destinations: new Map(),
      policies: new Map(),
    },
  };
  const complete = Object.fromEntries((Object.keys(COLLECTIONS) as CollectionName[])
    .map((name) => [name, !(options.incomplete ?? []).includes(name)])) as Record<CollectionName, boolean>;
  return {
    data: { site: [{ file: 'data/site.yaml', value: graph.site }] } as unknown as Dataset,
    graph: graph as unknown as DraftGraph,
    index: index as SourceIndex,
    buildDate: options.buildDate ?? '2026-06-01',
    now: pipelineClock(options.buildDate ?? '2026-06-01'),
    complete,
  };
}

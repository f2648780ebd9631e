/** The graph the browser tests' site was built from (.e2e-site/generated/graph.json): the specs derive their expectations from it. */
import { readFileSync } from 'node:fs';
import type { Graph } from '../../src/graph/types';
import { SITE_GRAPH } from './site';

export const graph = JSON.parse(readFileSync(SITE_GRAPH, 'utf8')) as Graph;

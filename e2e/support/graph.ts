/** The graph the build was made from (generated/graph.json): the specs derive their expectations from it. */
import { readFileSync } from 'node:fs';
import type { Graph } from '../../src/graph/types';

export const graph = JSON.parse(readFileSync(new URL('../../generated/graph.json', import.meta.url), 'utf8')) as Graph;

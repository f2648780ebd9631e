/** The graph the browser tests' site was built from (.e2e-site/generated/graph.json): the specs derive their expectations from it. */
import { existsSync, readFileSync } from 'node:fs';
import type { Graph } from '../../src/graph/types';
import { SITE_GRAPH } from './site';

if (!existsSync(SITE_GRAPH)) {
  throw new Error('.e2e-site/ has not been built: run `npm run test:e2e` (it runs scripts/build-e2e-site.sh first) or `bash scripts/build-e2e-site.sh`');
}
export const graph = JSON.parse(readFileSync(SITE_GRAPH, 'utf8')) as Graph;

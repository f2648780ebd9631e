/** The graph the browser tests' site was built from (.e2e-site/generated/graph.json): the specs derive their expectations from it. */
import { existsSync } from 'node:fs';
import { readGraph } from '../../src/graph/graph-file.server';
import { SITE_GRAPH } from './site';

if (!existsSync(SITE_GRAPH)) {
  throw new Error('.e2e-site/ has not been built: run `npm run test:e2e` (it runs scripts/build-e2e-site.sh first) or `bash scripts/build-e2e-site.sh`');
}
export const graph = readGraph(SITE_GRAPH);

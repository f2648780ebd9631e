/**
 * The site the browser tests run against: .e2e-site/, the project built from tests/fixtures/site (a frozen data
 * set) by scripts/build-e2e-site.sh, which `npm run test:e2e` and `npm test` run first. Its dist/ is what the test
 * server serves, its generated/graph.json is the graph the specs take their expectations from, its data/ is what a
 * spec copies to publish into. A maintainer's change to data/ never reaches the browser tests.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const SITE = join(ROOT, '.e2e-site');
export const SITE_DIST = join(SITE, 'dist');
export const SITE_DATA = join(SITE, 'data');
export const SITE_GRAPH = join(SITE, 'generated', 'graph.json');
/** A path no page has: the host serves 404.html there, with status 404. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/** Every page file of the tested site, relative to its dist/ (`news/x.html`), each folder's entries in name order. */
export function htmlFiles(dir = SITE_DIST): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [relative(SITE_DIST, path)] : [];
  });
}

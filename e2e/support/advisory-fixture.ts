/**
 * The live data ships no advisory (a sample would read as real to travellers), so the browser tests put the fixture
 * advisory of tests/fixtures/advisories/example.yaml into what the built site serves: every `advisories` list in a
 * page's boot data (the pre-rendered HTML) and in the loader-data JSON of client-side navigations. The site's own
 * code then decides, from the browser clock, whether it is in force — exactly as with an advisory in data/.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import type { Advisory } from '../../src/graph/types';

const file = parse(readFileSync(new URL('../../tests/fixtures/advisories/example.yaml', import.meta.url), 'utf8')) as {
  advisories: (Omit<Advisory, 'timetables'> & { timetables?: string[] })[];
};
export const fixtureAdvisory: Advisory = { timetables: [], ...file.advisories[0]! };

function withAdvisories(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withAdvisories);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) =>
    [key, key === 'advisories' && Array.isArray(inner) ? [fixtureAdvisory] : withAdvisories(inner)]));
}

/** JSON safe inside a <script> element, as postbuild writes it. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/**
 * A page's boot data ({ hash, routerState: "<React Router state as a JSON string>" }) or a loader-data file, with
 * the fixture advisory in every advisory list.
 */
function bootOrLoaderData(json: string): string {
  const value = JSON.parse(json) as unknown;
  if (value !== null && typeof value === 'object' && 'routerState' in value) {
    const boot = value as { routerState: string | null };
    const routerState = boot.routerState === null ? null : JSON.stringify(withAdvisories(JSON.parse(boot.routerState)));
    return scriptSafe(JSON.stringify({ ...boot, routerState }));
  }
  return JSON.stringify(withAdvisories(value));
}

const BOOT = /(<script type="application\/json" id="ssg-boot">)([\s\S]*?)(<\/script>)/;

/**
 * Serves every page, boot-data file (/assets/boot-….json, fetched after the first paint) and loader-data file of
 * the site with the fixture advisory in its advisory lists (a boot block still inline in a page is handled too).
 */
export async function serveWithFixtureAdvisory(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    const isPage = request.resourceType() === 'document';
    const isJson = !isPage && /\.json(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search);
    if (!isPage && !isJson) return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    // The body is rewritten (decoded): drop the length and encoding of the original bytes.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(length|encoding)$/i.test(name)));
    if (!response.ok()) return route.fulfill({ status: response.status(), headers, body });
    const rewritten = isJson
      ? bootOrLoaderData(body)
      : body.replace(BOOT, (_, open: string, json: string, close: string) => `${open}${bootOrLoaderData(json)}${close}`);
    return route.fulfill({ status: response.status(), headers, body: rewritten });
  });
}

/**
 * The live data ships no advisory (a sample would read as real to travellers), so the browser tests put the fixture
 * advisory of tests/fixtures/advisories/example.yaml into what the built site serves, where a build with it in
 * data/ writes it: the layout's site data block of every page (`#site-data`, src/site/islands/context.tsx), from
 * which every island reads the advisories, and the banner before <main>, rendered by the layout's own component
 * (src/site/advisories/AdvisoryBanner.tsx; tests/site/advisory-banner.test.tsx holds the build to that place). The
 * site's own code then decides, from the browser clock, whether it is in force — exactly as with an advisory in data/.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import type { Advisory } from '../../src/graph/types';
import { serializeJsonLd } from '../../src/escape/json-ld';
import { AdvisoryBanner } from '../../src/site/advisories/AdvisoryBanner';

const file = parse(readFileSync(new URL('../../tests/fixtures/advisories/example.yaml', import.meta.url), 'utf8')) as {
  advisories: (Omit<Advisory, 'timetables'> & { timetables?: string[] })[];
};
export const fixtureAdvisory: Advisory = { timetables: [], ...file.advisories[0]! };

const SITE_DATA = /(<script type="application\/json" id="site-data">)([\s\S]*?)(<\/script>)/;
const MAIN = '<main id="main"';
/** The banner as the build pre-renders it (hidden: the page runtime shows it while it is in force). */
const BANNER = renderToStaticMarkup(createElement(AdvisoryBanner, { advisories: [fixtureAdvisory] }));

/** Serves every page of the site with the fixture advisory as the site's advisories. */
export async function serveWithFixtureAdvisory(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    // The body is rewritten (decoded): drop the length and encoding of the original bytes.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(length|encoding)$/i.test(name)));
    if (!response.ok()) return route.fulfill({ status: response.status(), headers, body });
    if (!SITE_DATA.test(body) || !body.includes(MAIN)) throw new Error(`${route.request().url()}: no site data block or no <main> to put the advisory in`);
    const rewritten = body.replace(SITE_DATA, (_, open: string, json: string, close: string) =>
      `${open}${serializeJsonLd({ ...(JSON.parse(json) as object), advisories: [fixtureAdvisory] })}${close}`).replace(MAIN, `${BANNER}${MAIN}`);
    return route.fulfill({ status: response.status(), headers, body: rewritten });
  });
}

/** link_target_missing: a data link to a site path must lead to a page the site builds, a feed file or a public/ file. */
import { afterAll, describe, expect, it } from 'vitest';
import { linkTarget } from '../../../src/pipeline/checks/link-target';
import { runPipeline } from '../../../src/pipeline/run';
import { FEED_PATHS, pagePaths } from '../../../src/vocabulary/pages';
import { checkData, cleanupFixtureCopies, copyFixtureData, FIXTURE_BUILD_DATE } from '../../support/fixture-data';
import { editFile } from '../decision-data';
import { makeContext, PORTS } from '../builders';

afterAll(cleanupFixtureCopies);

const errorsOf = (dataDir: string) => runPipeline({ dataDir, buildDate: FIXTURE_BUILD_DATE }).notices
  .filter((n) => n.severity === 'error').map((n) => `${n.file.replace(dataDir, 'data')}:${n.line} ${n.code} ${n.message}`);

describe('link_target_missing', () => {
  it('the site\'s pages are its static pages and one per destination and news item', () => {
    const graph = checkData(copyFixtureData('network')).graph;
    const paths = pagePaths(graph);
    expect(graph.destinations.length).toBeGreaterThan(0);
    expect(graph.news.length).toBeGreaterThan(0);
    for (const d of graph.destinations) expect(paths).toContain(`/destinations/${d.slug}`);
    for (const n of graph.news) expect(paths).toContain(`/news/${n.slug}`);
    expect(paths).toEqual(expect.arrayContaining(['/', '/schedules', '/planner', '/destinations', '/news', '/faq']));
    expect(paths.filter((p) => p.includes(':'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('a mistyped page → an error at the link, with the page it likely meant', () => {
    const data = copyFixtureData('network');
    editFile(data, 'pages.yaml', 'plannerLink: { label: Plan a trip, to: /planner }', 'plannerLink: { label: Plan a trip, to: /planer?from=manila }');
    expect(errorsOf(data)).toEqual([
      'data/pages.yaml:34 link_target_missing the link to /planer?from=manila leads to no page of the site; did you mean /planner? — correct the link, or add the page it names',
    ]);
  });

  it('a link to a destination page that is not in the data (retired or renamed) → an error; one that is, with a query or fragment, passes', () => {
    const data = copyFixtureData('network');
    const slug = checkData(data).graph.destinations[0]!.slug;
    editFile(data, 'pages.yaml', 'plannerLink: { label: Plan a trip, to: /planner }', 'plannerLink: { label: Plan a trip, to: /destinations/siquijor }');
    editFile(data, 'pages.yaml', '- { label: View Schedules, to: /schedules }', `- { label: View Schedules, to: /destinations/${slug}?day=fri#schedule }`);
    expect(errorsOf(data)).toEqual([
      'data/pages.yaml:34 link_target_missing the link to /destinations/siquijor leads to no page of the site — correct the link, or add the page it names',
    ]);
  });

  it('feed files, public/ files and a trailing slash pass; without whole destination and news files nothing is judged', () => {
    const links = [...FEED_PATHS, '/images/logo.svg', '/faq/'].map((to) => ({ label: 'A link', to }));
    const withLinks = { travelTips: { title: 'Tips', links } } as never;
    const ctx = makeContext({ ports: PORTS });
    const data = { ...ctx.data, travelTips: [{ file: 'data/travel-tips.yaml', value: withLinks }] };
    expect(linkTarget.run({ ...ctx, data, siteFiles: new Set(['/images/logo.svg']) } as never)).toEqual([]);
    const missing = linkTarget.run({ ...ctx, data, siteFiles: new Set() } as never);
    expect(missing.map((f) => f.context)).toEqual([{ to: '/images/logo.svg' }]);
    const partial = makeContext({ ports: PORTS }, { incomplete: ['destinations'] });
    expect(linkTarget.run({ ...partial, data: { ...partial.data, travelTips: data.travelTips } } as never)).toEqual([]);
  });
});

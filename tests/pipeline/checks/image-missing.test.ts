/** image_missing: an image the data names must be a file of public/ (the list runPipeline passes in). */
import { describe, expect, it } from 'vitest';
import { imageMissing } from '../../../src/pipeline/checks/image-missing';
import { runPipeline } from '../../../src/pipeline/run';
import { cleanupFixtureCopies, copyFixtureData, FIXTURE_BUILD_DATE } from '../../support/fixture-data';
import { editFile } from '../decision-data';
import { fixture, makeContext, makeDestination, PORTS } from '../builders';

const news = (src: string) => [{ ...(fixture('news.yaml') as { items: Record<string, unknown>[] }).items[0]!, image: { src, alt: 'A ship', width: 600, height: 340 } }];
const run = (siteFiles: ReadonlySet<string> | undefined, parts: Parameters<typeof makeContext>[0]) =>
  imageMissing.run({ ...makeContext(parts), ...(siteFiles ? { siteFiles } : {}) });

describe('image_missing', () => {
  it('a news image that is not in public/ → error at its src', () => {
    expect(run(new Set(['/images/news/a.svg']), { news: news('/images/news/b.svg') })).toEqual([{
      code: 'image_missing', severity: 'error',
      at: { file: 'data/news.yaml', path: ['items', 0, 'image', 'src'] },
      message: 'the image /images/news/b.svg is not in public/ (the site would show a broken image) — add public/images/news/b.svg, or correct the path',
      context: { src: '/images/news/b.svg' },
    }]);
  });

  it('every image present (news, a destination page) → no notice', () => {
    const destination = makeDestination('cebu', { image: { src: '/images/destinations/cebu.svg', alt: 'Cebu', width: 600, height: 400 } });
    expect(run(new Set(['/images/news/a.svg', '/images/destinations/cebu.svg']), { news: news('/images/news/a.svg'), ports: PORTS, destinations: [destination] })).toEqual([]);
  });

  it('no public folder to judge against → no notice (a lone data folder is checked for everything else)', () => {
    expect(run(undefined, { news: news('/images/news/b.svg') })).toEqual([]);
  });

  it('the whole data check lists public/: a news item whose picture was not added fails with its file and line', () => {
    const data = copyFixtureData('network');
    try {
      editFile(data, 'news.yaml', 'src: /images/news/maritime-safety.svg', 'src: /images/news/new-route.svg');
      const { notices } = runPipeline({ dataDir: data, buildDate: FIXTURE_BUILD_DATE });
      expect(notices.filter((n) => n.severity === 'error').map((n) => [n.file.replace(data, 'data'), n.line, n.code])).toEqual([['data/news.yaml', 16, 'image_missing']]);
      expect(runPipeline({ dataDir: data, buildDate: FIXTURE_BUILD_DATE, publicDir: 'tests/fixtures/no-such-folder' }).counts.error).toBe(0);
    } finally {
      cleanupFixtureCopies();
    }
  });
});

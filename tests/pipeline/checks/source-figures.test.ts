/**
 * source_figure_outdated: a source that quotes its page's figure beside the value taken from it must quote that
 * value — a fare changed and its source's "from ₱2,479" kept is a warning at the source, with both figures.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/pipeline/run';
import { cleanupFixtureCopies, copyFixtureData, FIXTURE_BUILD_DATE } from '../../support/fixture-data';
import { editFile } from '../decision-data';

afterAll(cleanupFixtureCopies);

const outdated = (dataDir: string) => runPipeline({ dataDir, buildDate: FIXTURE_BUILD_DATE }).notices
  .filter((n) => n.code === 'source_figure_outdated').map((n) => `${n.file.replace(dataDir, 'data')}:${n.line} ${n.severity} ${n.message} [${String(n.context.figures)}]`);

describe('source_figure_outdated', () => {
  it('a source quoting the value beside it → nothing; the value changed, the quote kept → a warning at the source', () => {
    const data = copyFixtureData('network');
    editFile(data, 'destinations/cebu.yaml', 'startingFare: { amount: 2000, source: /destinations/cebu › Hero }', `startingFare: { amount: 2000, source: '/destinations/cebu › Hero ("from ₱2,000")' }`);
    editFile(data, 'destinations/boracay-via-caticlan.yaml', 'source: /destinations/boracay-via-caticlan › Hero }', 'source: /destinations/boracay-via-caticlan › Hero ("8 hours from Batangas") }');
    editFile(data, 'pages.yaml', 'source: /routes › intro }', 'source: /routes › intro ("10+ routes") }');
    expect(outdated(data)).toEqual([]);

    editFile(data, 'destinations/cebu.yaml', 'amount: 2000,', 'amount: 2100,');
    editFile(data, 'destinations/boracay-via-caticlan.yaml', 'hours: 8,', 'hours: { min: 8, max: 9 },');
    editFile(data, 'pages.yaml', 'value: 10,', 'value: 12,');
    expect(outdated(data)).toEqual([
      'data/destinations/boracay-via-caticlan.yaml:11 warning the source quotes "8 hours", but the hours beside it is 8–9 hours — update the quote if the source now says so, or correct the hours [8 hours vs 8–9 hours]',
      'data/destinations/cebu.yaml:11 warning the source quotes "₱2,000", but the amount beside it is ₱2,100 — update the quote if the source now says so, or correct the amount [₱2,000 vs ₱2,100]',
      'data/pages.yaml:43 warning the source quotes "10+ routes", but the value beside it is 12 — update the quote if the source now says so, or correct the value [10+ routes vs 12]',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { fileNameMismatch } from '../../../src/pipeline/checks/file-name-mismatch';
import { makeContext, makeDestination } from '../builders';

describe('file_name_mismatch', () => {
  it('a destination file not named after its slug → notice', () => {
    const ctx = makeContext({ destinations: [makeDestination('cebu')] });
    ctx.data.destinations[0]!.file = 'data/destinations/cebu-city.yaml';
    expect(fileNameMismatch.run(ctx)).toEqual([{
      code: 'file_name_mismatch', severity: 'warning',
      at: { file: 'data/destinations/cebu-city.yaml', path: ['slug'] },
      message: 'this file holds the destination "cebu" but is named cebu-city.yaml — rename it to cebu.yaml',
      context: { slug: 'cebu', fileName: 'cebu-city.yaml' },
    }]);
  });

  it('file named <slug>.yaml → no notice', () => {
    expect(fileNameMismatch.run(makeContext({ destinations: [makeDestination('cebu')] }))).toEqual([]);
  });
});

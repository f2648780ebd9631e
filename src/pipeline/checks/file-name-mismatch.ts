/** A destination file is named after its slug, so a maintainer finds /destinations/coron in coron.yaml. */
import { posix } from 'node:path';
import { finding } from '../notices/finding';
import { defineCheck } from './define';

export const fileNameMismatch = defineCheck('file-name-mismatch', ['file_name_mismatch'], (ctx) => {
  return ctx.data.destinations
    .filter(({ file, value }) => posix.basename(file) !== `${value.slug}.yaml`)
    .map(({ file, value }) => finding('file_name_mismatch', { file, path: ['slug'] },
      `this file holds the destination "${value.slug}" but is named ${posix.basename(file)} — rename it to ${value.slug}.yaml`,
      { slug: value.slug, fileName: posix.basename(file) }));
});

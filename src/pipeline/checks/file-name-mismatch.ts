/** A destination file is named after its slug, so a maintainer finds /destinations/coron in coron.yaml. */
import { posix } from 'node:path';
import { defineNotices, notice } from '../notices/define';
import { defineCheck } from './define';

const notices = defineNotices({
  file_name_mismatch: notice<{ slug: string; fileName: string }>({
    severity: 'warning',
    facts: ['slug'],
    meaning: 'A destination file\'s name differs from its slug, so maintainers look for it in the wrong place.',
    fix: 'Rename the file to <slug>.yaml.',
  }),
});

export const fileNameMismatch = defineCheck('file-name-mismatch', notices, (ctx, report) => {
  for (const { file, value } of ctx.data.destinations) {
    if (posix.basename(file) === `${value.slug}.yaml`) continue;
    report(notices.file_name_mismatch, { file, path: ['slug'] },
      `this file holds the destination "${value.slug}" but is named ${posix.basename(file)} — rename it to ${value.slug}.yaml`,
      { slug: value.slug, fileName: posix.basename(file) });
  }
});

/** docs/data-notices.md, generated from the notices' definitions (checks/index.ts collects them) so the two never drift. */
import { markdownWithCode } from '../../escape/markdown';
import { NOTICES_BY_STAGE, type Stage } from '../checks';

/** The command that regenerates docs/data-notices.md. */
const CODES_DOC_COMMAND = 'npm run -s data:check -- --codes-doc > docs/data-notices.md';

/** The markdown page docs/data-notices.md. */
export function renderCodesDoc(): string {
  const lines = [
    `<!-- generated from the notices defined beside each check (defineNotices) by \`${CODES_DOC_COMMAND}\` — do not edit -->`,
    '# Data notices',
    '',
    '`npm run data:check` reports every problem in `data/` as a notice:',
    '`file:line:col  severity  code  message`. Codes are stable and never renamed. The line and column are those of',
    'the value the notice is about; for words inside a longer text ("Nineteen ferry destinations" in a description),',
    'those of the words — in a `>-` or `|` block the line they are on, never the `key: >-` line.',
    '',
    '- **error**: a page or query answer would be wrong, or the build cannot proceed. Exit code 1; generated/ is left as it was.',
    '- **warning**: the sources disagree or look suspicious. Printed; exit code 0 unless `--strict`, which fails on',
    '  every warning no decision in `data/decisions.yaml` covers (docs/data.md › Recording a decision). A decision names',
    '  the code and the notice\'s *decision facts* (the last column), never a line number.',
    '- **info**: worth knowing. Never fails.',
    '',
    'Exit codes: 0 no errors (and no warnings with `--strict`), 1 data errors, 2 the checker itself failed.',
    '',
    'Tolerances: a stated travel time agrees with a derived or another stated one when they are at most 60 minutes',
    'apart (pages round to the hour); "from" fares must equal the minimum exactly.',
    '',
  ];
  const titles: Record<Stage, string> = { load: 'Reading YAML', schema: 'Schema (each file)', check: 'Checks (the whole data set)', decision: 'Decisions (data/decisions.yaml)' };
  for (const stage of Object.keys(titles) as Stage[]) {
    lines.push(`## ${titles[stage]}`, '');
    lines.push('| code | severity | meaning | fix | decision facts |', '|---|---|---|---|---|');
    for (const { code, severity, meaning, fix, facts } of NOTICES_BY_STAGE[stage]) {
      const factList = facts?.length ? facts.map((f) => `\`${f}\``).join(', ') : '—';
      lines.push(`| \`${code}\` | ${severity} | ${markdownWithCode(meaning)} | ${markdownWithCode(fix)} | ${factList} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

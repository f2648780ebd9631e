/** docs/data-notices.md, rendered from the catalogue so the two never drift. */
import { markdownWithCode } from '../../escape/markdown';
import { CODES, type Code, type CodeInfo } from './catalogue';

/** The markdown page docs/data-notices.md, rendered from the table so the two never drift. */
export function renderCodesDoc(): string {
  const lines = [
    '<!-- generated from src/pipeline/notices/catalogue.json by `npm run -s data:check -- --codes-doc` — do not edit -->',
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
  const titles = { load: 'Reading YAML', schema: 'Schema (each file)', check: 'Checks (the whole data set)', decision: 'Decisions (data/decisions.yaml)' };
  for (const stage of ['load', 'schema', 'check', 'decision'] as const) {
    lines.push(`## ${titles[stage]}`, '');
    lines.push('| code | severity | meaning | fix | decision facts |', '|---|---|---|---|---|');
    for (const [code, info] of Object.entries(CODES) as [Code, CodeInfo][]) {
      if (info.stage !== stage) continue;
      const facts = info.facts?.length ? info.facts.map((f) => `\`${f}\``).join(', ') : '—';
      lines.push(`| \`${code}\` | ${info.severity} | ${markdownWithCode(info.meaning)} | ${markdownWithCode(info.fix)} | ${facts} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Report formatting details a CI log or a terminal depends on. */
import { describe, expect, it } from 'vitest';
import { formatGithub } from '../../src/pipeline/report/github';
import { formatJson, SAMPLE_LIMIT, type JsonReport } from '../../src/pipeline/report/json';
import type { ReportSummary } from '../../src/pipeline/report/summary';
import { formatText } from '../../src/pipeline/report/text';
import type { Notice } from '../../src/pipeline/types';

const summary: ReportSummary = { dataDir: 'data', buildDate: '2026-03-01', files: 2, errors: 0, warnings: 1, infos: 0, strict: false, crashed: false };
const notice: Notice = {
  file: 'data/policies.yaml', line: 21, col: 34, path: 'policies[1].values.freeBelowAgeYears', code: 'policy_conflict',
  severity: 'warning', message: 'under 2 in "/faq › Fares, Discounts" but 3: 100%', context: {},
  related: [{ file: 'data/policies.yaml', line: 16, col: 34, path: 'policies[0].values.freeBelowAgeYears' }],
};

describe('reports', () => {
  it('GitHub annotations escape what the workflow-command syntax would misread (src/escape/github.ts)', () => {
    expect(formatGithub([notice], summary).split('\n')[0]).toBe(
      '::warning file=data/policies.yaml,line=21,col=34,title=policy_conflict::under 2 in "/faq › Fares, Discounts" but 3: 100%25 (also data/policies.yaml:16:34)',
    );
  });

  it('text: one line per notice with the other location, then the summary', () => {
    expect(formatText([notice], summary, false)).toBe(
      'data/policies.yaml:21:34  warning  policy_conflict  under 2 in "/faq › Fares, Discounts" but 3: 100% (also data/policies.yaml:16:34)\n'
      + 'data check passed: 0 errors, 1 warning, 0 infos in 2 files (data)\n',
    );
  });

  it('text: a message quoting data with a line break or a terminal escape stays one line, the characters shown as escapes', () => {
    const quoted: Notice = { ...notice, related: [], message: 'schedules[0] should be a mapping, not "timetables:\n  - a\u001b[2J"' };
    expect(formatText([quoted], summary, false).split('\n')[0]).toBe(
      'data/policies.yaml:21:34  warning  policy_conflict  schedules[0] should be a mapping, not "timetables:\\n  - a\\u001b[2J"',
    );
  });

  it('json: at most SAMPLE_LIMIT samples per code, with the true total', () => {
    const many = Array.from({ length: SAMPLE_LIMIT + 5 }, (_, i) => ({ ...notice, line: i + 1 }));
    const report = JSON.parse(formatJson(many, summary)) as JsonReport;
    expect(report.notices).toHaveLength(1);
    expect(report.notices[0]).toMatchObject({ code: 'policy_conflict', severity: 'warning', totalNotices: SAMPLE_LIMIT + 5 });
    expect(report.notices[0]!.sampleNotices).toHaveLength(SAMPLE_LIMIT);
    expect(report.notices[0]!.sampleNotices[0]).not.toHaveProperty('code');
  });
});

import { describe, expect, it } from 'vitest';
import { advisoryWindow } from '../../../src/pipeline/checks/advisory-window';
import { runCheck } from '../builders';

const advisory = (from: string, until: string) => ({
  id: 'typhoon', title: 'Typhoon', message: 'Trips may be suspended.', severity: 'warning', from, until, source: 'PCG',
});

describe('advisory window', () => {
  it('until before from → error naming both fields', () => {
    expect(runCheck(advisoryWindow, { advisories: [advisory('2026-03-05T06:00+08:00', '2026-03-04T18:00+08:00')] })).toEqual([{
      code: 'advisory_until_before_from', severity: 'error',
      at: { file: 'data/advisories.yaml', path: ['advisories', 0, 'until'] },
      message: 'advisory "typhoon" ends (2026-03-04T18:00+08:00) before it starts (2026-03-05T06:00+08:00), so it would never show — correct until or from',
      context: { id: 'typhoon', from: '2026-03-05T06:00+08:00', until: '2026-03-04T18:00+08:00' },
      related: [{ file: 'data/advisories.yaml', path: ['advisories', 0, 'from'] }],
    }]);
  });

  it('ended before the build date (in Manila time) → info', () => {
    // 2026-02-28T23:30+08:00 is before 2026-03-01 in Manila, although it is still 28 February 15:30 in UTC.
    const findings = runCheck(advisoryWindow, { advisories: [advisory('2026-02-20T06:00+08:00', '2026-02-28T23:30+08:00')] });
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['advisory_expired', 'info']]);
  });

  it('still running on the build date → no notice', () => {
    expect(runCheck(advisoryWindow, { advisories: [advisory('2026-02-20T06:00+08:00', '2026-03-01T00:30+08:00')] })).toEqual([]);
  });
});

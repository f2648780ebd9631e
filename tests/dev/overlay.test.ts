/** The data-error overlay of `npm run dev`: every error readable, every location a link Vite's overlay can open. */
import { describe, expect, it } from 'vitest';
import { dataErrorOverlay } from '../../scripts/dev/overlay';
import type { Notice } from '../../src/pipeline/types';
import type { ReportSummary } from '../../src/pipeline/report/summary';

const notice = (file: string, line: number, col: number, severity: Notice['severity'], code: string, message: string): Notice =>
  ({ file, line, col, path: '', severity, code: code as Notice['code'], message, context: {} });

const summary: ReportSummary = { dataDir: 'data', buildDate: '2026-11-25', files: 3, errors: 2, warnings: 1, infos: 0, strict: false, crashed: false };
// Vite's overlay (vite/dist/client/client.mjs) links exactly what this matches in the stack and file parts.
const VITE_FILE_RE = /(?:file:\/\/)?(?:[a-zA-Z]:\\|\/).*?:\d+:\d+/g;

describe('dataErrorOverlay', () => {
  const notices = [
    notice('data/timetables/cebu.yaml', 12, 7, 'error', 'yaml_syntax', 'Missing closing "quote'),
    notice('data/ports.yaml', 3, 1, 'warning', 'approximate_coordinates', 'a warning'),
    notice('data/schedules.yaml', 20, 9, 'error', 'unknown_reference', 'no timetable "x"'),
  ];
  const err = dataErrorOverlay(notices, summary, '/work/site');

  it('lists every error as data:check prints it, and no warning', () => {
    expect(err.message).toContain('data/timetables/cebu.yaml:12:7  error  yaml_syntax  Missing closing "quote');
    expect(err.message).toContain('data/schedules.yaml:20:9  error  unknown_reference  no timetable "x"');
    expect(err.message).not.toContain('approximate_coordinates');
    expect(err.message).toMatch(/^2 data errors in data \(and 1 open warning, listed in the panel\)/);
  });

  it('gives each error a location Vite turns into an open-in-editor link, the first one in the header', () => {
    expect(err.stack.match(VITE_FILE_RE)).toEqual(['/work/site/data/timetables/cebu.yaml:12:7', '/work/site/data/schedules.yaml:20:9']);
    expect(err.loc).toEqual({ file: '/work/site/data/timetables/cebu.yaml', line: 12, column: 7 });
  });
});

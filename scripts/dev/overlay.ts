/**
 * The data errors as Vite's error overlay shows them (`server.ws.send({ type: 'error', err })`): the message lists
 * every error exactly as `npm run data:check` prints it (`data/x.yaml:12:5  error  code  message`, wrapped, easy to
 * read), and the stack part repeats each location as an absolute `path:line:col`, which Vite turns into a link that
 * opens the file at that line in the editor (its /__open-in-editor endpoint, which honours LAUNCH_EDITOR / EDITOR).
 * The header names the first error's file and line the same way.
 */
import { resolve } from 'node:path';
import type { ErrorPayload } from 'vite';
import type { ReportSummary } from '../../src/pipeline/report/summary';
import { formatNotice } from '../../src/pipeline/report/text';
import type { Notice } from '../../src/pipeline/types';

const OVERLAY_PLUGIN = 'ferry:data';

/** `/abs/data/x.yaml:12:5` — a link in the overlay. */
export function editorLocation(n: Pick<Notice, 'file' | 'line' | 'col'>, cwd: string): string {
  return `${resolve(cwd, n.file)}:${n.line}:${n.col}`;
}

export function dataErrorOverlay(notices: readonly Notice[], summary: ReportSummary, cwd: string): ErrorPayload['err'] {
  const errors = notices.filter((n) => n.severity === 'error');
  const first = errors[0];
  const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`;
  const open = summary.open ?? summary.warnings;
  const warnings = open > 0 ? ` (and ${plural(open, 'open warning')}, listed in the panel)` : '';
  const message = [
    `${plural(errors.length, 'data error')} in ${summary.dataDir}${warnings}.`,
    'The site shows the last data that passed the check. Fix the file and save: this closes by itself.',
    '',
    ...errors.map((n) => formatNotice(n, false)),
  ].join('\n');
  return {
    message,
    stack: ['Open in the editor:', ...errors.map((n) => `${editorLocation(n, cwd)}  ${n.code}`)].join('\n'),
    plugin: OVERLAY_PLUGIN,
    ...(first ? { id: resolve(cwd, first.file), loc: { file: resolve(cwd, first.file), line: first.line, column: first.col } } : {}),
  };
}

/** The checker itself failed (a bug, not bad data): say so, with the stack. */
export function checkerCrashOverlay(error: unknown): ErrorPayload['err'] {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    message: `The data check itself failed — this is a bug in the checker, not in your data: ${what}`,
    stack: error instanceof Error && error.stack ? error.stack : '',
    plugin: OVERLAY_PLUGIN,
  };
}

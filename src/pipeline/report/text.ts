/** The human report: one sortable, clickable line per notice (`file:line:col  severity  code  message`), then a summary. */
import type { Notice } from '../types';
import type { ReportSummary } from './summary';

const COLOURS = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m', dim: '\u001b[2m', bold: '\u001b[1m', reset: '\u001b[0m' };

export function formatText(notices: readonly Notice[], summary: ReportSummary, color: boolean): string {
  const paint = (code: keyof typeof COLOURS, text: string) => (color ? `${COLOURS[code]}${text}${COLOURS.reset}` : text);
  const lines = notices.map((n) => {
    const also = n.related?.length ? ` ${paint('dim', `(also ${n.related.map((r) => `${r.file}:${r.line}:${r.col}`).join(', ')})`)}` : '';
    return `${n.file}:${n.line}:${n.col}  ${paint(n.severity, n.severity)}  ${n.code}  ${n.message}${also}`;
  });
  lines.push(paint('bold', summaryLine(summary)));
  return `${lines.join('\n')}\n`;
}

export function summaryLine(s: ReportSummary): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const counts = `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.infos, 'info')} in ${plural(s.files, 'file')} (${s.dataDir})`;
  if (s.crashed) return `data check: the checker failed — ${counts}`;
  if (s.errors > 0) return `data check failed: ${counts}; generated/ was not changed`;
  if (s.strict && s.warnings > 0) return `data check failed (--strict, warnings count): ${counts}; generated/ was not changed`;
  return `data check passed: ${counts}`;
}

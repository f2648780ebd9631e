/**
 * GitHub Actions workflow commands: each notice becomes an annotation on its YAML line
 * (`::error file=…,line=…,col=…,title=code::message`), then a plain summary line.
 */
import type { Notice } from '../types';
import type { ReportSummary } from './summary';
import { summaryLine } from './text';

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

/** Escaping rules of @actions/core: data escapes %, CR, LF; properties also : and ,. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatGithub(notices: readonly Notice[], summary: ReportSummary): string {
  const lines = notices.map((n) => {
    const also = n.related?.length ? ` (also ${n.related.map((r) => `${r.file}:${r.line}:${r.col}`).join(', ')})` : '';
    const props = `file=${escapeProperty(n.file)},line=${n.line},col=${n.col},title=${escapeProperty(n.code)}`;
    return `::${COMMAND[n.severity]} ${props}::${escapeData(n.message + also)}`;
  });
  lines.push(summaryLine(summary));
  return `${lines.join('\n')}\n`;
}

/**
 * GitHub Actions workflow commands: each notice becomes an annotation on its YAML line
 * (`::error file=…,line=…,col=…,title=code::message`), then a plain summary line. A warning a decision covers is
 * left out (or, with --show-covered, shown as a `notice` whose title says resolved or accepted), so the pull request
 * shows only what is still open.
 */
import type { Notice } from '../types';
import { isCovered, type ReportSummary } from './summary';
import { decisionCountsLine, decisionText, summaryLine } from './text';

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

/** Escaping rules of @actions/core: data escapes %, CR, LF; properties also : and ,. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatGithub(notices: readonly Notice[], summary: ReportSummary, showCovered = false): string {
  const lines = notices.filter((n) => showCovered || !isCovered(n)).map((n) => {
    const also = n.related?.length ? ` (also ${n.related.map((r) => `${r.file}:${r.line}:${r.col}`).join(', ')})` : '';
    const covered = isCovered(n);
    const title = covered ? `${n.code} (${n.decision!.state})` : n.code;
    const props = `file=${escapeProperty(n.file)},line=${n.line},col=${n.col},title=${escapeProperty(title)}`;
    const decided = covered ? ` — ${decisionText(n)}` : '';
    return `::${covered ? 'notice' : COMMAND[n.severity]} ${props}::${escapeData(n.message + also + decided)}`;
  });
  const counts = decisionCountsLine(summary);
  if (counts) lines.push(counts);
  lines.push(summaryLine(summary));
  return `${lines.join('\n')}\n`;
}

/**
 * GitHub Actions workflow commands: each notice becomes an annotation on its YAML line
 * (`::error file=…,line=…,col=…,title=code::message`), then a plain summary line. A warning a decision covers is
 * left out (or, with --show-covered, shown as a `notice` whose title says resolved or accepted), and so are infos
 * but those new since the base ref (--base; every one with --infos), so the pull request shows only what is still
 * open or new.
 */
import { githubData, githubProperty } from '../../escape/github';
import type { Notice } from '../types';
import { isCovered, type ReportSummary } from './summary';
import { closingLines, decisionText, isListed, type Listing } from './text';

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

export function formatGithub(notices: readonly Notice[], summary: ReportSummary, listing: Listing = {}): string {
  const lines = notices.filter((n) => isListed(n, listing)).map((n) => {
    const also = n.related?.length ? ` (also ${n.related.map((r) => `${r.file}:${r.line}:${r.col}`).join(', ')})` : '';
    const covered = isCovered(n);
    const title = covered ? `${n.code} (${n.decision!.state})` : n.code;
    const props = `file=${githubProperty(n.file)},line=${n.line},col=${n.col},title=${githubProperty(title)}`;
    const decided = covered ? ` — ${decisionText(n)}` : '';
    return `::${covered ? 'notice' : COMMAND[n.severity]} ${props}::${githubData(n.message + also + decided)}`;
  });
  return `${[...lines, ...closingLines(notices, summary, listing)].join('\n')}\n`;
}

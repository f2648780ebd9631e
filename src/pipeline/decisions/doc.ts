/**
 * generated/decisions.md, written by data:check with the graph (`--decisions-doc` prints it): every decision of
 * data/decisions.yaml as a table row — the fact, its two statements, the decision and its reason — then the warnings
 * still open. Written with the data it comes from, so it never drifts from it.
 */
import { markdownLink, markdownText } from '../../escape/markdown';
import { isCovered } from '../report/summary';
import type { Notice, Position } from '../types';
import type { Decision } from '../../schema/decisions';
import type { Graph } from '../../graph/types';
import { describe } from './describe';
import { disputedLines } from './disputed';

/** A table cell or list item holding data text: src/escape/markdown.ts. */
const cell = markdownText;

export function renderDecisionsDoc(
  decisions: readonly { decision: Decision; at: Position; covers: Notice[] }[],
  notices: readonly Notice[],
  /** The graph, for the facts the site shows disputed; without it (an errored run) the section is left out. */
  graph: Pick<Graph, 'routes' | 'policies'> | null = null,
): string {
  const resolved = decisions.filter((d) => d.decision.decision === 'resolved').length;
  const lines = [
    '<!-- generated from data/decisions.yaml by `npm run data:check` — do not edit -->',
    '# Data decisions',
    '',
    'What the maintainers decided about each warning of `npm run data:check` (docs/data.md › Recording a decision).',
    '**Resolved**: the winning statement is what every page, the query engine, the structured data and the GTFS',
    'feed show. **Accepted**: both statements stay as the operator published them, until the review date.',
    '',
    `${decisions.length} decisions: ${resolved} resolved, ${decisions.length - resolved} accepted.`,
    '',
    '| fact | statement | other statement | decision | reason |',
    '|---|---|---|---|---|',
  ];
  for (const { decision: d, at, covers } of decisions) {
    // Markdown of our own (bold, the link) around data text, which is escaped on its own.
    const what = d.decision === 'resolved' ? `resolved: **${cell(d.use ?? '')}** wins` : `accepted as published (review by ${cell(d.reviewBy ?? '')})`;
    const reason = `${cell(d.reason)}${d.source ? ` (${cell(d.source)})` : ''} — ${markdownLink(`${at.file}:${at.line}`, `../${at.file}#L${at.line}`)}`;
    if (covers.length === 0) {
      lines.push(`| ${cell(`${d.code} ${Object.values(d.facts).join(', ')}`)} | (stale: matches no notice) | | ${what} | ${reason} |`);
      continue;
    }
    for (const n of covers) {
      const told = describe(n);
      lines.push(`| ${cell(told.fact)} | ${cell(told.statement)} | ${cell(told.other)} | ${what} | ${reason} |`);
    }
  }
  if (graph) {
    const disputed = disputedLines(graph);
    lines.push('', `## Disputed on the site (${disputed.length})`, '',
      'Facts whose published sources differ and that no one has confirmed: every page shows all the figures in one form.', '');
    for (const line of disputed) lines.push(`- ${cell(line)}`);
  }
  const open = notices.filter((n) => n.severity === 'warning' && !isCovered(n));
  lines.push('', `## Open (${open.length})`, '');
  if (open.length === 0) lines.push('None: every warning is covered by a decision.');
  for (const n of open) lines.push(`- \`${n.code}\` ${cell(n.file)}:${n.line}: ${cell(n.message)}`);
  lines.push('');
  return lines.join('\n');
}

/**
 * `--decisions-template`: first the decisions to update — a stale decision whose conflict is still there with other
 * figures gets the replacement `figures` (the open warning about its fact gets no stub of its own: a second
 * decision would cover it) — then a YAML stub for every other open warning, ready to paste under `decisions:` in
 * data/decisions.yaml. The facts are filled in; the maintainer chooses, writes the reason and (accepted) a date.
 * The TODO values fail validation on purpose, so a stub cannot be committed unfilled. A stub that may be resolved
 * with `use: data` says to leave `figures` out then: such a decision follows the data.
 */
import { stringify } from 'yaml';
import { yamlComment } from '../../escape/yaml-comment';
import { factsOf } from '../checks';
import { isCovered } from '../report/summary';
import type { Notice } from '../types';
import { usesOf } from './resolvers';

export function renderTemplate(notices: readonly Notice[], dataDir: string): string {
  const at = (p: { file: string; line: number; col: number }) => `${p.file}:${p.line}:${p.col}`;
  // Stale decisions with a replacement, each with the open warning about its fact (the notice's related place).
  const updates = notices.filter((n) => n.code === 'stale_decision' && typeof n.context.figures === 'string' && n.related?.[0]);
  const updated = new Set(updates.map((n) => `${String(n.context.code)}|${at(n.related![0]!)}`));
  const open = notices.filter((n) => n.severity === 'warning' && !isCovered(n) && factsOf(n.code).length > 0 && !updated.has(`${n.code}|${at(n)}`));
  if (open.length === 0 && updates.length === 0) return '# no open warnings: nothing to decide\n';
  const head = updates.length === 0 ? [] : [
    `# Update ${updates.length === 1 ? 'this decision' : 'these decisions'} in ${dataDir}/decisions.yaml: the conflict each names is still there, with other figures.`,
    ...updates.flatMap((n) => [
      yamlComment(`${at(n)}  ${String(n.context.code)} (${Object.entries(n.context.facts as Record<string, string>).filter(([k]) => k !== 'figures').map(([k, v]) => `${k} ${v}`).join(', ')}): now ${at(n.related![0]!)}`),
      yamlComment(`  figures: ${JSON.stringify(n.context.figures)}   (was ${JSON.stringify((n.context.facts as Record<string, string>).figures)})`),
    ]),
  ];
  if (open.length === 0) return `${head.join('\n')}\n`;
  const blocks = open.map((n) => {
    const facts: Record<string, string> = {};
    for (const key of factsOf(n.code)) {
      const value = n.context[key];
      if (typeof value === 'string' || typeof value === 'number') facts[key] = String(value);
      else if (key === 'file') facts[key] = n.file.startsWith(`${dataDir}/`) ? n.file.slice(dataDir.length + 1) : n.file;
    }
    const uses = usesOf(n);
    const entry = stringify([{ code: n.code, facts, decision: 'accepted', reason: 'TODO: the evidence for this decision', reviewBy: 'TODO yyyy-MM-dd' }],
      { lineWidth: 0 }).trimEnd();
    const choice = uses.length > 0
      ? `#   or resolve it: decision: resolved, use: one of ${uses.join(' | ')} (and no reviewBy${uses.includes('data') ? '; with use: data, no figures: the decision follows the data' : ''})`
      : '#   (this code cannot be resolved automatically: accept it, or correct the data)';
    // The notice quotes data text: one comment line whatever it holds (src/escape/yaml-comment.ts).
    return [yamlComment(`${n.file}:${n.line}:${n.col}  ${n.message}`), choice, entry].map((l) => l.replace(/^/gm, '  ')).join('\n');
  });
  const paste = `# Paste under "decisions:" in data/decisions.yaml, then fill in each TODO (docs/data.md › Recording a decision).\n${blocks.join('\n\n')}\n`;
  return head.length === 0 ? paste : `${head.join('\n')}\n\n${paste}`;
}

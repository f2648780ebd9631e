/**
 * `--decisions-template`: a YAML stub for every open warning, ready to paste under `decisions:` in
 * data/decisions.yaml. The facts are filled in; the maintainer chooses, writes the reason and (accepted) a date.
 * The TODO values fail validation on purpose, so a stub cannot be committed unfilled.
 */
import { stringify } from 'yaml';
import { yamlComment } from '../../escape/yaml-comment';
import { factsOf } from '../notices/catalogue';
import { isCovered } from '../report/summary';
import type { Notice } from '../types';
import { usesOf } from './resolvers';

export function renderTemplate(notices: readonly Notice[], dataDir: string): string {
  const open = notices.filter((n) => n.severity === 'warning' && !isCovered(n) && factsOf(n.code).length > 0);
  if (open.length === 0) return '# no open warnings: nothing to decide\n';
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
      ? `#   or resolve it: decision: resolved, use: one of ${uses.join(' | ')} (and no reviewBy)`
      : '#   (this code cannot be resolved automatically: accept it, or correct the data)';
    // The notice quotes data text: one comment line whatever it holds (src/escape/yaml-comment.ts).
    return [yamlComment(`${n.file}:${n.line}:${n.col}  ${n.message}`), choice, entry].map((l) => l.replace(/^/gm, '  ')).join('\n');
  });
  return `# Paste under "decisions:" in data/decisions.yaml, then fill in each TODO (README › Recording a decision).\n${blocks.join('\n\n')}\n`;
}

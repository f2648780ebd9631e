/**
 * The one notice catalogue: every code the data check can report, its severity, what it means and how to fix it
 * (catalogue.json), and the context it carries (contexts.ts). Codes are stable snake_case and never renamed (CI
 * annotations, decisions and maintainers' habits depend on them). docs/data-notices.md is rendered from it
 * (`npm run -s data:check -- --codes-doc > docs/data-notices.md`); a test keeps them equal.
 *
 * Severity: `error` = a page or query answer would be wrong, or the build cannot proceed (exit 1);
 * `warning` = the sources disagree or look suspicious (exit 0, `--strict` fails unless a decision covers it);
 * `info` = worth knowing.
 *
 * Why JSON for the prose: it is a table of text that maintainers read as docs/data-notices.md; importing it keeps
 * the code names typed (keyof) while the words stay out of the code.
 */
import catalogue from './catalogue.json';
import type { NoticeContexts } from './contexts';

export type Severity = 'error' | 'warning' | 'info';
type Stage = 'load' | 'schema' | 'check' | 'decision';

export interface CodeInfo {
  severity: Severity;
  stage: Stage;
  meaning: string;
  fix: string;
  /**
   * Warnings only: the context keys that identify the notice by the facts it concerns (not by its line), so a
   * decision in data/decisions.yaml can name it and survive edits elsewhere (`file` is the notice's own file).
   * `figures` is the two statements' figures as text ("29 h vs 13 h"): a decision that names it stops matching
   * (stale, and the warning is open again) as soon as either figure changes — what an accepted decision wants.
   */
  facts?: readonly string[];
}

export type Code = keyof typeof catalogue;

// The catalogue's codes and the context types are one set: a code missing on either side does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameCodes: Same<Code, keyof NoticeContexts> = true;
void sameCodes;

export const CODES = catalogue as Record<Code, CodeInfo>;

/** The fact keys a decision may name for this code; empty for codes that cannot be decided (errors, infos). */
export function factsOf(code: string): readonly string[] {
  const info = (CODES as Record<string, CodeInfo | undefined>)[code];
  return info?.severity === 'warning' ? info.facts ?? [] : [];
}

export function isCode(code: string): code is Code {
  return Object.prototype.hasOwnProperty.call(CODES, code);
}

export function severityOf(code: Code): Severity {
  return CODES[code].severity;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
export function severityRank(severity: Severity): number {
  return SEVERITY_RANK[severity];
}

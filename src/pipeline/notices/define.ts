/**
 * What a notice is. Each one is defined beside the code that reports it — its stable snake_case code (never
 * renamed: CI annotations, decisions and maintainers' habits depend on it), its severity, what it means, how to fix
 * it, the facts a decision names it by, and the type of the context it carries. The check registry
 * (checks/index.ts) collects them all; docs/data-notices.md is generated from them.
 *
 * Severity: `error` = a page or query answer would be wrong, or the build cannot proceed (exit 1);
 * `warning` = the sources disagree or look suspicious (exit 0, `--strict` fails unless a decision covers it);
 * `info` = worth knowing.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface NoticeText {
  severity: Severity;
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

/** A notice's definition; `Context` is the type of the context its findings carry (for the compiler only). */
export interface NoticeDef<Context extends object = object> extends NoticeText {
  readonly code: string;
  readonly context?: Context;
}

/** One notice's text, with the type of its context. */
export function notice<Context extends object>(text: NoticeText): NoticeText & { readonly context?: Context } {
  return text;
}

/** A module's notices, each keyed by its code. */
export function defineNotices<M extends Record<string, NoticeText & { readonly context?: object }>>(texts: M): { readonly [C in keyof M & string]: M[C] & { readonly code: C } } {
  return Object.fromEntries(Object.entries(texts).map(([code, text]) => [code, { code, ...text }])) as never;
}

export type ContextOf<N> = N extends { readonly context?: infer C } ? C : never;

/** A notice with no context. */
export type None = Record<string, never>;
/** The two statements a warning compares, as decision facts name them, and their figures as text. */
export interface TwoStatements { statement: string; reference: string; figures: string }
/** A sailing a status names: its route, Manila date and timetabled departure ("23:30"; null: the day's untimed crossings). */
export interface DatedSailing { route: string; date: string; dep: string | null }

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
export function severityRank(severity: Severity): number {
  return SEVERITY_RANK[severity];
}

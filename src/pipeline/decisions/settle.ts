/**
 * Applies data/decisions.yaml to a check run:
 *   1. the decisions are checked against the code table (unknown code, unknown fact key, a `use` the code cannot take);
 *   2. the checks run on the data as published; each warning is matched to the decisions that name it;
 *   3. matched resolved decisions are applied to a copy of the data (./resolvers.ts) and the checks run again on
 *      it, so the resolved conflicts disappear and the graph carries one figure per fact;
 *   4. every warning gets its standing: accepted, resolved (gone after step 3) or open; decisions that matched
 *      nothing are stale, accepted ones past reviewBy are due — both warnings, and neither can itself be decided.
 */
import { factsOf, isCode, severityOf } from '../notices/catalogue';
import type { Dataset } from '../dataset';
import { finding } from '../notices/finding';
import type { DraftGraph, GraphIndex } from '../draft-graph';
import type { DecisionState, Finding, Loc } from '../types';
import { identity, matches } from './match';
import { applyResolution, canResolve, ResolveError, usesOf } from './resolvers';
import type { Decision } from '../../schema/decisions';

export interface CheckRun {
  findings: Finding[];
  graph: DraftGraph;
  index: GraphIndex;
  crashed: boolean;
}

export interface SettleInput {
  data: Dataset;
  /** Runs every check on a data set (the published one, then the resolved copy). */
  check: (data: Dataset) => CheckRun;
  buildDate: string;
  /** How the data folder is shown in notices (`data`): the `file` fact is relative to it. */
  displayDir: string;
}

/** One decision and the warnings of the published data it covers (for --decisions-doc). */
export interface Coverage {
  decision: Decision;
  at: Loc;
  covers: Finding[];
}

export interface Settled extends CheckRun {
  /** The data the graph was built from: the published data with the resolved decisions applied. */
  data: Dataset;
  coverage: Coverage[];
}

export function settle(input: SettleInput): Settled {
  const file = input.data.decisions[0];
  const decisions = file?.value.decisions ?? [];
  const loc = (i: number, ...sub: (string | number)[]): Loc => ({ file: file!.file, path: ['decisions', i, ...sub] });
  const problems: Finding[] = [];

  // 1. Decisions the code table rejects take no part in matching.
  const usable: number[] = [];
  decisions.forEach((d, i) => {
    const bad = catalogueProblems(d, i, loc);
    problems.push(...bad);
    if (bad.length === 0) usable.push(i);
  });

  // 2. The published data.
  const first = input.check(input.data);
  const coverOf = (f: Finding): number | undefined =>
    f.severity === 'warning' ? usable.find((i) => matches(decisions[i]!, f, input.displayDir)) : undefined;
  const covers = new Map<number, Finding[]>(usable.map((i) => [i, []]));
  const firstCover = new Map<Finding, number>();
  for (const f of first.findings) {
    const i = coverOf(f);
    if (i === undefined) continue;
    firstCover.set(f, i);
    covers.get(i)!.push(f);
  }

  // 3. Resolved decisions, applied to a copy.
  let resolvedData = input.data;
  let second = first;
  const applied = new Set<number>();
  const resolvable = [...firstCover].filter(([, i]) => decisions[i]!.decision === 'resolved');
  if (resolvable.length > 0) {
    resolvedData = structuredClone(input.data);
    for (const [f, i] of resolvable) {
      const d = decisions[i]!;
      const allowed = usesOf(f);
      if (!allowed.includes(d.use!)) {
        problems.push(finding('decision_invalid_use', loc(i, 'use'),
          `use "${d.use}" is not a statement of the ${f.code} notice it matches — use one of: ${allowed.join(', ')}`,
          { use: d.use, allowed }));
        continue;
      }
      try {
        applyResolution(resolvedData, f, d.use!);
        applied.add(i);
      } catch (error) {
        if (!(error instanceof ResolveError)) throw error;
        problems.push(finding('decision_invalid_use', loc(i, 'use'), `this decision cannot be applied: ${error.message}`, { use: d.use }));
      }
    }
    if (applied.size > 0) second = input.check(resolvedData);
  }

  // 4. Standing of every warning. The run on the resolved data is the truth; warnings of the published data that
  //    it no longer has were settled by a resolution.
  const state = (i: number): DecisionState<Loc> => {
    const d = decisions[i]!;
    return {
      state: d.decision, at: loc(i), reason: d.reason,
      ...(d.use !== undefined ? { use: d.use } : {}), ...(d.reviewBy !== undefined ? { reviewBy: d.reviewBy } : {}),
    };
  };
  const out: Finding[] = [];
  const remaining = second === first ? null
    : new Set(second.findings.filter((f) => f.severity === 'warning').map((f) => identity(f, input.displayDir)));
  for (const f of second.findings) {
    if (f.severity !== 'warning') {
      out.push(f);
      continue;
    }
    const i = coverOf(f);
    // A resolved decision whose notice is still there did not settle it: the warning stays open.
    out.push({ ...f, decision: i !== undefined && decisions[i]!.decision === 'accepted' ? state(i) : { state: 'open' } });
  }
  for (const f of remaining ? first.findings : []) {
    if (f.severity !== 'warning' || remaining!.has(identity(f, input.displayDir))) continue;
    const i = firstCover.get(f);
    out.push({ ...f, decision: i !== undefined && applied.has(i) ? state(i) : { state: 'resolved' } });
  }

  // Stale and due decisions.
  for (const i of usable) {
    const d = decisions[i]!;
    if (covers.get(i)!.length === 0) {
      out.push(finding('stale_decision', loc(i),
        `this ${d.decision} decision about ${d.code} (${Object.entries(d.facts).map(([k, v]) => `${k} ${v}`).join(', ')}) matches no notice: the data changed or the conflict is gone — delete it, or correct its facts`,
        { code: d.code, facts: d.facts }));
    }
    if (d.decision === 'accepted' && d.reviewBy !== undefined && d.reviewBy < input.buildDate) {
      out.push(finding('decision_review_due', loc(i, 'reviewBy'),
        `this decision about ${d.code} was to be reviewed by ${d.reviewBy}, before the build date ${input.buildDate} — check both statements again, then move reviewBy forward or resolve it`,
        { code: d.code, reviewBy: d.reviewBy, buildDate: input.buildDate }));
    }
  }
  for (const f of [...problems, ...out]) if (f.code === 'stale_decision' || f.code === 'decision_review_due') f.decision = { state: 'open' };

  return {
    findings: [...problems, ...out],
    graph: second.graph,
    index: second.index,
    crashed: first.crashed || second.crashed,
    data: resolvedData,
    coverage: usable.map((i) => ({ decision: decisions[i]!, at: loc(i), covers: covers.get(i)! })),
  };
}

/** What the code table says against a decision, before any matching. */
function catalogueProblems(d: Decision, i: number, loc: (i: number, ...sub: (string | number)[]) => Loc): Finding[] {
  if (!isCode(d.code)) {
    return [finding('decision_unknown_code', loc(i, 'code'), `"${d.code}" is not a notice code — use the code as the report prints it (docs/data-notices.md)`, { code: d.code })];
  }
  const facts = factsOf(d.code);
  if (severityOf(d.code) !== 'warning' || facts.length === 0) {
    return [finding('decision_unknown_code', loc(i, 'code'),
      `${d.code} is ${severityOf(d.code) === 'warning' ? 'a warning about decisions themselves' : `an ${severityOf(d.code)}`}, and only warnings can be decided — ${severityOf(d.code) === 'error' ? 'correct the data' : 'remove this decision'}`,
      { code: d.code })];
  }
  const out: Finding[] = [];
  for (const key of Object.keys(d.facts)) {
    if (!facts.includes(key)) {
      out.push(finding('decision_unknown_fact', { ...loc(i, 'facts', key), key: true },
        `${d.code} notices are not identified by "${key}" — use ${facts.map((f) => `"${f}"`).join(', ')}`, { code: d.code, fact: key, allowed: [...facts] }));
    }
  }
  if (d.decision === 'resolved' && !canResolve(d.code)) {
    out.push(finding('decision_invalid_use', loc(i, 'decision'),
      `${d.code} cannot be resolved automatically (no single figure can be swapped in) — record it as accepted, or correct the data itself`,
      { code: d.code }));
  }
  return out;
}

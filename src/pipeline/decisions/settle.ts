/**
 * Applies data/decisions.yaml to a check run:
 *   1. the decisions are checked against the notice definitions (unknown code, unknown fact key, a `use` the code cannot take);
 *   2. the checks run on the data as published; each warning is matched to the decisions that name it;
 *   3. matched resolved decisions are applied to a copy of the data (./resolvers.ts) and the checks run again on
 *      it, so the resolved conflicts disappear and the graph carries one figure per fact — again while the new run
 *      has warnings a resolved decision matches (a warning that only the resolved figures bring out);
 *   4. every warning gets its standing: accepted, resolved (gone after step 3) or open; decisions that matched
 *      nothing in any run are stale, accepted ones past reviewBy are due — both warnings, and neither can itself be
 *      decided. Decisions apply to warnings only: every error of every run is reported.
 */
import { factsOf, noticeOf } from '../checks';
import type { Dataset } from '../dataset';
import { finding } from '../notices/finding';
import type { DraftGraph, SourceIndex } from '../draft-graph';
import type { DecisionState, Finding, Loc } from '../types';
import { identity, matches, sameFact } from './match';
import { applyResolution, canResolve, ResolveError, usesOf } from './resolvers';
import type { Decision } from '../../schema/decisions';
import { notices as decisionNotices } from './notices';

export interface CheckRun {
  findings: Finding[];
  graph: DraftGraph;
  index: SourceIndex;
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
interface Coverage {
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

  // 1. Decisions the notice definitions reject take no part in matching.
  const usable: number[] = [];
  decisions.forEach((d, i) => {
    const bad = codeProblems(d, i, loc);
    problems.push(...bad);
    if (bad.length === 0) usable.push(i);
  });

  // 2. The published data. Every warning any run meets is recorded once (by identity), with the decision covering
  //    it, so a decision is stale only when it matches nothing in any run.
  const first = input.check(input.data);
  const coverOf = (f: Finding): number | undefined =>
    f.severity === 'warning' ? usable.find((i) => matches(decisions[i]!, f, input.displayDir)) : undefined;
  const covers = new Map<number, Finding[]>(usable.map((i) => [i, []]));
  const seen: { id: string; finding: Finding; cover: number | undefined }[] = [];
  const record = (run: CheckRun) => {
    const earlier = new Set(seen.map((w) => w.id));
    for (const f of run.findings) {
      const id = identity(f, input.displayDir);
      if (f.severity !== 'warning' || earlier.has(id)) continue;
      const i = coverOf(f);
      seen.push({ id, finding: f, cover: i });
      if (i !== undefined) covers.get(i)!.push(f);
    }
  };
  record(first);

  // 3. Resolved decisions, applied to a copy, round after round: applying one can bring out a warning only the
  //    new figures have (a "from" fare, once the fare it names is resolved), which another decision settles.
  //    Each warning is tried once; every round applies at least one resolution, so the rounds end.
  let resolvedData = input.data;
  let last = first;
  const runs = [first];
  const applied = new Set<number>();
  const tried = new Set<string>();
  for (;;) {
    const pending: [Finding, number][] = [];
    for (const f of last.findings) {
      const i = coverOf(f);
      const id = identity(f, input.displayDir);
      if (i === undefined || decisions[i]!.decision !== 'resolved' || tried.has(id)) continue;
      tried.add(id);
      pending.push([f, i]);
    }
    if (pending.length === 0) break;
    if (resolvedData === input.data) resolvedData = structuredClone(input.data);
    let changed = false;
    for (const [f, i] of pending) {
      const d = decisions[i]!;
      const allowed = usesOf(f);
      if (!allowed.includes(d.use!)) {
        problems.push(finding(decisionNotices.decision_invalid_use, loc(i, 'use'),
          `use "${d.use}" is not a statement of the ${f.code} notice it matches — use one of: ${allowed.join(', ')}`,
          { use: d.use, allowed }));
        continue;
      }
      try {
        applyResolution(resolvedData, f, d.use!);
        applied.add(i);
        changed = true;
      } catch (error) {
        if (!(error instanceof ResolveError)) throw error;
        problems.push(finding(decisionNotices.decision_invalid_use, loc(i, 'use'), `this decision cannot be applied: ${error.message}`, { use: d.use }));
      }
    }
    if (!changed) break;
    last = input.check(resolvedData);
    runs.push(last);
    record(last);
  }

  // 4. Standing of every warning. The last run (on the data with every resolution applied) is the truth; a warning
  //    an earlier run had and it no longer has was settled by a resolution. Errors are never settled: an error of
  //    any run — the published data's above all — is reported whatever the decisions say (a decision can rewrite a
  //    figure in the copy, never make the file itself right).
  const state = (i: number): DecisionState<Loc> => {
    const d = decisions[i]!;
    return {
      state: d.decision, at: loc(i), reason: d.reason,
      ...(d.use !== undefined ? { use: d.use } : {}), ...(d.reviewBy !== undefined ? { reviewBy: d.reviewBy } : {}),
    };
  };
  const out: Finding[] = [];
  for (const f of last.findings) {
    if (f.severity !== 'warning') {
      out.push(f);
      continue;
    }
    const i = coverOf(f);
    // A resolved decision whose notice is still there did not settle it: the warning stays open.
    out.push({ ...f, decision: i !== undefined && decisions[i]!.decision === 'accepted' ? state(i) : { state: 'open' } });
  }
  const remaining = new Set(last.findings.filter((f) => f.severity === 'warning').map((f) => identity(f, input.displayDir)));
  for (const { id, finding: f, cover } of seen) {
    if (remaining.has(id)) continue;
    out.push({ ...f, decision: cover !== undefined && applied.has(cover) ? state(cover) : { state: 'resolved' } });
  }
  const errorKey = (f: Finding) => `${f.code}|${f.at.file}|${f.at.path.join('.')}|${f.message}`;
  const reported = new Set(last.findings.filter((f) => f.severity === 'error').map(errorKey));
  for (const f of runs.flatMap((run) => run.findings)) {
    if (f.severity !== 'error' || reported.has(errorKey(f))) continue;
    reported.add(errorKey(f));
    out.push(f);
  }

  // Stale and due decisions. A stale decision whose fact is still in conflict, with other figures (an open warning
  // about the same fact), needs its figures replaced, not deleting: the message gives the replacement.
  const open = seen.filter((w) => w.cover === undefined && remaining.has(w.id)).map((w) => w.finding);
  for (const i of usable) {
    const d = decisions[i]!;
    if (covers.get(i)!.length === 0) {
      const facts = Object.entries(d.facts).map(([k, v]) => `${k} ${v}`).join(', ');
      const successor = open.find((w) => sameFact(d, w, input.displayDir));
      const figures = successor?.context.figures;
      out.push(typeof figures === 'string'
        ? finding(decisionNotices.stale_decision, loc(i),
          `this ${d.decision} decision about ${d.code} (${facts}) matches no notice: its conflict is still there with other figures — if the decision still holds, make it figures: "${figures}" (npm run -s data:check -- --decisions-template prints it); else decide again`,
          { code: d.code, facts: d.facts, figures }, [successor!.at])
        : finding(decisionNotices.stale_decision, loc(i),
          `this ${d.decision} decision about ${d.code} (${facts}) matches no notice: the conflict it names is gone — delete it (or, if its notice is now reported under other facts, correct them)`,
          { code: d.code, facts: d.facts }));
    }
    if (d.decision === 'accepted' && d.reviewBy !== undefined && d.reviewBy < input.buildDate) {
      out.push(finding(decisionNotices.decision_review_due, loc(i, 'reviewBy'),
        `this decision about ${d.code} was to be reviewed by ${d.reviewBy}, before the build date ${input.buildDate} — check both statements again, then move reviewBy forward or resolve it`,
        { code: d.code, reviewBy: d.reviewBy, buildDate: input.buildDate }));
    }
  }
  for (const f of [...problems, ...out]) if (f.code === 'stale_decision' || f.code === 'decision_review_due') f.decision = { state: 'open' };

  return {
    findings: [...problems, ...out],
    graph: last.graph,
    index: last.index,
    crashed: runs.some((run) => run.crashed),
    data: resolvedData,
    coverage: usable.map((i) => ({ decision: decisions[i]!, at: loc(i), covers: covers.get(i)! })),
  };
}

/** What the notice definitions say against a decision, before any matching. */
function codeProblems(d: Decision, i: number, loc: (i: number, ...sub: (string | number)[]) => Loc): Finding[] {
  const severity = noticeOf(d.code)?.severity;
  if (severity === undefined) {
    return [finding(decisionNotices.decision_unknown_code, loc(i, 'code'), `"${d.code}" is not a notice code — use the code as the report prints it (docs/data-notices.md)`, { code: d.code })];
  }
  const facts = factsOf(d.code);
  if (severity !== 'warning' || facts.length === 0) {
    return [finding(decisionNotices.decision_unknown_code, loc(i, 'code'),
      `${d.code} is ${severity === 'warning' ? 'a warning about decisions themselves' : `an ${severity}`}, and only warnings can be decided — ${severity === 'error' ? 'correct the data' : 'remove this decision'}`,
      { code: d.code })];
  }
  const out: Finding[] = [];
  for (const key of Object.keys(d.facts)) {
    if (!facts.includes(key)) {
      out.push(finding(decisionNotices.decision_unknown_fact, { ...loc(i, 'facts', key), key: true },
        `${d.code} notices are not identified by "${key}" — use ${facts.map((f) => `"${f}"`).join(', ')}`, { code: d.code, fact: key, allowed: [...facts] }));
    }
  }
  if (d.decision === 'resolved' && !canResolve(d.code)) {
    out.push(finding(decisionNotices.decision_invalid_use, loc(i, 'decision'),
      `${d.code} cannot be resolved automatically (no single figure can be swapped in) — record it as accepted, or correct the data itself`,
      { code: d.code }));
  }
  return out;
}

/**
 * One data check after another, remembering the last one's notices so each run can say what changed: shared by
 * `npm run dev` (scripts/dev/data-plugin.ts) and `npm run data:check -- --watch` (scripts/dev/check-watch.ts).
 *
 * The whole pipeline is re-run on each save: on this project's data it takes about 0.1 s warm, far below the 2 s a
 * maintainer waits for, so reading only the changed file would add a cache that can go stale for no visible gain.
 */
import { decisionCountsLine, formatNotice, formatText, summaryLine } from '../../src/pipeline/report/text';
import { isCovered, summarise, type ReportSummary } from '../../src/pipeline/report/summary';
import { displayPath, runPipeline, type PipelineResult } from '../../src/pipeline/run';
import type { Notice } from '../../src/pipeline/types';

export interface CheckRun {
  result: PipelineResult;
  summary: ReportSummary;
  /** Notices this run has and the previous one did not (every notice on the first run). */
  added: Notice[];
  /** Notices the previous run had and this one has not. */
  resolved: Notice[];
  /** Warnings the previous run listed that a decision (data/decisions.yaml) now covers. */
  decided: Notice[];
  first: boolean;
}

export interface CheckSessionOptions {
  dataDir: string;
  /** Today in Asia/Manila, read by the caller at each run (a dev server may stay up past midnight). */
  today: () => string;
  /** A fixed build date (--date) instead of today. */
  date?: string;
  strict?: boolean;
  debug?: boolean;
}

export class CheckSession {
  /** The last run's notices, and the last error-free run's (null before the first). */
  private previous: Notice[] | null = null;
  private lastClean: Notice[] | null = null;

  constructor(private readonly options: CheckSessionOptions) {}

  /** Runs the pipeline; throws only when the checker itself fails outside the checks (the caller reports it). */
  run(): CheckRun {
    const buildDate = this.options.date ?? this.options.today();
    const result = runPipeline({ dataDir: this.options.dataDir, buildDate, debug: this.options.debug === true });
    const summary = summarise(result.notices, {
      dataDir: displayPath(this.options.dataDir), buildDate, files: result.fileCount,
      strict: this.options.strict === true, crashed: result.crashed,
    });
    const first = this.previous === null;
    // Like the text report, warnings a decision covers are not listed: recording a decision "decides" a warning.
    const listed = result.notices.filter((n) => !isCovered(n));
    const { added, resolved: gone } = changes(this.previous ?? [], this.lastClean, listed);
    const coveredNow = new Set(result.notices.filter(isCovered).map(noticeKey));
    const decided = gone.filter((n) => coveredNow.has(noticeKey(n)));
    const resolved = gone.filter((n) => !coveredNow.has(noticeKey(n)));
    this.previous = listed;
    if (summary.errors === 0) this.lastClean = listed;
    return { result, summary, added, resolved, decided, first };
  }
}

const isError = (n: Notice) => n.severity === 'error';

/**
 * What a run changed. Errors are compared with the run before. Warnings and infos are compared with the last
 * error-free run: while a file has errors, the checks that need it do not run and their notices vanish, which is
 * not a fix — so during errors only warnings never seen before count as new, none as resolved, and fixing a typo
 * does not reprint every warning of the data set as "new". Once the errors are gone, whatever was announced and is
 * no longer there is resolved.
 * @internal Exported for tests: check-session.test.ts runs its rules on notices, with no data runs to produce them.
 */
export function changes(previous: readonly Notice[], lastClean: readonly Notice[] | null, now: readonly Notice[]): { added: Notice[]; resolved: Notice[] } {
  const errors = diffNotices(previous.filter(isError), now.filter(isError));
  const others = now.filter((n) => !isError(n));
  if (now.some(isError)) {
    const seen = new Set([...previous, ...(lastClean ?? [])].map(noticeKey));
    return { added: [...errors.added, ...others.filter((n) => !seen.has(noticeKey(n)))], resolved: errors.resolved };
  }
  // Warnings first seen during errors were announced as new: they count as listed, so their end is announced too.
  const cleanKeys = new Set((lastClean ?? []).map(noticeKey));
  const base = lastClean === null ? previous : [...lastClean, ...previous.filter((n) => !cleanKeys.has(noticeKey(n)))];
  const rest = diffNotices(base.filter((n) => !isError(n)), others);
  return { added: [...errors.added, ...rest.added], resolved: [...errors.resolved, ...rest.resolved] };
}

/**
 * A notice is "the same" across runs when its file, severity, code and message are: its line is left out, so
 * inserting a line above a warning does not report it as resolved and new again. Counted as a multiset, so two
 * identical notices in one file resolve one at a time.
 */
function noticeKey(n: Notice): string {
  return [n.file, n.severity, n.code, n.message].join('\u0000');
}

function diffNotices(before: readonly Notice[], after: readonly Notice[]): { added: Notice[]; resolved: Notice[] } {
  const remaining = new Map<string, number>();
  for (const n of before) remaining.set(noticeKey(n), (remaining.get(noticeKey(n)) ?? 0) + 1);
  const added: Notice[] = [];
  for (const n of after) {
    const left = remaining.get(noticeKey(n)) ?? 0;
    if (left > 0) remaining.set(noticeKey(n), left - 1);
    else added.push(n);
  }
  const resolved: Notice[] = [];
  for (const n of before) {
    const left = remaining.get(noticeKey(n)) ?? 0;
    if (left > 0) {
      resolved.push(n);
      remaining.set(noticeKey(n), left - 1);
    }
  }
  return { added, resolved };
}

/**
 * What a terminal prints for a run: on the first run exactly `npm run data:check`'s report, then only what the save
 * changed (resolved, decided, new notices), with the decision counts and the summary line each time.
 */
export function describeRun(run: CheckRun, color: boolean): string {
  if (run.first) return formatText(run.result.notices, run.summary, color);
  const lines: string[] = [];
  if (run.added.length === 0 && run.resolved.length === 0 && run.decided.length === 0) {
    lines.push('no new or resolved notices');
  } else {
    lines.push(...run.resolved.map((n) => `resolved  ${formatNotice(n, color)}`));
    const now = new Map(run.result.notices.filter(isCovered).map((n) => [noticeKey(n), n]));
    lines.push(...run.decided.map((n) => `decided   ${formatNotice(now.get(noticeKey(n)) ?? n, color)}`));
    lines.push(...run.added.map((n) => `new       ${formatNotice(n, color)}`));
  }
  const counts = decisionCountsLine(run.summary);
  if (counts) lines.push(counts);
  lines.push(color ? `\u001b[1m${summaryLine(run.summary)}\u001b[0m` : summaryLine(run.summary));
  return `${lines.join('\n')}\n`;
}

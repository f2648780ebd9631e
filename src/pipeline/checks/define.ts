/**
 * How a check is written: its notices (defineNotices, in the check's own module) and its run. `defineCheck` for one
 * that looks at the whole data set; `rowCheck` for one that judges each timetable row on its own (the time-model
 * checks): it walks the rows, places each problem at the row (or one of its fields) and puts the timetable and row
 * into the notice's context, so a check says only what is wrong.
 */
import { defineNotices, notice, type ContextOf, type NoticeDef } from '../notices/define';
import { finding } from '../notices/finding';
import type { RawRow, TimetableEntry } from '../draft-graph';
import type { Check, CheckContext, Finding, Loc, Path } from '../types';
import { rowLoc } from './shared';

/** The context of a row check's notice: the timetable and the row's index in it. */
export interface TimetableRow { timetable: string; row: number }

/** A check that throws is reported by the runner (run.ts) under this notice; the other checks still run. */
export const notices = defineNotices({
  check_crashed: notice<{ check: string; error: string; stack?: string }>({
    severity: 'error',
    meaning: 'A check threw an exception (a bug in the checker); the other checks still ran. Exit code 2.',
    fix: 'Report it with the message; run with DEBUG=1 for the stack trace.',
  }),
});

/** Reports one of the check's findings: the arguments of `finding` (../notices/finding.ts), in the order found. */
export type Report = <X extends object>(notice: NoticeDef<X>, at: Loc, message: string, context: NoInfer<X>, related?: Loc[]) => void;

/** `run` returns undefined, not void, so a check that returns its findings instead of reporting them does not compile. */
export function defineCheck(id: string, notices: Readonly<Record<string, NoticeDef>>, run: (ctx: CheckContext, report: Report) => undefined): Check {
  return {
    id, notices: Object.values(notices), run: (ctx) => {
      const out: Finding[] = [];
      run(ctx, (notice, at, message, context, related) => out.push(finding(notice, at, message, context, related)));
      return out;
    },
  };
}

type RowNotices = Readonly<Record<string, NoticeDef<TimetableRow>>>;

export type RowProblem<M extends RowNotices> = { [C in keyof M & string]: {
  /** Which of the check's notices (the first when absent). */
  code?: C;
  /** The field of the row the notice points at (`['arr']`, `['days', 2]`); the whole row when absent. */
  field?: Path;
  message: string;
  /** The context beyond the timetable and row. */
  context?: Omit<ContextOf<M[C]>, 'timetable' | 'row'>;
} }[keyof M & string];

type Judgement<M extends RowNotices> = RowProblem<M> | readonly RowProblem<M>[] | null;

export function rowCheck<M extends RowNotices>(id: string, notices: M, judge: (row: RawRow, entry: TimetableEntry) => Judgement<M>): Check {
  const first = Object.values(notices)[0]!;
  return defineCheck(id, notices, (ctx, report) => {
    for (const entry of ctx.index.entries) {
      entry.raw.trips.forEach((row, i) => {
        const judged = judge(row, entry);
        const problems: readonly RowProblem<M>[] = judged === null ? [] : 'message' in judged ? [judged] : judged;
        for (const p of problems) {
          const context = { timetable: entry.raw.id, row: i, ...p.context };
          report(p.code === undefined ? first : notices[p.code]!, rowLoc(entry, i, ...(p.field ?? [])), p.message, context);
        }
      });
    }
  });
}

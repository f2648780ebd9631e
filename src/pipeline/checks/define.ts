/**
 * How a check is written. `defineCheck` for one that looks at the whole data set; `rowCheck` for one that judges
 * each timetable row on its own (the time-model checks): it walks the rows, places each problem at the row (or one
 * of its fields) and puts the timetable and row into the notice's context, so a check says only what is wrong.
 */
import type { Code } from '../notices/catalogue';
import type { NoticeContexts } from '../notices/contexts';
import { finding } from '../notices/finding';
import type { RawRow, TimetableEntry } from '../draft-graph';
import type { Check, CheckContext, Finding, Path } from '../types';
import { rowLoc } from './shared';

export function defineCheck(id: string, codes: readonly Code[], run: (ctx: CheckContext) => Finding[]): Check {
  return { id, codes, run };
}

/** Codes whose context is a row's: { timetable, row, … }. */
type RowCode = { [C in Code]: NoticeContexts[C] extends { timetable: string; row: number } ? C : never }[Code];

export interface RowProblem<C extends RowCode> {
  /** Which of the check's codes (the first when absent). */
  code?: C;
  /** The field of the row the notice points at (`['arr']`, `['days', 2]`); the whole row when absent. */
  field?: Path;
  message: string;
  /** The context beyond the timetable and row. */
  context?: Omit<NoticeContexts[C], 'timetable' | 'row'>;
}

type Judgement<C extends RowCode> = RowProblem<C> | readonly RowProblem<C>[] | null;

export function rowCheck<C extends RowCode>(id: string, codes: C | readonly C[], judge: (row: RawRow, entry: TimetableEntry) => Judgement<C>): Check {
  const list: readonly C[] = typeof codes === 'string' ? [codes] : codes;
  return defineCheck(id, list, (ctx) => {
    const out: Finding[] = [];
    for (const entry of ctx.index.entries) {
      entry.raw.trips.forEach((row, i) => {
        const judged = judge(row, entry);
        const problems: readonly RowProblem<C>[] = judged === null ? [] : 'message' in judged ? [judged] : judged;
        for (const p of problems) {
          const context = { timetable: entry.raw.id, row: i, ...p.context } as NoticeContexts[C];
          out.push(finding(p.code ?? list[0]!, rowLoc(entry, i, ...(p.field ?? [])), p.message, context));
        }
      });
    }
    return out;
  });
}

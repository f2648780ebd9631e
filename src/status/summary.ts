/**
 * What the status banner says at the top of every page on a storm day (runtime/status-banner.ts): the suspensions
 * that have not ended, and how many sailings are cancelled or delayed in the coming days — "2 sailings cancelled, 2
 * delayed in the next 7 days" — and, where a traveller decides (home, /schedules), each change, linked.
 * Read from /status.json alone, whose sailings already carry every sailing a suspension cancels
 * (src/pipeline/sailing-status.ts), so the count is the pages' count. Pure: `now` is passed in.
 */
import type { SailingStatus, Suspension } from '../graph/types';
import { changeAhead, SUMMARY_DAYS } from './announce';

/** How many sailings a summary line counts. */
export interface Counts { cancelled: number; delayed: number }

export interface StatusSummary extends Counts {
  /** The suspensions that have not ended, by start, with how many sailings ahead each cancels. */
  suspensions: { suspension: Suspension; cancels: number }[];
  /** The changes ahead that are not a suspension's (a sailing's own entry), in the file's order. */
  changes: SailingStatus[];
}

type File = { sailings: readonly SailingStatus[]; suspensions: readonly Suspension[] };

export function statusSummary(file: File, now: Date): StatusSummary {
  const t = now.getTime();
  const ahead = file.sailings.filter((s) => changeAhead(s, t));
  const count = (list: readonly SailingStatus[]): Counts =>
    ({ cancelled: list.filter((s) => s.state === 'cancelled').length, delayed: list.filter((s) => s.state === 'delayed').length });
  return {
    ...count(ahead),
    suspensions: file.suspensions.filter((s) => Date.parse(s.until) > t)
      .map((suspension) => ({ suspension, cancels: ahead.filter((s) => s.suspension === suspension.id).length })),
    changes: ahead.filter((s) => s.suspension === null),
  };
}

/** "2 sailings cancelled, 1 delayed"; "1 sailing delayed"; "" for none. */
export function countWords({ cancelled, delayed }: Counts): string {
  return [
    ...(cancelled > 0 ? [`${cancelled} sailing${cancelled === 1 ? '' : 's'} cancelled`] : []),
    ...(delayed > 0 ? [`${delayed}${cancelled > 0 ? '' : ` sailing${delayed === 1 ? '' : 's'}`} delayed`] : []),
  ].join(', ');
}

/** "2 sailings cancelled, 1 delayed in the next 7 days"; "No sailing cancelled or delayed in the next 7 days". */
export function summaryLine(counts: Counts): string {
  return `${countWords(counts) || 'No sailing cancelled or delayed'} in the next ${SUMMARY_DAYS} days`;
}

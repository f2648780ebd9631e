/**
 * What the site says at the top of its pages on a storm day (the status banner, src/site/status/StatusBanner.tsx):
 * the suspensions that have not ended, and how many sailings are cancelled or delayed in the coming days — "2
 * sailings cancelled, 2 delayed in the next 7 days" — each change listed where the traveller decides (home,
 * /schedules). Read from /status.json alone, whose sailings already carry every sailing a suspension cancels
 * (src/pipeline/sailing-status.ts), so the count is the pages' count. Pure: `now` is passed in.
 */
import type { SailingStatus, Suspension } from '../graph/types';
import { changeAhead, SUMMARY_DAYS } from './announce';

export interface StatusSummary {
  /** Sailings cancelled and delayed ahead (changeAhead), every route. */
  cancelled: number;
  delayed: number;
  /** The suspensions that have not ended, by start, with how many sailings ahead each cancels. */
  suspensions: { suspension: Suspension; cancels: number }[];
  /** The changes ahead that are not a suspension's (a sailing's own entry), in the file's order. */
  changes: SailingStatus[];
}

type File = { sailings: readonly SailingStatus[]; suspensions: readonly Suspension[] };

export function statusSummary(file: File, now: Date): StatusSummary {
  const t = now.getTime();
  const ahead = file.sailings.filter((s) => changeAhead(s, t));
  return {
    cancelled: ahead.filter((s) => s.state === 'cancelled').length,
    delayed: ahead.filter((s) => s.state === 'delayed').length,
    suspensions: file.suspensions.filter((s) => Date.parse(s.until) > t)
      .map((suspension) => ({ suspension, cancels: ahead.filter((s) => s.suspension === suspension.id).length })),
    changes: ahead.filter((s) => s.suspension === null),
  };
}

/** "2 sailings cancelled, 1 delayed in the next 7 days"; "No sailing cancelled or delayed in the next 7 days". */
export function summaryLine({ cancelled, delayed }: Pick<StatusSummary, 'cancelled' | 'delayed'>): string {
  const parts = [
    ...(cancelled > 0 ? [`${cancelled} sailing${cancelled === 1 ? '' : 's'} cancelled`] : []),
    ...(delayed > 0 ? [`${delayed}${cancelled > 0 ? '' : ` sailing${delayed === 1 ? '' : 's'}`} delayed`] : []),
  ];
  return `${parts.length > 0 ? parts.join(', ') : 'No sailing cancelled or delayed'} in the next ${SUMMARY_DAYS} days`;
}

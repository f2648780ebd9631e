/**
 * What the site says at the top of its pages on a storm day (the status banner, src/site/status/StatusBanner.tsx):
 * the suspensions that have not ended, and how many sailings are cancelled or delayed in the coming days — "2
 * sailings cancelled, 2 delayed in the next 7 days" — each change listed where the traveller decides (home,
 * /schedules). Read from /status.json alone, whose sailings already carry every sailing a suspension cancels
 * (src/pipeline/sailing-status.ts), so the count is the pages' count. Pure: `now` is passed in.
 */
import { timetabledInstant } from '../graph/dated-sailing';
import type { SailingStatus, Suspension } from '../graph/types';

/** How far ahead the summary counts. */
export const SUMMARY_DAYS = 7;

const MS_PER_DAY = 24 * 60 * 60_000;

type File = { sailings: readonly SailingStatus[]; suspensions: readonly Suspension[] };

/**
 * Whether a cancellation or delay concerns a sailing that has not left at `now` and leaves (as timetabled) within
 * SUMMARY_DAYS: a cancelled one until its timetabled departure (a route's untimed crossings: until their day ends),
 * a delayed one until its new departure.
 */
export function changeAhead(s: Pick<SailingStatus, 'state' | 'date' | 'dep' | 'departs'>, now: number): boolean {
  if (s.state !== 'cancelled' && s.state !== 'delayed') return false;
  const timetabled = Date.parse(timetabledInstant(s.date, s.dep));
  const gone = s.departs ? Date.parse(s.departs) : timetabled + (s.dep === null ? MS_PER_DAY : 0);
  return gone > now && timetabled < now + SUMMARY_DAYS * MS_PER_DAY;
}

/**
 * Whether the file has anything to say at the top of a page: a suspension that has not ended, or a change ahead.
 * Reads the file defensively (the runtime calls it on what the host sent, before any island has checked it).
 */
export function announces(file: unknown, now: Date): boolean {
  const f = file as Partial<File> | null;
  const t = now.getTime();
  return (Array.isArray(f?.suspensions) && f.suspensions.some((s) => Date.parse(s?.until) > t))
    || (Array.isArray(f?.sailings) && f.sailings.some((s) => s && changeAhead(s, t)));
}

export interface StatusSummary {
  /** Sailings cancelled and delayed ahead (changeAhead), every route. */
  cancelled: number;
  delayed: number;
  /** The suspensions that have not ended, by start, with how many sailings ahead each cancels. */
  suspensions: { suspension: Suspension; cancels: number }[];
  /** The changes ahead that are not a suspension's (a sailing's own entry), in the file's order. */
  changes: SailingStatus[];
}

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

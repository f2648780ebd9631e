/**
 * Whether /status.json announces something at the top of a page — a suspension that has not ended, or a sailing
 * cancelled or delayed in the next SUMMARY_DAYS — the trigger of the status banner (summary.ts says what it then
 * shows). Small and with no dependency on the status code, since every page's runtime may ask it. Pure: `now` is
 * passed in.
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


/**
 * Which travel advisories apply at a given instant. Pure: `now` is passed in (the browser passes the
 * current time after hydration, so a site built last week never shows an expired advisory as current).
 * `from` and `until` carry an explicit +08:00 offset, so Date.parse reads them unambiguously.
 */
import type { Advisory } from '../graph/types';

export type AdvisoryState = 'upcoming' | 'active' | 'expired';

const SEVERITY_ORDER: Record<Advisory['severity'], number> = { warning: 0, info: 1 };

export function advisoryState(advisory: Pick<Advisory, 'from' | 'until'>, now: Date): AdvisoryState {
  const t = now.getTime();
  if (t < Date.parse(advisory.from)) return 'upcoming';
  if (t >= Date.parse(advisory.until)) return 'expired';
  return 'active';
}

/** The order advisories are shown in: most severe first, then the one that starts last first. */
const shownFirst = (a: Advisory, b: Advisory) =>
  SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || Date.parse(b.from) - Date.parse(a.from) || a.id.localeCompare(b.id);

/** Active advisories, in the order they are shown. */
export function activeAdvisories<T extends Advisory>(advisories: readonly T[], now: Date): T[] {
  return advisories.filter((a) => advisoryState(a, now) === 'active').sort(shownFirst);
}

/**
 * The advisories that have not ended at `now` (in force or to come), in the order they are shown: what a page built
 * at `now` carries, for the browser to show each while it is in force.
 */
export function advisoriesNotEnded<T extends Advisory>(advisories: readonly T[], now: Date): T[] {
  return advisories.filter((a) => advisoryState(a, now) !== 'expired').sort(shownFirst);
}

/** The active advisories that concern a timetable (named directly, or through one of its ports). */
export function advisoriesForTimetable<T extends Advisory>(
  advisories: readonly T[],
  timetable: { id: string; from: string; to: string },
  now: Date,
): T[] {
  return activeAdvisories(advisories, now).filter(
    (a) => a.timetables.includes(timetable.id) || a.ports.includes(timetable.from) || a.ports.includes(timetable.to),
  );
}

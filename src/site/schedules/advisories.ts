/**
 * Which timetable rows an advisory in force touches: rows with a sailing between now (or the advisory's start) and
 * its end, found with the engine's nextSailings. Pure: `now` is passed in.
 */
import { advisoriesForTimetable } from '../../advisories/active';
import type { Advisory } from '../../graph/types';
import type { QueryIndex } from '../../query/index-trips';
import { nextSailings } from '../../query/next-sailings';
import { manilaDayStartMs } from '../../time';

/** Row index → the advisories that touch it, for one timetable. Empty when none is in force. */
export function advisoryRows(
  index: QueryIndex, timetable: { id: string; from: string; to: string }, advisories: readonly Advisory[], now: Date,
): Map<number, Advisory[]> {
  const rows = new Map<number, Advisory[]>();
  const tripCount = index.trips.reduce((n, t) => n + (t.routeId === timetable.id ? 1 : 0), 0);
  for (const advisory of advisoriesForTimetable(advisories, timetable, now)) {
    const until = Date.parse(advisory.until);
    const start = new Date(Math.max(now.getTime(), Date.parse(advisory.from)));
    // One week of this timetable's sailings from the start: every row that sails in the window is among them.
    const { sailings } = nextSailings(index, { routeId: timetable.id, now: start, count: tripCount });
    for (const s of sailings) {
      const departs = s.departure ? Date.parse(s.departure.iso) : manilaDayStartMs(s.date);
      if (departs >= until) continue;
      const { row } = s;
      const list = rows.get(row) ?? [];
      if (!list.includes(advisory)) list.push(advisory);
      rows.set(row, list);
    }
  }
  return rows;
}

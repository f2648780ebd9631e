/**
 * The row marks of /schedules and the destination pages (TimetableTable's `rowMark`): undefined until the browser
 * knows the time and while no advisory in force concerns the page's timetables — the common case, in which the
 * marking code (row-marks.tsx, with the week of sailings it reads) is never downloaded, nor the page's query index
 * built from its packed trips. Marks are client only, like everything that depends on the clock, so loading them late
 * cannot break hydration.
 */
import { useEffect, useState } from 'react';
import { advisoriesForTimetable } from '../../advisories/active';
import type { Advisory } from '../../graph/types';
import type { PackedTrips } from '../../query/trip-codec';
import type { RowMark } from './row-marks';
import { indexOf } from './trip-index';

export function useRowMarks(
  trips: PackedTrips, timetables: readonly { id: string; from: string; to: string }[], advisories: readonly Advisory[], now: Date | null,
): RowMark | undefined {
  const [marks, setMarks] = useState<RowMark | undefined>(undefined);
  useEffect(() => {
    const touched = now !== null && timetables.some((t) => advisoriesForTimetable(advisories, t, now).length > 0);
    if (!touched) {
      setMarks(undefined);
      return;
    }
    let current = true;
    // A failed download leaves the rows unmarked; the advisory itself is still shown above the table.
    import('./row-marks').then(({ rowMarks }) => {
      if (current) setMarks(() => rowMarks(indexOf(trips), timetables, advisories, now));
    }, () => undefined);
    return () => { current = false; };
  }, [trips, timetables, advisories, now]);
  return marks;
}

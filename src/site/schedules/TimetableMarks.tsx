/**
 * The advisories in force on a page's pre-rendered timetables, as an island: an "Advisory"
 * badge in the day cell of every row a sailing of which an advisory touches, and, on a destination page, the
 * advisories of each schedule beside its table (in its `data-advisories-for` slot). Both go into the pre-rendered
 * tables through portals; the island itself shows nothing. On a day without an advisory in force the marking code
 * (row-marks.tsx) is never downloaded (use-row-marks.ts).
 */
import { createPortal } from 'react-dom';
import { activeAdvisories, advisoriesForTimetable } from '../../advisories/active';
import type { PackedTrips } from '../../query/trip-codec';
import { AdvisoryListLater } from '../advisories/AdvisoryListLater';
import { useSiteAdvisories } from '../islands/context';
import { useNow } from '../use-now';
import { useRowMarks } from './use-row-marks';

type Route = { id: string; from: string; to: string };

export function TimetableMarks({ trips, timetables, sections = [] }: {
  trips: PackedTrips;
  timetables: readonly Route[];
  /** A destination page's schedules: the slot id beside each table, and its routes. */
  sections?: readonly { slot: string; timetables: readonly string[] }[];
}) {
  const advisories = useSiteAdvisories();
  const now = useNow();
  const rowMark = useRowMarks(trips, timetables, advisories, now);
  if (!now) return null;
  const byId = new Map(timetables.map((t) => [t.id, t]));
  const rows = rowMark ? [...document.querySelectorAll<HTMLElement>('tr[data-timetable][data-row]')] : [];
  return (
    <>
      {rows.map((row, i) => {
        const cell = row.querySelector('th');
        return cell ? createPortal(rowMark!(row.dataset.timetable!, Number(row.dataset.row)), cell, `row-${i}`) : null;
      })}
      {sections.map(({ slot, timetables: ids }) => {
        const target = document.querySelector(`[data-advisories-for="${slot}"]`);
        const routes = ids.flatMap((id) => byId.get(id) ?? []);
        // Once each, most severe first across the section's timetables.
        const notices = activeAdvisories([...new Set(routes.flatMap((t) => advisoriesForTimetable(advisories, t, now)))], now);
        return target && notices.length > 0
          ? createPortal(<div className="mb-3"><AdvisoryListLater advisories={notices} compact /></div>, target, slot)
          : null;
      })}
    </>
  );
}

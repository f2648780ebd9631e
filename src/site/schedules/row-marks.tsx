/**
 * The advisory badges of a page's timetable rows, built once an advisory in force touches one of its timetables
 * (use-row-marks.ts imports this module only then, so on a day without advisories the pages do not download it).
 */
import type { ReactNode } from 'react';
import type { Advisory } from '../../graph/types';
import type { QueryIndex } from '../../query/index-trips';
import { advisoryRows } from './advisories';
import { AdvisoryMark } from './AdvisoryMark';

export type RowMark = (routeId: string, row: number) => ReactNode;

export function rowMarks(
  index: QueryIndex, timetables: readonly { id: string; from: string; to: string }[], advisories: readonly Advisory[], now: Date,
): RowMark {
  const byTimetable = new Map(timetables.map((t) => [t.id, advisoryRows(index, t, advisories, now)]));
  return (routeId, row) => <AdvisoryMark advisories={byTimetable.get(routeId)?.get(row)} />;
}

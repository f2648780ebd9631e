/**
 * The same trip row twice in one timetable gives two identical sailings on every page and in the feed — almost
 * always a copy-paste. A warning (the data is still coherent), naming both rows.
 */
import { finding } from '../notices/finding';
import { stableStringify } from '../stable-json';
import type { Finding, Loc } from '../types';
import { forEachRow, rowLoc, rowText } from './shared';
import { defineCheck } from './define';

export const duplicateTripRow = defineCheck('duplicate-trip-row', ['duplicate_trip_row'], (ctx) => {
  const out: Finding[] = [];
  const seen = new Map<object, Map<string, Loc>>();
  forEachRow(ctx, (entry, row, i) => {
    // Per timetable, keyed by the row's full content: rows that differ in any field are different sailings.
    let first = seen.get(entry);
    if (!first) seen.set(entry, (first = new Map()));
    const key = stableStringify(row);
    const earlier = first.get(key);
    const at = rowLoc(entry, i);
    if (!earlier) {
      first.set(key, at);
      return;
    }
    out.push(finding('duplicate_trip_row', at,
      `this row (${rowText(row)}) repeats an earlier row of timetable ${entry.raw.id}, so the sailing would be listed twice — delete one of them`,
      { timetable: entry.raw.id, figures: rowText(row) }, [earlier]));
  });
  return out;
});

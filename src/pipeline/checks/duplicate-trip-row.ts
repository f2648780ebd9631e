/**
 * The same trip row twice in one timetable gives two identical sailings on every page and in the feed — almost
 * always a copy-paste. A warning (the data is still coherent), naming both rows.
 */
import { defineNotices, notice } from '../notices/define';
import { stableStringify } from '../stable-json';
import type { Loc } from '../types';
import { rowLoc, rowText } from './shared';
import { defineCheck } from './define';

const notices = defineNotices({
  duplicate_trip_row: notice<{ timetable: string; figures: string }>({
    severity: 'warning',
    facts: ['timetable', 'figures'],
    meaning: 'The same trip row appears twice in one timetable, which gives two identical sailings.',
    fix: 'Delete one of the two rows (or correct the one that was meant to differ).',
  }),
});

export const duplicateTripRow = defineCheck('duplicate-trip-row', notices, (ctx, report) => {
  for (const entry of ctx.index.entries) {
    // Per timetable, keyed by the row's full content: rows that differ in any field are different sailings.
    const first = new Map<string, Loc>();
    entry.raw.trips.forEach((row, i) => {
      const key = stableStringify(row);
      const earlier = first.get(key);
      const at = rowLoc(entry, i);
      if (!earlier) {
        first.set(key, at);
        return;
      }
      report(notices.duplicate_trip_row, at,
        `this row (${rowText(row)}) repeats an earlier row of timetable ${entry.raw.id}, so the sailing would be listed twice — delete one of them`,
        { timetable: entry.raw.id, figures: rowText(row) }, [earlier]);
    });
  }
});

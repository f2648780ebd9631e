/**
 * Two different routes with exactly the same sailings (days, departure, arrival or duration) look like a copy-paste
 * in the source. Timetables are grouped by a signature string, so this is linear in the number of rows.
 * Rows without a departure time ("several crossings daily") are too generic to compare and are skipped.
 */
import { defineNotices, notice } from '../notices/define';
import type { RawRow, TimetableEntry } from '../draft-graph';
import { quoted, routeName, rowText, timetableLoc } from './shared';
import { defineCheck } from './define';

export const notices = defineNotices({
  identical_timetable: notice<{ timetable: string; sameAs: string; sameFares: boolean; figures: string }>({
    severity: 'warning',
    facts: ['timetable', 'sameAs', 'figures'],
    meaning: 'Two different routes have exactly the same sailings, a sign of a copy-paste.',
    fix: 'Check the source and correct the copied timetable.',
  }),
});

function rowSignature(row: RawRow): string {
  const days = row.days === 'Daily' ? 'Daily' : row.days.join(',');
  const duration = row.duration === undefined ? '' : typeof row.duration === 'number' ? String(row.duration) : `${row.duration.min}-${row.duration.max}`;
  return `${days}|${row.dep ?? ''}|${row.or?.join(',') ?? ''}|${row.arrDay ?? ''}|${row.arr ?? ''}|${duration}`;
}

function fareSignature(entry: TimetableEntry): string {
  const f = (r: { min: number; max: number } | undefined) => (r ? `${r.min}-${r.max}` : '');
  return entry.raw.trips.map((row) => f(row.fare ?? entry.raw.fare)).join(';');
}

export const identicalTimetable = defineCheck('identical-timetable', notices, (ctx, report) => {
  const first = new Map<string, TimetableEntry>();
  for (const entry of ctx.index.entries) {
    if (!entry.raw.trips.some((row) => row.dep !== undefined)) continue;
    const signature = entry.raw.trips.map(rowSignature).join(';');
    const original = first.get(signature);
    if (!original) {
      first.set(signature, entry);
      continue;
    }
    if (original.raw.from === entry.raw.from && original.raw.to === entry.raw.to) continue;
    const sameFares = fareSignature(original) === fareSignature(entry);
    const sailings = entry.raw.trips.slice(0, 2).map(rowText).join('; ') + (entry.raw.trips.length > 2 ? '; …' : '');
    report(notices.identical_timetable, timetableLoc(entry, 'trips'),
      `timetable ${entry.raw.id} (${routeName(ctx, entry.raw.from, entry.raw.to)}, ${quoted(entry.source)}) has exactly the same sailings${sameFares ? ' and fares' : ''} as ${original.raw.id} (${routeName(ctx, original.raw.from, original.raw.to)}, ${quoted(original.source)}): ${sailings} — check the source for a copy-paste`,
      { timetable: entry.raw.id, sameAs: original.raw.id, sameFares, figures: sailings }, [timetableLoc(original, 'trips')]);
  }
});

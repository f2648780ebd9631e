/** Every fare range, wherever it is written, has min ≤ max (the schema cannot compare two fields). */
import { defineNotices, notice } from '../notices/define';
import { formatPeso } from '../../graph/money';
import type { CheckContext, Loc } from '../types';
import { rowLoc, timetableLoc } from './shared';
import { defineCheck } from './define';

const notices = defineNotices({
  fare_min_above_max: notice<{ min: number; max: number }>({
    severity: 'error',
    meaning: 'A fare range whose minimum is above its maximum.',
    fix: 'Swap or correct the two figures.',
  }),
});

interface Range { min: number; max: number }

function* fareRanges(ctx: CheckContext): Generator<{ range: Range; at: Loc }> {
  for (const entry of ctx.index.entries) {
    if (entry.raw.fare) yield { range: entry.raw.fare, at: timetableLoc(entry, 'fare') };
    for (const [i, row] of entry.raw.trips.entries()) if (row.fare) yield { range: row.fare, at: rowLoc(entry, i, 'fare') };
  }
  for (const { file, value } of ctx.data.fares) {
    for (const [g, group] of value.groups.entries()) {
      for (const [k, fare] of group.fares.entries()) yield { range: fare.range, at: { file, path: ['groups', g, 'fares', k, 'range'] } };
    }
  }
  for (const { file, value } of ctx.data.site) {
    yield { range: value.structuredDataFareRange, at: { file, path: ['structuredDataFareRange'] } };
  }
}

export const fareMinAboveMax = defineCheck('fare-min-above-max', notices, (ctx, report) => {
  for (const { range, at } of fareRanges(ctx)) {
    if (range.min <= range.max) continue;
    report(notices.fare_min_above_max, { ...at, path: [...at.path, 'min'] },
      `fare range min ${formatPeso(range.min)} is above max ${formatPeso(range.max)} — swap or correct the figures`,
      { min: range.min, max: range.max });
  }
});

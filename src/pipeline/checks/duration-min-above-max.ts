/** Every travel-time range ({ min, max } hours), wherever it is written, has min ≤ max. */
import { defineNotices, notice } from '../notices/define';
import type { CheckContext, Loc } from '../types';
import { rowLoc, timetableLoc } from './shared';
import { defineCheck } from './define';

const notices = defineNotices({
  duration_min_above_max: notice<{ min: number; max: number }>({
    severity: 'error',
    meaning: 'A travel-time range whose minimum is above its maximum.',
    fix: 'Swap or correct the two figures.',
  }),
});

type Hours = number | { min: number; max: number };

function* hourRanges(ctx: CheckContext): Generator<{ hours: Hours; at: Loc }> {
  for (const entry of ctx.index.entries) {
    if (entry.raw.statedDuration !== undefined) yield { hours: entry.raw.statedDuration, at: timetableLoc(entry, 'statedDuration') };
    for (const [i, row] of entry.raw.trips.entries()) {
      if (row.duration !== undefined) yield { hours: row.duration, at: rowLoc(entry, i, 'duration') };
    }
  }
  for (const { file, value } of ctx.data.routes) {
    for (const [g, group] of value.groups.entries()) {
      for (const [k, card] of group.cards.entries()) yield { hours: card.duration, at: { file, path: ['groups', g, 'cards', k, 'duration'] } };
    }
  }
  for (const { file, value } of ctx.data.destinations) yield { hours: value.travelTime.hours, at: { file, path: ['travelTime', 'hours'] } };
}

export const durationMinAboveMax = defineCheck('duration-min-above-max', notices, (ctx, report) => {
  for (const { hours, at } of hourRanges(ctx)) {
    if (typeof hours === 'number' || hours.min <= hours.max) continue;
    report(notices.duration_min_above_max, { ...at, path: [...at.path, 'min'] },
      `travel time min ${hours.min} h is above max ${hours.max} h — swap or correct the figures`,
      { min: hours.min, max: hours.max });
  }
});

/**
 * Every fare range and every travel-time range ({ min, max } hours), wherever it is written, has min ≤ max (the
 * schema cannot compare two fields).
 */
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
  duration_min_above_max: notice<{ min: number; max: number }>({
    severity: 'error',
    meaning: 'A travel-time range whose minimum is above its maximum.',
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

function* hourRanges(ctx: CheckContext): Generator<{ hours: number | Range; at: Loc }> {
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

export const fareMinAboveMax = defineCheck('fare-min-above-max', { fare_min_above_max: notices.fare_min_above_max }, (ctx, report) => {
  for (const { range, at } of fareRanges(ctx)) {
    if (range.min <= range.max) continue;
    report(notices.fare_min_above_max, { ...at, path: [...at.path, 'min'] },
      `fare range min ${formatPeso(range.min)} is above max ${formatPeso(range.max)} — swap or correct the figures`,
      { min: range.min, max: range.max });
  }
});

export const durationMinAboveMax = defineCheck('duration-min-above-max', { duration_min_above_max: notices.duration_min_above_max }, (ctx, report) => {
  for (const { hours, at } of hourRanges(ctx)) {
    if (typeof hours === 'number' || hours.min <= hours.max) continue;
    report(notices.duration_min_above_max, { ...at, path: [...at.path, 'min'] },
      `travel time min ${hours.min} h is above max ${hours.max} h — swap or correct the figures`,
      { min: hours.min, max: hours.max });
  }
});

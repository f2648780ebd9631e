/** Durations and days as text (src/time/format.ts): one spelling on every page, in messages and exports. */
import { describe, expect, it } from 'vitest';
import {
  dayOffsetLabel, expandDays, formatDays, formatDuration, formatDurationRange, formatHoursDecimal,
  shiftDays, spanOfDurations, spokenDays, spokenDuration, type SailingDays,
} from '../../src/time';

describe('durations', () => {
  it.each([
    ['one value → the time model\'s text', { min: 780, max: 780 }, '13 h'],
    ['one value → the time model\'s text', { min: 2070, max: 2070 }, '34 h 30 min'],
    ['one value → the time model\'s text', { min: 45, max: 45 }, '45 min'],
    ['a whole-hour range → "20–22 h"', { min: 1200, max: 1320 }, '20–22 h'],
    ['a range with minutes → both ends spelt out', { min: 60, max: 90 }, '1 h–1 h 30 min'],
  ])('%s: %o', (_, range, text) => {
    expect(formatDurationRange(range)).toBe(text);
  });

  it.each([
    [{ min: 780, max: 780 }, '13 hours'], [{ min: 60, max: 60 }, '1 hour'], [{ min: 1200, max: 1320 }, '20 to 22 hours'],
    [{ min: 60, max: 90 }, '1 hour to 1 hour 30 minutes'],
  ])('spoken form uses words, not letters: %o → %s', (range, text) => {
    expect(spokenDuration(range)).toBe(text);
  });

  it('span of rows → overall min and max; none → null', () => {
    expect(spanOfDurations([{ min: 600, max: 600 }, { min: 1080, max: 1140 }])).toEqual({ min: 600, max: 1140 });
    expect(spanOfDurations([])).toBeNull();
  });
});

describe('sailing days', () => {
  it.each<[string, SailingDays, string]>([
    ['Daily stays Daily', 'Daily', 'Daily'],
    ['and so do all seven weekdays', ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], 'Daily'],
    ['a list is printed in week order, whatever order the data has', ['Fri', 'Tue'], 'Tue, Fri'],
    ['a list is printed in week order, whatever order the data has', ['Wed', 'Sat', 'Fri', 'Sun'], 'Wed, Fri–Sun'],
    ['three or more consecutive days → a run with an en dash', ['Mon', 'Tue', 'Thu', 'Fri', 'Sat', 'Sun'], 'Mon, Tue, Thu–Sun'],
    ['two consecutive days stay listed', ['Mon', 'Tue'], 'Mon, Tue'],
  ])('%s: %j', (_, days, text) => {
    expect(formatDays(days)).toBe(text);
  });

  it('spoken form uses full names', () => {
    expect(spokenDays(['Tue', 'Fri'])).toBe('Tuesday, Friday');
    expect(spokenDays(['Thu', 'Fri', 'Sat', 'Sun'])).toBe('Thursday to Sunday');
  });

  it('shifting wraps Sunday to Monday and keeps the departures\' week order', () => {
    expect(shiftDays(['Sun', 'Sat'], 1)).toEqual(['Sun', 'Mon']);
    expect(shiftDays(['Mon'], 2)).toEqual(['Wed']);
  });

  it('offset labels: same day → none, later days counted', () => {
    expect([0, 1, 2].map(dayOffsetLabel)).toEqual([null, '+1 day', '+2 days']);
  });

  it('expanding Daily → the seven weekdays Monday first', () => {
    expect(expandDays('Daily')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(expandDays(['Sun', 'Mon'])).toEqual(['Mon', 'Sun']);
  });
});

describe('formatDuration with days', () => {
  it('minutes, hours, and days for journeys over a day', () => {
    expect([0, 45, 120, 810, 1440, 2000, 2880].map((m: number) => formatDuration(m, { days: true })))
      .toEqual(['0 min', '45 min', '2 h', '13 h 30 min', '1 day', '1 day 9 h 20 min', '2 days']);
  });
});
describe('formatHoursDecimal', () => {
  it('decimal hours as the data check states travel times (decision facts quote this text)', () => {
    expect([formatHoursDecimal(1230), formatHoursDecimal(1770), formatHoursDecimal({ min: 1200, max: 1320 })])
      .toEqual(['20.5 h', '29.5 h', '20–22 h']);
  });
});

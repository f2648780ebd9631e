/** Durations and days as text (src/time/format.ts): one spelling on every page, in messages and exports. */
import { describe, expect, it } from 'vitest';
import {
  dayOffsetLabel, expandDays, formatDays, formatDuration, formatDurationRange, formatHoursDecimal,
  shiftDays, spanOfDurations, spokenDays, spokenDuration,
} from '../../src/time';

describe('durations', () => {
  it('one value → the time model\'s text', () => {
    expect(formatDurationRange({ min: 780, max: 780 })).toBe('13 h');
    expect(formatDurationRange({ min: 2070, max: 2070 })).toBe('34 h 30 min');
    expect(formatDurationRange({ min: 45, max: 45 })).toBe('45 min');
  });

  it('a whole-hour range → "20–22 h"', () => {
    expect(formatDurationRange({ min: 1200, max: 1320 })).toBe('20–22 h');
  });

  it('a range with minutes → both ends spelt out', () => {
    expect(formatDurationRange({ min: 60, max: 90 })).toBe('1 h–1 h 30 min');
  });

  it('spoken form uses words, not letters', () => {
    expect(spokenDuration({ min: 780, max: 780 })).toBe('13 hours');
    expect(spokenDuration({ min: 60, max: 60 })).toBe('1 hour');
    expect(spokenDuration({ min: 1200, max: 1320 })).toBe('20 to 22 hours');
    expect(spokenDuration({ min: 60, max: 90 })).toBe('1 hour to 1 hour 30 minutes');
  });

  it('span of rows → overall min and max; none → null', () => {
    expect(spanOfDurations([{ min: 600, max: 600 }, { min: 1080, max: 1140 }])).toEqual({ min: 600, max: 1140 });
    expect(spanOfDurations([])).toBeNull();
  });
});

describe('sailing days', () => {
  it('Daily stays Daily, and so do all seven weekdays', () => {
    expect(formatDays('Daily')).toBe('Daily');
    expect(formatDays(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])).toBe('Daily');
  });

  it('a list is printed in week order, whatever order the data has', () => {
    expect(formatDays(['Fri', 'Tue'])).toBe('Tue, Fri');
    expect(formatDays(['Wed', 'Sat', 'Fri', 'Sun'])).toBe('Wed, Fri–Sun');
  });

  it('three or more consecutive days → a run with an en dash; two stay listed', () => {
    expect(formatDays(['Mon', 'Tue', 'Thu', 'Fri', 'Sat', 'Sun'])).toBe('Mon, Tue, Thu–Sun');
    expect(formatDays(['Mon', 'Tue'])).toBe('Mon, Tue');
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
    expect(dayOffsetLabel(0)).toBeNull();
    expect(dayOffsetLabel(1)).toBe('+1 day');
    expect(dayOffsetLabel(2)).toBe('+2 days');
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

import { describe, expect, it } from 'vitest';
import { formatDurationRange, formatHours, spanOfDurations, spokenDuration } from '../../src/site/format/duration';

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

  it('stated hours from the data (number or range) → the same text', () => {
    expect(formatHours(18)).toBe('18 h');
    expect(formatHours({ min: 1, max: 1.5 })).toBe('1 h–1 h 30 min');
    expect(formatHours({ min: 8, max: 9 })).toBe('8–9 h');
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

import { describe, expect, it } from 'vitest';
import { dayOffsetLabel, expandDays, formatDays, shiftDays, spokenDays } from '../../src/site/format/days';

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

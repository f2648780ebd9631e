import { describe, expect, it } from 'vitest';
import { formatSpan } from '../../src/site/planner/format';

describe('formatSpan', () => {
  it('minutes, hours, and days for journeys over a day', () => {
    expect([0, 45, 120, 810, 1440, 2000, 2880].map(formatSpan))
      .toEqual(['0 min', '45 min', '2 h', '13 h 30 min', '1 day', '1 day 9 h 20 min', '2 days']);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPeso, formatPesoRange, spanOfRanges, spokenPesoRange } from '../../src/graph/money';

describe('peso amounts', () => {
  it('groups thousands with commas and prefixes ₱', () => {
    expect(formatPeso(2479)).toBe('₱2,479');
    expect(formatPeso(544)).toBe('₱544');
    expect(formatPeso(0)).toBe('₱0');
    expect(formatPeso(7257)).toBe('₱7,257');
    expect(formatPeso(7400000)).toBe('₱7,400,000');
    expect(formatPeso(1000)).toBe('₱1,000');
    expect(formatPeso(999)).toBe('₱999');
  });

  it.each([
    ['a range → both amounts joined by an en dash, no spaces', 2479, 2908, '₱2,479–₱2,908'],
    ['a range → both amounts joined by an en dash, no spaces', 544, 749, '₱544–₱749'],
    ['a range whose ends are equal → one amount', 200, 200, '₱200'],
  ])('%s: %i–%i', (_, min, max, shown) => expect(formatPesoRange({ min, max })).toBe(shown));

  it('spoken range says "to" instead of a dash', () => {
    expect(spokenPesoRange({ min: 2353, max: 6615 })).toBe('₱2,353 to ₱6,615');
  });

  it('span of several ranges → smallest min and largest max, skipping missing ones', () => {
    expect(spanOfRanges([{ min: 2627, max: 3399 }, null, { min: 2074, max: 7257 }])).toEqual({ min: 2074, max: 7257 });
    expect(spanOfRanges([null, undefined])).toBeNull();
  });
});

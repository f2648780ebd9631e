import { describe, expect, it } from 'vitest';
import { newsBody, readTimeLabel } from '../../src/graph/reading-time';

describe('reading time', () => {
  it('counts words as a reader does: "₱30", "8,000", "All Souls\'" and "fast-craft" are one word each', () => {
    // 16 words, and 200 more: one past a minute's reading.
    const words = ['The fee stays at ₱30 for 8,000 passengers on All Souls\' Day.', 'A fast-craft — then home.'];
    expect(readTimeLabel([...words, 'word '.repeat(184)])).toBe('1 min read');
    expect(readTimeLabel([...words, 'word '.repeat(185)])).toBe('2 min read');
  });

  it('200 words a minute, rounded up, at least one minute', () => {
    expect(readTimeLabel([''])).toBe('1 min read');
    expect(readTimeLabel(['word '.repeat(200)])).toBe('1 min read');
    expect(readTimeLabel(['word '.repeat(201)])).toBe('2 min read');
    expect(readTimeLabel(['word '.repeat(600)])).toBe('3 min read');
  });

  it("a news item's body is its content, else its description, else its excerpt — what its page shows", () => {
    expect(newsBody({ content: ['One.', 'Two.'], description: 'D.', excerpt: 'E.' })).toEqual(['One.', 'Two.']);
    expect(newsBody({ description: 'D.', excerpt: 'E.' })).toEqual(['D.']);
    expect(newsBody({ excerpt: 'E.' })).toEqual(['E.']);
  });
});

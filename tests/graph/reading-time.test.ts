import { describe, expect, it } from 'vitest';
import { newsBody, readMinutes, readTimeLabel, wordCount, WORDS_PER_MINUTE } from '../../src/graph/reading-time';

describe('reading time', () => {
  it('counts words as a reader does: "₱30", "8,000", "All Souls\'" and "fast-craft" are one word each', () => {
    expect(wordCount(['The fee stays at ₱30 for 8,000 passengers on All Souls\' Day.', 'A fast-craft — then home.'])).toBe(16);
  });

  it(`${WORDS_PER_MINUTE} words a minute, rounded up, at least one minute`, () => {
    expect(readMinutes([''])).toBe(1);
    expect(readMinutes(['word '.repeat(WORDS_PER_MINUTE)])).toBe(1);
    expect(readMinutes(['word '.repeat(WORDS_PER_MINUTE + 1)])).toBe(2);
    expect(readTimeLabel(['word '.repeat(3 * WORDS_PER_MINUTE)])).toBe('3 min read');
  });

  it("a news item's body is its content, else its description, else its excerpt — what its page shows", () => {
    expect(newsBody({ content: ['One.', 'Two.'], description: 'D.', excerpt: 'E.' })).toEqual(['One.', 'Two.']);
    expect(newsBody({ description: 'D.', excerpt: 'E.' })).toEqual(['D.']);
    expect(newsBody({ excerpt: 'E.' })).toEqual(['E.']);
  });
});

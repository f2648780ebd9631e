import { describe, expect, it } from 'vitest';
import { canonicalUrl, formatTitle, metaDescription } from '../../src/site/seo/meta';

describe('formatTitle', () => {
  it("→ '{page title} | {brand} | {suffix}'", () => {
    expect(formatTitle('Ferry Schedules', 'Ferry Ticket PH', 'Ferry Online Booking'))
      .toBe('Ferry Schedules | Ferry Ticket PH | Ferry Online Booking');
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['/', 'https://ferry.example/'],
    ['/schedules', 'https://ferry.example/schedules'],
    ['/schedules/', 'https://ferry.example/schedules'],
    ['/book-tickets?from=Manila#panel', 'https://ferry.example/book-tickets'],
    ['destinations/cebu', 'https://ferry.example/destinations/cebu'],
  ])('%s → %s (absolute, one address per page)', (path, url) => {
    expect(canonicalUrl('https://ferry.example', path)).toBe(url);
  });
});

describe('metaDescription', () => {
  it('a text of 160 characters or fewer → unchanged (runs of white space from folded YAML made single)', () => {
    const text = 'Weekly ferry timetables from Manila and Batangas.';
    expect(metaDescription(text)).toBe(text);
    expect(metaDescription('Two\n  lines.')).toBe('Two lines.');
    expect(metaDescription('x'.repeat(160))).toBe('x'.repeat(160));
  });

  it('a longer text → cut at the last word boundary, no trailing comma or dash, "…" appended, at most 160 characters', () => {
    const text = 'The fleet renewal programme replaces older ships with vessels that have modern navigation and communications equipment, enclosed lifeboats, more efficient engines and redesigned passenger areas.';
    const cut = metaDescription(text);
    expect(cut).toBe('The fleet renewal programme replaces older ships with vessels that have modern navigation and communications equipment, enclosed lifeboats, more efficient…');
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(metaDescription('Sailings resume, weather permitting, from Batangas — check first', 36)).toBe('Sailings resume, weather permitting…');
  });

  it('one word longer than the limit → cut inside it rather than left empty', () => {
    expect(metaDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

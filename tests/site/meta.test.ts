import { describe, expect, it } from 'vitest';
import { canonicalUrl, formatTitle } from '../../src/site/seo/meta';

describe('formatTitle', () => {
  it("→ '{page title} | {brand} | {suffix}' (SPEC §1)", () => {
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

import { describe, expect, it } from 'vitest';
import { navCurrent } from '../../src/site/layout/nav';

describe('navCurrent', () => {
  it('the page itself → "page"', () => {
    expect(navCurrent('/schedules', '/schedules')).toBe('page');
    expect(navCurrent('/schedules/', '/schedules')).toBe('page');
    expect(navCurrent('/', '/')).toBe('page');
  });
  it('a page under the entry → "true" (section highlighted, not the current page)', () => {
    expect(navCurrent('/destinations/cebu', '/destinations')).toBe('true');
  });
  it('Home matches only itself; a shared prefix is not a section', () => {
    expect(navCurrent('/schedules', '/')).toBeUndefined();
    expect(navCurrent('/newsletter', '/news')).toBeUndefined();
    expect(navCurrent('/book-tickets', '/tickets')).toBeUndefined();
  });
});

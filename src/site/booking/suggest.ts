/**
 * Place suggestions for From and To, as the spec has them: case-insensitive substring matches over the place list, in
 * list order. Only when nothing matches, fuse.js offers a few typo-tolerant "Did you mean …" names — never in place of
 * a substring match, so the spec'd behaviour is unchanged whenever it has an answer. fuse.js itself is passed in: the
 * panel loads it on first use (use-did-you-mean.ts), so it is not part of the page's start-up code.
 */
import type Fuse from 'fuse.js';

/** fuse.js's default export, the Fuse class. */
export type FuseClass = typeof Fuse;

function substringMatches(names: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...names];
  return names.filter((name) => name.toLowerCase().includes(q));
}

/** Up to three close names for a query with no substring match (e.g. 'Dumagete' → Dumaguete). */
export function createDidYouMean(FuseImpl: FuseClass, names: readonly string[]): (query: string) => string[] {
  // threshold 0.4: tolerant of one or two wrong letters in a short name, strict enough that 'zzzz' finds nothing.
  const fuse = new FuseImpl([...names], { threshold: 0.4, ignoreLocation: true });
  return (query) => {
    const q = query.trim();
    if (q.length < 3) return [];
    return fuse.search(q, { limit: 3 }).map((r) => r.item);
  };
}

export interface Suggestions {
  matches: string[];
  /** Non-empty only when `matches` is empty. */
  didYouMean: string[];
}

export function suggest(names: readonly string[], didYouMean: (q: string) => string[], query: string): Suggestions {
  const matches = substringMatches(names, query);
  return { matches, didYouMean: matches.length === 0 ? didYouMean(query) : [] };
}

/**
 * The panel's "Did you mean" (suggest.ts createDidYouMean) with fuse.js loaded on first use (~9.5 KB gzip
 * and its evaluation off /book-tickets' start-up). `prepare` starts the download; From and To call it when they
 * get focus, well before a typo has left no substring match. Until fuse.js is there (or if it fails to download)
 * a query without a match gets no close names, only "No results found.", the spec's answer; the list updates
 * when it arrives.
 */
import { useCallback, useMemo, useState } from 'react';
import { createDidYouMean, type FuseClass } from './suggest';

const NONE = (): string[] => [];

export function useDidYouMean(names: readonly string[]): { didYouMean: (query: string) => string[]; prepare: () => void } {
  const [fuse, setFuse] = useState<FuseClass | null>(null);
  const prepare = useCallback(() => {
    if (fuse) return;
    // A failed download is tried again on the next focus.
    import('fuse.js').then((module) => setFuse(() => module.default), () => undefined);
  }, [fuse]);
  const didYouMean = useMemo(() => (fuse ? createDidYouMean(fuse, names) : NONE), [fuse, names]);
  return { didYouMean, prepare };
}

/** The page's view of /status.json: the statuses of its own sailings (src/status/lookup.ts), and whether it is stale. */
import { useMemo } from 'react';
import type { QueryIndex } from '../../query/index-trips';
import { statusLookup, type StatusLookup } from '../../status/lookup';
import { useSailingStatus, type StatusState } from './use-status';

export function useStatusLookup(index: QueryIndex | null): { lookup: StatusLookup | null; state: StatusState } {
  const state = useSailingStatus();
  const lookup = useMemo(() => (state.file && index ? statusLookup(state.file, index) : null), [state.file, index]);
  return { lookup, state };
}

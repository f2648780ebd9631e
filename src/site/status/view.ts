/**
 * A page's view of the status of dated sailings: /status.json (use-status.ts) read against the page's own sailings
 * (src/status/lookup.ts), with what shows it. The status code (kit.tsx: the lookup, the live sailings, the badges and
 * lists) is imported only once the file names a sailing, like the advisory row marks (schedules/use-row-marks.ts):
 * on a day with nothing announced the page downloads only the small store. A failed download shows nothing more
 * and is tried again with the next status file.
 */
import { useEffect, useState } from 'react';
import type { PackedTrips } from '../../query/trip-codec';
import { indexOf } from '../schedules/trip-index';
import type { StatusView } from './types';
import { useSailingStatus, type StatusState } from './use-status';

export type { StatusView };

/**
 * The page's status view over its packed trips; the query index is built from them only once the file names a
 * sailing (on most days it names none, and an island that needs no index of its own never builds one).
 */
export function useStatusView(trips: PackedTrips): { view: StatusView | null; state: StatusState } {
  const state = useSailingStatus();
  const [view, setView] = useState<StatusView | null>(null);
  const file = state.file;
  useEffect(() => {
    if (!file || (file.sailings.length === 0 && file.suspensions.length === 0)) {
      setView(null);
      return;
    }
    let current = true;
    import('./kit').then(({ statusView }) => { if (current) setView(statusView(file, indexOf(trips))); }, () => undefined);
    return () => { current = false; };
  }, [file, trips]);
  return { view, state };
}

/**
 * How many announced changes the page shows, for StatusAsOf: 0 when the file names none, null while the status code
 * is still loading (so "none announced" is never said early). A suspension over the page's routes counts: "no
 * cancellations announced" is never said under one.
 */
export function changesShown(state: StatusState, view: StatusView | null, routes: ReadonlySet<string> | null, now: Date | null): number | null {
  if (!state.file || !now) return null;
  if (state.file.sailings.length === 0 && state.file.suspensions.length === 0) return 0;
  return view ? view.changes(routes, now).length + view.suspensions(routes, now).length : null;
}

/**
 * The booking panel's note on the chosen day's sailings: when /status.json says the sailing between
 * the two places on that day is cancelled, delayed, on time or extra, it says so (BookingStatusDetails.tsx, loaded
 * then: a day with nothing announced costs the panel none of its words). Self-contained so the panel places it with
 * one line: it reads /status.json itself (use-status.ts) and the clock through the site's one hook. A polite live
 * region, so a note that appears when the traveller picks the date (or when the status changes) is announced; empty
 * otherwise.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { IsoDay } from '../../time';
import type { BookingStatusDetails as Details } from './BookingStatusDetails';
import { useNow } from '../use-now';
import { bookingStatuses } from './booking-note';
import { useSailingStatus } from './use-status';

// A failed download shows no note: the panel works without it (the traveller may still meet the notice at the port).
const BookingStatusDetails = lazy((): Promise<{ default: ComponentType<ComponentProps<typeof Details>> }> => import('./BookingStatusDetails').then(
  (m) => ({ default: m.BookingStatusDetails }), () => ({ default: () => null })));

export function BookingStatusNote({ places, from, to, date }: {
  places: readonly { name: string; port: string | null }[];
  /** The From and To fields as typed, and the chosen departure day. */
  from: string; to: string; date: IsoDay | undefined;
}) {
  const { file, stale } = useSailingStatus();
  const now = useNow();
  const statuses = bookingStatuses(file, places, from, to, date);
  return (
    <div role="status" aria-live="polite" data-testid="booking-status">
      {statuses.length > 0 && now && file && date ? (
        <Suspense fallback={null}>
          <BookingStatusDetails statuses={statuses} from={from} to={to} asOf={file.asOf} stale={stale} now={now} />
        </Suspense>
      ) : null}
    </div>
  );
}

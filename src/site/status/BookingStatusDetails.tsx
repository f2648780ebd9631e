/**
 * The words of the booking panel's note (BookingStatusNote.tsx, which loads this module only when the chosen day has
 * a status): "The 11:30 PM sailing from Batangas to Caticlan on Fri 27 Nov is cancelled (Tropical Cyclone Wind
 * Signal No. 2)", who said so and when. It stands above Book Tickets, so it holds no link (the tab order ends at the
 * button; the trip planner is linked after it).
 */
import { formatClock, formatIsoDay } from '../../time';
import type { SailingStatus } from '../../graph/types';
import { asOfText } from '../../status/as-of';
import { delayText, reasonText, sourceText } from '../../status/words';

export function BookingStatusDetails({ statuses, from, to, asOf, stale, now }: {
  statuses: readonly SailingStatus[];
  from: string; to: string; asOf: string; stale: boolean; now: Date;
}) {
  const cancelled = statuses.some((s) => s.state === 'cancelled');
  return (
    <div className={`space-y-1 rounded-md border-l-4 px-4 py-3 text-sm ${cancelled ? 'border-red-700 bg-red-50 text-red-950' : 'border-amber-600 bg-amber-50 text-amber-950'}`}>
      {statuses.map((s) => {
        const reason = reasonText(s);
        const why = reason ? ` (${reason})` : '';
        const sailing = `${s.dep === null ? 'Every crossing' : `The ${formatClock(s.dep)} sailing`} from ${from.trim()} to ${to.trim()} on ${formatIsoDay(s.date)}`;
        return (
          <p key={s.dep ?? 'day'}>
            <strong>
              {s.state === 'cancelled' ? `${sailing} is cancelled${why}.` : null}
              {s.state === 'delayed' ? `${sailing} is delayed${why}: ${delayText(s)}.` : null}
              {s.state === 'on-time' ? `${sailing} is on time.` : null}
              {s.state === 'extra' ? `An extra sailing from ${from.trim()} to ${to.trim()} leaves on ${formatIsoDay(s.date)} at ${formatClock(s.dep!)}${why}.` : null}
            </strong>{' '}
            {s.note ? `${s.note} ` : ''}{sourceText(s)}.
          </p>
        );
      })}
      <p>
        {cancelled ? 'Choose another date or sailing. ' : ''}Sailing status as of {asOfText(asOf, now)}{stale ? ' (it may have changed since: it could not be refreshed)' : ''}.
      </p>
    </div>
  );
}

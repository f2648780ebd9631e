/**
 * The booking panel's note on the chosen day's sailings (issue 27 item 2): "The 11:30 PM sailing from Batangas to
 * Caticlan on Fri 27 Nov is cancelled (Tropical Cyclone Wind Signal No. 2)", who said so and when, and where to see
 * the sailings that do leave. Self-contained so the panel places it with one line: it reads /status.json itself
 * (src/site/status/use-status.ts) and the clock through the site's one hook. A polite live region, so a note that
 * appears when the traveller picks the date (or when the status changes) is announced; empty otherwise.
 */
import { formatClock, formatIsoDay, manilaDay, epochDayOf, type IsoDay } from '../../graph/time';
import { asOfText, delayText, reasonText, sourceText } from '../../status/words';
import { SiteLink } from '../components/SiteLink';
import { plannerHref } from '../format/links';
import { useNow } from '../use-now';
import { bookingStatuses, portOfPlace } from './booking-note';
import { useSailingStatus } from './use-status';

export function BookingStatusNote({ places, from, to, date }: {
  places: readonly { name: string; port: string | null }[];
  /** The From and To fields as typed, and the chosen departure day. */
  from: string; to: string; date: IsoDay | undefined;
}) {
  const { file, stale } = useSailingStatus();
  const now = useNow();
  const statuses = bookingStatuses(file, places, from, to, date);
  const cancelled = statuses.some((s) => s.state === 'cancelled');
  return (
    <div role="status" aria-live="polite" data-testid="booking-status">
      {statuses.length > 0 && now && file && date ? (
        <div className={`space-y-1 rounded-md border-l-4 px-4 py-3 text-sm ${cancelled ? 'border-red-700 bg-red-50 text-red-950' : 'border-amber-600 bg-amber-50 text-amber-950'}`}>
          {statuses.map((s) => {
            const reason = reasonText(s);
            const why = reason ? ` (${reason})` : '';
            const sailing = `The ${formatClock(s.dep)} sailing from ${from.trim()} to ${to.trim()} on ${formatIsoDay(s.date)}`;
            return (
              <p key={s.dep}>
                <strong>
                  {s.state === 'cancelled' ? `${sailing} is cancelled${why}.` : null}
                  {s.state === 'delayed' ? `${sailing} is delayed${why}: it ${delayText(s)}.` : null}
                  {s.state === 'on-time' ? `${sailing} is on time.` : null}
                  {s.state === 'extra' ? `An extra sailing from ${from.trim()} to ${to.trim()} leaves on ${formatIsoDay(s.date)} at ${formatClock(s.dep)}${why}.` : null}
                </strong>{' '}
                {s.note ? `${s.note} ` : ''}{sourceText(s)}.
              </p>
            );
          })}
          <p>
            {cancelled ? 'Choose another date or sailing, or see the sailings that leave in the ' : 'See every sailing in the '}
            <SiteLink to={plannerHref({
              from: portOfPlace(places, from) ?? undefined, to: portOfPlace(places, to) ?? undefined,
              day: manilaDay(epochDayOf(date)).weekday.toLowerCase(),
            })}>trip planner</SiteLink>. Sailing status as of {asOfText(file.asOf, now)}{stale ? ' (it may have changed since: it could not be refreshed)' : ''}.
          </p>
        </div>
      ) : null}
    </div>
  );
}

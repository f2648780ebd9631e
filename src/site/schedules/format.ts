/**
 * Words for concrete sailings ("Fri 27 Nov, 8:00 PM PST — in 2 days"). Pure: `now` is passed in, every date and
 * time comes from the engine's Manila readings (ManilaMoment), and the departure and arrival wording is
 * src/site/format/arrival.ts's, so the text is the same in every browser zone and on every page.
 */
import { formatIsoDay, formatTime12, manilaDaysUntil, relativeDay, ZONE_LABEL } from '../../time';
import type { Sailing } from '../../query/next-sailings';
import type { JourneyLeg } from '../../query/connections';
import { sailingDeparture } from '../format/arrival';

/**
 * "Fri 27 Nov, 8:00 PM PST — in 2 days"; in the small hours "Fri 27 Nov, 12:30 AM PST (be at the port Thursday
 * night) — in 4 days"; an untimed trip: "Fri 27 Nov, between 5:00 AM and 6:00 PM PST (no fixed departure time) — in
 * 2 days" with stated hours, "… any time during the day (…)" without (never an invented time).
 */
export function formatNextSailing(sailing: Sailing, now: Date): string {
  const hours = sailing.window;
  const when = sailing.departure
    ? sailingDeparture(sailing.departure, sailing.departureOptions)
    : `${formatIsoDay(sailing.date)}, ${hours ? `between ${formatTime12(hours.min)} and ${formatTime12(hours.max)} ${ZONE_LABEL}` : 'any time during the day'} (no fixed departure time)`;
  return `${when} — ${relativeDay(manilaDaysUntil(sailing.date, now))}`;
}

/**
 * Marked Unconfirmed wherever it is shown: a sailing not every source states, or one at one of several times
 * ("11:00 AM or 5:30 PM").
 */
export function sailingUnconfirmed(s: Pick<Sailing, 'confirmed' | 'departureOptions'> | Pick<JourneyLeg, 'confirmed' | 'departureOptions'>): boolean {
  return !s.confirmed || s.departureOptions !== null;
}

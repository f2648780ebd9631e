/**
 * Words for concrete sailings ("Fri 27 Nov, 8:00 PM PST — in 2 days"). Pure: `now` is passed in, every date and
 * time comes from the engine's Manila readings (ManilaMoment) and the time model's words, so the text is the same
 * in every browser zone.
 */
import { formatIsoDay, formatMoment, formatTime12, manilaDaysUntil, relativeDay, ZONE_LABEL } from '../../graph/time';
import type { Sailing } from '../../query/next-sailings';

/**
 * "Fri 27 Nov, 8:00 PM PST — in 2 days"; an untimed trip: "Fri 27 Nov, between 5:00 AM and 6:00 PM PST (no fixed
 * departure time) — in 2 days" with stated hours, "… any time during the day (…)" without (never an invented time).
 */
export function formatNextSailing(sailing: Sailing, now: Date): string {
  const hours = sailing.window;
  const when = sailing.departure
    ? `${formatMoment(sailing.departure)} ${ZONE_LABEL}`
    : `${formatIsoDay(sailing.date)}, ${hours ? `between ${formatTime12(hours.min)} and ${formatTime12(hours.max)} ${ZONE_LABEL}` : 'any time during the day'} (no fixed departure time)`;
  return `${when} — ${relativeDay(manilaDaysUntil(sailing.date, now))}`;
}

/** "arrives Sun 29 Nov, 2:30 PM (+2 days)"; "arrives about …" for an arrival counted from a stated travel time. */
export function formatArrival(sailing: Sailing): string | null {
  if (!sailing.arrival) return null;
  const offset = sailing.arrivalDayOffset ?? 0;
  const days = offset === 0 ? '' : offset === 1 ? ' (+1 day)' : ` (+${offset} days)`;
  return `arrives ${sailing.arrivalEstimated ? 'about ' : ''}${formatMoment(sailing.arrival)}${days}`;
}

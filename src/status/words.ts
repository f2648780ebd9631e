/**
 * How a sailing's status reads, one way on every page, in the booking note and in calendar files: "Cancelled",
 * "Delayed: Fri 27 Nov, 11:30 PM → now Sat 28 Nov, 1:30 AM PST (2 h later)" (a delay always shows both times),
 * "Reason: Tropical Cyclone Wind Signal No. 2", "Source: PCG, Tue 24 Nov, 3:40 PM PST". Pure. When the status is from ("as of 3:40 PM PST") is as-of.ts: every page
 * says it, so it is kept apart from these words, which load only with a status to show.
 */
import { timetabledInstant } from '../graph/dated-sailing';
import {
  formatClock, formatDuration, formatInstant, formatIsoDay, formatMoment, formatTime12, manilaMoment, MS_PER_MINUTE, ZONE_LABEL,
} from '../time';
import type { SailingStatus } from '../graph/types';

const REASONS: Record<NonNullable<SailingStatus['reason']>, string> = {
  weather: 'bad weather', maintenance: 'maintenance', technical: 'a technical problem', strike: 'a strike',
  demand: 'more travellers than seats', other: 'other reasons',
};

/** "Tropical Cyclone Wind Signal No. 2", "bad weather", "maintenance"; null when none is given (on time). */
export function reasonText(status: Pick<SailingStatus, 'reason' | 'signal'>): string | null {
  if (status.signal !== null) return `Tropical Cyclone Wind Signal No. ${status.signal}`;
  return status.reason ? REASONS[status.reason] : null;
}

/** Minutes from the timetabled departure to the new one (delayed). */
function delayMinutes(status: Pick<SailingStatus, 'date' | 'dep' | 'departs'>): number {
  if (!status.departs) return 0;
  return Math.round((Date.parse(status.departs) - Date.parse(timetabledInstant(status.date, status.dep))) / MS_PER_MINUTE);
}

/** The state in a word or two, what a badge says: "Cancelled", "Delayed", "On time", "Extra sailing". */
export function stateLabel(status: Pick<SailingStatus, 'state'>): string {
  return { cancelled: 'Cancelled', delayed: 'Delayed', 'on-time': 'On time', extra: 'Extra sailing' }[status.state];
}

/**
 * Both times of a delay: "Fri 27 Nov, 11:30 PM → now Sat 28 Nov, 3:30 AM PST (4 h later)", the new day named only
 * when it is another ("… 11:30 PM → now 11:55 PM PST (25 min later)"); null when not delayed.
 */
export function delayText(status: Pick<SailingStatus, 'date' | 'dep' | 'departs'>): string | null {
  if (!status.departs || status.dep === null) return null;
  const now = manilaMoment(Date.parse(status.departs));
  const when = now.date === status.date ? formatTime12(now.minuteOfDay) : formatMoment(now);
  return `${formatIsoDay(status.date)}, ${formatClock(status.dep)} → now ${when} ${ZONE_LABEL} (${formatDuration(delayMinutes(status), { days: true })} later)`;
}

/** "Source: PCG, Tue 24 Nov, 3:40 PM PST". */
export function sourceText(status: Pick<SailingStatus, 'source' | 'statedAt'>): string {
  return `Source: ${status.source}, ${formatInstant(status.statedAt)} ${ZONE_LABEL}`;
}

/** The timetabled sailing: "Fri 27 Nov, 11:30 PM PST"; a route's untimed crossings: "Sat 28 Nov, every crossing of the day". */
export function sailingText(status: Pick<SailingStatus, 'date' | 'dep'>): string {
  return `${formatIsoDay(status.date)}, ${status.dep === null ? 'every crossing of the day' : `${formatClock(status.dep)} ${ZONE_LABEL}`}`;
}

/**
 * One sentence for a status, with the route named by the caller: "Batangas Port → Caticlan Jetty Port (Boracay),
 * Fri 27 Nov, 11:30 PM PST: cancelled (Tropical Cyclone Wind Signal No. 2)."; a delay with both times.
 */
export function statusSentence(status: SailingStatus, route: string): string {
  const reason = reasonText(status);
  const why = reason ? ` (${reason})` : '';
  const what = {
    cancelled: `cancelled${why}`,
    delayed: `delayed${why}, ${delayText(status)}`,
    'on-time': 'on time',
    extra: `an extra sailing${why}`,
  }[status.state];
  return `${route}, ${sailingText(status)}: ${what}.`;
}

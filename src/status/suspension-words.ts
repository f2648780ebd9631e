/**
 * How a suspension reads, one way in the site's banner, beside a cancelled sailing, in calendar files and in the
 * service alerts feed: "Sailings suspended: Batangas Port", "from Sat 28 Nov, 6:00 AM until Mon 30 Nov, 6:00 AM PST".
 * Pure: `now` is passed in where the words depend on it.
 */
import { formatInstant, ZONE_LABEL } from '../graph/time';
import type { Suspension } from '../graph/types';

/** "Sailings suspended at Batangas Port and Calapan Port", "… on Batangas Port → Caticlan Jetty Port (Boracay)", "All sailings suspended". */
export function suspensionTitle(s: Pick<Suspension, 'scope' | 'labels'>): string {
  if (s.scope === 'network') return 'All sailings suspended';
  const list = s.labels.length > 1 ? `${s.labels.slice(0, -1).join(', ')} and ${s.labels.at(-1)}` : s.labels[0] ?? '';
  return `Sailings suspended ${s.scope === 'ports' ? 'at' : 'on'} ${list}`;
}

/** "until Mon 30 Nov, 6:00 AM PST" once it has started at `now`, else "from Sat 28 Nov, 6:00 AM until …". */
export function suspensionWindow(s: Pick<Suspension, 'from' | 'until'>, now: Date | null = null): string {
  const until = `until ${formatInstant(s.until)} ${ZONE_LABEL}`;
  return now && Date.parse(s.from) <= now.getTime() ? until : `from ${formatInstant(s.from)} ${until}`;
}

/** Whether a suspension is over at `now` (it has no more to say). */
export const suspensionEnded = (s: Pick<Suspension, 'until'>, now: Date): boolean => Date.parse(s.until) <= now.getTime();

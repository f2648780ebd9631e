/**
 * How a suspension reads, one way in the status banner, a destination's changes, the planner, data:diff and the
 * service alerts feed: "Sailings suspended at Batangas Port" · "from Sat 28 Nov, 6:00 AM until Mon 30 Nov, 6:00 AM PST"
 * · "Reason: Tropical Cyclone Wind Signal No. 3. The port is closed. Source: PCG, Fri 27 Nov, 2:30 PM PST." The
 * pipeline makes these once (Suspension.text, pipeline/sailing-status.ts) and status.json carries them, so a page's
 * runtime shows a suspension with none of this code (a content page's whole budget is 5 KB).
 */
import { formatInstant, ZONE_LABEL } from '../time';
import type { Suspension } from '../graph/types';
import { reasonText, sourceText } from './words';

type Said = Omit<Suspension, 'text'>;

/** "Sailings suspended at Batangas Port and Calapan Port", "… on Batangas Port → Caticlan Jetty Port (Boracay)", "All sailings suspended". */
function title(s: Pick<Said, 'scope' | 'labels'>): string {
  if (s.scope === 'network') return 'All sailings suspended';
  const list = s.labels.length > 1 ? `${s.labels.slice(0, -1).join(', ')} and ${s.labels.at(-1)}` : s.labels[0] ?? '';
  return `Sailings suspended ${s.scope === 'ports' ? 'at' : 'on'} ${list}`;
}

export function suspensionText(s: Said): Suspension['text'] {
  return {
    title: title(s),
    window: `from ${formatInstant(s.from)} until ${formatInstant(s.until)} ${ZONE_LABEL}`,
    detail: `Reason: ${reasonText(s)}.${s.note ? ` ${s.note.trim()}` : ''} ${sourceText(s)}.`,
  };
}

/** Whether a suspension is over at `now` (it has no more to say). */
export const suspensionEnded = (s: Pick<Suspension, 'until'>, now: Date): boolean => Date.parse(s.until) <= now.getTime();

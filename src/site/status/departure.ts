/**
 * A dated sailing's departure as a page lists it, with its status: a delayed one reads with both times, "Fri 27 Nov,
 * 11:30 PM → now Sat 28 Nov, 3:30 AM PST (4 h later) — tomorrow", never only the new time; any other as the
 * timetable says it (schedules/format.ts). Loaded with the status code (kit.tsx), only when a status is announced.
 */
import { manilaDaysUntil, relativeDay } from '../../time';
import type { LiveSailing } from '../../status/live';
import { delayText } from '../../status/words';
import { formatNextSailing } from '../schedules/format';

export function departureText(sailing: LiveSailing, now: Date): string {
  const delay = sailing.status ? delayText(sailing.status) : null;
  return delay ? `${delay} — ${relativeDay(manilaDaysUntil(sailing.date, now))}` : formatNextSailing(sailing, now);
}

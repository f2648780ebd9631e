/**
 * The site's one hook for the current time (through the time model's systemClock), re-read every minute; null until
 * mounted. Nothing that depends on it is in the pre-rendered HTML or the hydration pass (the server and first client
 * render see null), so hydration matches whatever day the visitor opens the page.
 *
 * The reading is a transition: what it brings (every route's next sailing, advisories in force, the booking
 * calendar's first day) is rendered in slices that yield to the browser, instead of one long task right after
 * hydration on a page with dozens of timetables (/schedules).
 */
import { startTransition, useEffect, useState } from 'react';
import { systemClock } from '../graph/time';

export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setNow(systemClock()));
    read();
    const id = setInterval(read, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

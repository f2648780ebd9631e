/**
 * The site's one hook for the current time (through the time model's systemClock), re-read every minute.
 *
 * An island rendered over its HTML (islands/mount.tsx, the default) starts from the time read when it was mounted
 * (islands/context.tsx), so its first render is already the answer. A hydrated island (the booking panel, the
 * planner) starts from null, as the server render did, so hydration matches whatever day the visitor opens the page,
 * and reads the clock after mounting.
 *
 * The reading is a transition: what it brings (every route's next sailing, advisories in force, the booking
 * calendar's first day) is rendered in slices that yield to the browser.
 */
import { startTransition, useEffect, useState } from 'react';
import { systemClock } from '../time';
import { useClientStart } from './islands/context';

export function useNow(): Date | null {
  const start = useClientStart();
  const [now, setNow] = useState<Date | null>(start?.now ?? null);
  useEffect(() => {
    const read = () => startTransition(() => setNow(systemClock()));
    if (!start) read();
    const id = setInterval(read, 60_000);
    return () => clearInterval(id);
  }, [start]);
  return now;
}

/**
 * The site's one hook for the current time (through the time model's systemClock), re-read every minute.
 *
 * Where the page is hydrated (the whole app under `npm run dev`) it is null until mounted: nothing that depends on
 * it is in the pre-rendered HTML or the hydration pass (the server and first client render see null), so hydration
 * matches whatever day the visitor opens the page. An island of the built site rendered over its HTML
 * (islands/mount.tsx, the default) starts from the time read when it was mounted (islands/context.tsx), so its first
 * render is already the answer; a hydrated island (the booking panel, the planner) starts from null, as the dev app
 * does.
 *
 * The reading is a transition: what it brings (every route's next sailing, advisories in force, the booking
 * calendar's first day) is rendered in slices that yield to the browser.
 */
import { startTransition, useEffect, useState } from 'react';
import { systemClock } from '../time';
import { useClientStart } from './islands/context';

export function useNow(intervalMs = 60_000): Date | null {
  const start = useClientStart();
  const [now, setNow] = useState<Date | null>(start?.now ?? null);
  useEffect(() => {
    const read = () => startTransition(() => setNow(systemClock()));
    if (!start) read();
    const id = setInterval(read, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, start]);
  return now;
}

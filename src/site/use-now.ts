/**
 * The site's one hook for the current time (through the time model's systemClock), re-read every minute; null until
 * mounted. Nothing that depends on it is in the
 * pre-rendered HTML or the hydration pass (the server and first client render see null), so hydration matches
 * whatever day the visitor opens the page.
 */
import { useEffect, useState } from 'react';
import { systemClock } from '../graph/time';

export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(systemClock());
    const id = setInterval(() => setNow(systemClock()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * The build's instant, read once at the edge (the root loader) and passed in: SOURCE_DATE_EPOCH when set (the
 * reproducible-builds convention, so a rebuild of an old release says the same year), else the clock.
 */
export function buildInstant(env: Record<string, string | undefined> = process.env, clock: () => Date = () => new Date()): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return clock();
}

/** The calendar year in Manila at `instant` (the site's zone, whatever the zone of the machine or browser). */
export function yearInManila(instant: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', year: 'numeric' }).format(instant));
}
